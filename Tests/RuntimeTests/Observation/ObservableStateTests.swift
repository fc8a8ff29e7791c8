import Runtime
import Synchronization
import Testing

/// Records whether an observation fired.
final class Fired: Sendable {
  private let value = Mutex(false)
  func callAsFunction() { value.withLock { $0 = true } }
  var didFire: Bool { value.withLock { $0 } }
}

/// Tracks what `apply` reads, and returns whether a change to any of it was announced.
func observe(_ apply: () -> Void) -> Fired {
  let fired = Fired()
  withObservationTracking(apply) { fired() }
  return fired
}

@Suite("ObservableState: which mutations notify the readers of which fields")
struct ObservableStateTests {
  @Test func aFieldNotifiesItsReaders() {
    var state = ObservedChild()
    let count = observe { _ = state.count }
    state.count += 1
    #expect(count.didFire)
    #expect(state.count == 1)
  }

  @Test func assigningAnEqualValueNotifiesNobody() {
    var state = ObservedChild()
    let count = observe { _ = state.count }
    state.count = state.count
    #expect(!count.didFire)
  }

  @Test func aFieldDoesNotNotifyTheReadersOfAnother() {
    var state = ObservedParent()
    let name = observe { _ = state.name }
    let child = observe { _ = state.child }
    state.sibling.count += 1
    #expect(!name.didFire)
    #expect(!child.didFire)
  }

  @Test func aChildMutatedInPlaceNotifiesOnlyItsFieldsReaders() {
    var state = ObservedParent()
    let childCount = observe { _ = state.child.count }
    let child = observe { _ = state.child }
    state.child.count += 1
    #expect(childCount.didFire)
    #expect(!child.didFire)
  }

  @Test func aChildReplacedByAnotherIdentityNotifiesTheParentFieldsReaders() {
    var state = ObservedParent()
    let oldChild = state.child
    let oldChildCount = observe { _ = oldChild.count }
    let child = observe { _ = state.child }
    state.child = ObservedChild(count: 42)
    #expect(child.didFire)
    #expect(!oldChildCount.didFire)
  }

  @Test func aChildReplacedWithACopyOfItselfNotifiesNobody() {
    var state = ObservedParent()
    let child = observe { _ = state.child }
    state.child = state.child
    #expect(!child.didFire)
  }

  @Test func aChildResetFromInsideNotifiesTheParentFieldsReaders() {
    var state = ObservedParent(child: ObservedChild(count: 42))
    let child = observe { _ = state.child }
    state.child.reset()
    #expect(child.didFire)
  }

  @Test func anOptionalSetToNilNotifies() {
    var state = ObservedParent(optional: ObservedChild())
    let optional = observe { _ = state.optional }
    state.optional = nil
    #expect(optional.didFire)
  }

  @Test func anOptionalMutatedInPlaceNotifiesOnlyItsFieldsReaders() {
    var state = ObservedParent(optional: ObservedChild())
    let optional = observe { _ = state.optional }
    let presented = state.optional
    let count = observe { _ = presented?.count }
    state.optional?.count += 1
    #expect(!optional.didFire)
    #expect(count.didFire)
  }

  @Test func rowsInsertedRemovedAndMovedNotifyTheCollectionsReaders() {
    var state = ObservedParent(rows: [ObservedChild(), ObservedChild()])
    let inserted = observe { _ = state.rows }
    state.rows.append(ObservedChild())
    #expect(inserted.didFire)

    let removed = observe { _ = state.rows }
    state.rows.remove(id: state.rows[0].id)
    #expect(removed.didFire)

    let moved = observe { _ = state.rows }
    state.rows.swapAt(0, 1)
    #expect(moved.didFire)
  }

  @Test func aRowMutatedInPlaceNotifiesOnlyItsReaders() {
    var state = ObservedParent(rows: [ObservedChild(), ObservedChild()])
    let rows = observe { _ = state.rows }
    let firstCount = observe { _ = state.rows[0].count }
    let secondCount = observe { _ = state.rows[1].count }
    state.rows[0].count += 1
    #expect(!rows.didFire)
    #expect(firstCount.didFire)
    #expect(!secondCount.didFire)
  }

  @Test func anEnumChangingCaseNotifies() {
    let child = ObservedChild(count: 42)
    var state = ObservedParent(destination: .child1(child))
    let destination = observe { _ = state.destination }
    state.destination = .child2(child)
    #expect(destination.didFire)
  }

  @Test func identityFollowsCopiesAndModifications() {
    var state = ObservedChild()
    let copy = state
    #expect(state._$id == copy._$id)
    state._$willModify()
    #expect(state._$id != copy._$id)
    #expect(ObservableStateID() != ObservableStateID())
    let id = ObservableStateID()
    #expect(id._$tag(1) == id._$tag(1))
    #expect(id._$tag(1) != id._$tag(2))
    #expect(id._$tag(1)._$tag(0) != id._$tag(0)._$tag(1))
    var tagged = id._$tag(3)
    tagged._$willModify()
    #expect(tagged != id._$tag(3))
    #expect(Set([id, id, ObservableStateID()]).count == 2)
  }

  @Test func theRegistrarIsNotPartOfTheValue() throws {
    let one = ObservedChild()
    var other = one
    other._$willModify()
    #expect(one == other)
    #expect(ObservationStateRegistrar() == ObservationStateRegistrar())
    #expect(ObservationStateRegistrar().hashValue == ObservationStateRegistrar().hashValue)
  }
}
