import Foundation
import Runtime
import Testing

@Suite("IdentifiedArray")
struct IdentifiedArrayTests {
  struct Item: Identifiable, Equatable, Hashable, Codable, Sendable {
    var id: Int
    var name: String
  }

  var array: IdentifiedArrayOf<Item> = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]

  @Test func keepsOrderAndLooksUpById() {
    #expect(array.ids == [1, 2])
    #expect(array[id: 2]?.name == "b")
    #expect(array[id: 3] == nil)
    #expect(array.map(\.name) == ["a", "b"])
    #expect(array[1].id == 2)
  }

  @Test func subscriptSetMutatesAppendsAndRemoves() {
    var array = self.array
    array[id: 1]?.name = "A"
    #expect(array[id: 1]?.name == "A")
    array[id: 3] = Item(id: 3, name: "c")
    #expect(array.ids == [1, 2, 3])
    array[id: 1] = nil
    #expect(array.ids == [2, 3])
    #expect(array.index(id: 3) == 1)
  }

  @Test func appendIgnoresExistingIds() {
    var array = self.array
    let duplicate = array.append(Item(id: 1, name: "other"))
    #expect(!duplicate.inserted)
    #expect(duplicate.index == 0)
    #expect(array[id: 1]?.name == "a")
    let fresh = array.append(Item(id: 9, name: "z"))
    #expect(fresh.inserted && fresh.index == 2)
  }

  @Test func insertAndRemoveKeepIndicesRight() {
    var array = self.array
    array.insert(Item(id: 0, name: "zero"), at: 0)
    #expect(array.ids == [0, 1, 2])
    #expect(array.index(id: 2) == 2)
    #expect(array.remove(id: 1)?.name == "a")
    #expect(array.remove(id: 1) == nil)
    #expect(array.ids == [0, 2])
    #expect(array[id: 2]?.name == "b")
    array.removeAll { $0.id == 0 }
    #expect(array.ids == [2])
    #expect(array.index(id: 2) == 0)
  }

  @Test func equalityHashingAndCodable() throws {
    let copy: IdentifiedArrayOf<Item> = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    #expect(array == copy)
    #expect(array.hashValue == copy.hashValue)
    var reordered = copy
    reordered.remove(id: 1)
    reordered.append(Item(id: 1, name: "a"))
    #expect(array != reordered)
    let data = try JSONEncoder().encode(array)
    #expect(try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: data) == array)
    let duplicated = Data(#"[{"id":1,"name":"a"},{"id":1,"name":"b"}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: duplicated)
    }
  }

  @Test func initFromUniqueElementsAndEmpty() {
    let empty = IdentifiedArrayOf<Item>()
    #expect(empty.isEmpty)
    let built = IdentifiedArray(uniqueElements: [Item(id: 5, name: "e")])
    #expect(built.ids == [5])
  }
}
