import Foundation
import Runtime
import Testing

@Suite("IdentifiedArray: reordering and removing keep the lookup by id right")
struct IdentifiedArrayReorderingTests {
  struct Fila: Identifiable, Equatable, Comparable, Sendable {
    var id: Int
    var hecha = false
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }
  }

  /// Checks that every element is found by its id, at its position.
  func expectLookupMatchesOrder(
    _ array: IdentifiedArrayOf<Fila>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (offset, element) in array.enumerated() {
      #expect(array.index(id: element.id) == offset, sourceLocation: sourceLocation)
      #expect(array[id: element.id] == element, sourceLocation: sourceLocation)
    }
  }

  func filas(_ ids: Int...) -> IdentifiedArrayOf<Fila> {
    IdentifiedArray(uniqueElements: ids.map { Fila(id: $0) })
  }

  @Test func sortByAndSort() {
    var array = filas(3, 1, 2)
    array.sort { $0.id > $1.id }
    #expect(array.ids == [3, 2, 1])
    expectLookupMatchesOrder(array)
    array.sort()
    #expect(array.ids == [1, 2, 3])
    expectLookupMatchesOrder(array)
  }

  @Test func sortingCompletedRowsLast() {
    var array = filas(0, 1, 2, 3)
    array[id: 0]?.hecha = true
    array[id: 2]?.hecha = true
    array.sort { $1.hecha && !$0.hecha }
    #expect(array.ids.prefix(2).allSatisfy { [1, 3].contains($0) })
    #expect(array.suffix(2).allSatisfy { $0.hecha })
    expectLookupMatchesOrder(array)
  }

  @Test func reverseShuffleAndSwap() {
    var array = filas(1, 2, 3, 4, 5)
    array.reverse()
    #expect(array.ids == [5, 4, 3, 2, 1])
    expectLookupMatchesOrder(array)
    array.swapAt(0, 4)
    #expect(array.ids == [1, 4, 3, 2, 5])
    expectLookupMatchesOrder(array)
    var generator = SplitMix(seed: 42)
    array.shuffle(using: &generator)
    #expect(Set(array.ids) == [1, 2, 3, 4, 5])
    expectLookupMatchesOrder(array)
    array.shuffle()
    expectLookupMatchesOrder(array)
  }

  @Test func moveFromOffsetsToOffset() {
    var array = filas(0, 1, 2)
    array.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)
    #expect(array.ids == [1, 0, 2])
    expectLookupMatchesOrder(array)

    array = filas(0, 1, 2, 3)
    array.move(fromOffsets: IndexSet(integer: 2), toOffset: 4)
    #expect(array.ids == [0, 1, 3, 2])

    array = filas(0, 1, 2, 3, 4)
    array.move(fromOffsets: IndexSet([0, 3]), toOffset: 2)
    #expect(array.ids == [1, 0, 3, 2, 4])
    expectLookupMatchesOrder(array)

    array.move(fromOffsets: IndexSet([4]), toOffset: 0)
    #expect(array.ids == [4, 1, 0, 3, 2])
    expectLookupMatchesOrder(array)
  }

  @Test func removeAtOffsetsFirstAndLast() {
    var array = filas(0, 1, 2, 3, 4, 5)
    array.remove(atOffsets: IndexSet([1, 3]))
    #expect(array.ids == [0, 2, 4, 5])
    #expect(array.removeFirst().id == 0)
    #expect(array.removeLast().id == 5)
    #expect(array.ids == [2, 4])
    expectLookupMatchesOrder(array)
    array.append(contentsOf: filas(6, 7, 8))
    array.removeFirst(2)
    array.removeLast(1)
    #expect(array.ids == [6, 7])
    expectLookupMatchesOrder(array)
    #expect(array[id: 2] == nil)
    #expect(array.popLast()?.id == 7)
  }

  @Test func insertReturnsWhetherItInsertedAndNeverTraps() {
    var array = filas(1, 2)
    let fresh = array.insert(Fila(id: 0), at: 0)
    #expect(fresh.inserted && fresh.index == 0)
    let duplicate = array.insert(Fila(id: 2, hecha: true), at: 0)
    #expect(!duplicate.inserted)
    #expect(duplicate.index == 2)
    #expect(array.ids == [0, 1, 2])
    #expect(array[id: 2]?.hecha == false)
    expectLookupMatchesOrder(array)
  }

  @Test func updateOrAppendAndUpdateOrInsert() {
    var array = filas(1, 2)
    #expect(array.updateOrAppend(Fila(id: 1, hecha: true)) == Fila(id: 1))
    #expect(array[id: 1]?.hecha == true)
    #expect(array.updateOrAppend(Fila(id: 3)) == nil)
    #expect(array.ids == [1, 2, 3])
    let inserted = array.updateOrInsert(Fila(id: 0), at: 0)
    #expect(inserted.originalMember == nil && inserted.index == 0)
    let updated = array.updateOrInsert(Fila(id: 3, hecha: true), at: 0)
    #expect(updated.originalMember == Fila(id: 3) && updated.index == 3)
    #expect(array.ids == [0, 1, 2, 3])
    expectLookupMatchesOrder(array)
  }

  @Test func filterReturnsAnIdentifiedArray() {
    var array = filas(1, 2, 3, 4)
    array[id: 2]?.hecha = true
    array[id: 4]?.hecha = true
    let hechas: IdentifiedArrayOf<Fila> = array.filter(\.hecha)
    #expect(hechas.ids == [2, 4])
    #expect(hechas[id: 4] == Fila(id: 4, hecha: true))
    #expect(hechas.index(id: 4) == 1)
  }

  @Test func theStandardLibrarysMutableCollectionAlgorithmsWork() {
    // Generic code reaches the collection only through its position setter and swapAt.
    func sortGenerically<C: MutableCollection & RandomAccessCollection>(_ c: inout C)
    where C.Element == Fila {
      c.sort()
    }
    func rotateByHand<C: MutableCollection>(_ c: inout C) where C.Index == Int {
      // An insertion that shifts elements along, holding one in a variable meanwhile.
      let last = c[c.count - 1]
      for index in stride(from: c.count - 1, to: 0, by: -1) { c[index] = c[index - 1] }
      c[0] = last
    }
    var array = filas(5, 3, 9, 1, 7, 2, 8, 6, 4, 0, 15, 11, 13, 12, 14, 10, 19, 17, 18, 16, 20)
    sortGenerically(&array)
    #expect(array.ids == Array(0...20))
    expectLookupMatchesOrder(array)
    rotateByHand(&array)
    #expect(array.ids == [20] + Array(0...19))
    expectLookupMatchesOrder(array)
    let pivot = array.partition { $0.id % 2 == 0 }
    #expect(array[..<pivot].allSatisfy { $0.id % 2 == 1 })
    expectLookupMatchesOrder(array)
    array.append(Fila(id: 21))  // structural changes still work afterwards
    #expect(array.index(id: 21) == 21)
  }

  @Test func writingAnElementWithANewIdThroughAPositionReplacesIt() {
    var array = filas(1, 2, 3)
    array[1] = Fila(id: 9)
    #expect(array.ids == [1, 9, 3])
    #expect(array[id: 2] == nil)
    expectLookupMatchesOrder(array)
  }
}

/// A small deterministic generator, so a shuffle is the same on every run.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
