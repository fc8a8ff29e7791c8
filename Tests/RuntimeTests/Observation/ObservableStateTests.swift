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
    var state = Bancal()
    let count = observe { _ = state.plantas }
    state.plantas += 1
    #expect(count.didFire)
    #expect(state.plantas == 1)
  }

  @Test func assigningAnEqualValueNotifiesNobody() {
    var state = Bancal()
    let count = observe { _ = state.plantas }
    state.plantas = state.plantas
    #expect(!count.didFire)
  }

  @Test func aFieldDoesNotNotifyTheReadersOfAnother() {
    var state = Huerto()
    let name = observe { _ = state.nombre }
    let child = observe { _ = state.norte }
    state.sur.plantas += 1
    #expect(!name.didFire)
    #expect(!child.didFire)
  }

  @Test func aChildMutatedInPlaceNotifiesOnlyItsFieldsReaders() {
    var state = Huerto()
    let childCount = observe { _ = state.norte.plantas }
    let child = observe { _ = state.norte }
    state.norte.plantas += 1
    #expect(childCount.didFire)
    #expect(!child.didFire)
  }

  @Test func aChildReplacedByAnotherIdentityNotifiesTheParentFieldsReaders() {
    var state = Huerto()
    let oldChild = state.norte
    let oldChildCount = observe { _ = oldChild.plantas }
    let child = observe { _ = state.norte }
    state.norte = Bancal(plantas: 42)
    #expect(child.didFire)
    #expect(!oldChildCount.didFire)
  }

  @Test func aChildReplacedWithACopyOfItselfNotifiesNobody() {
    var state = Huerto()
    let child = observe { _ = state.norte }
    state.norte = state.norte
    #expect(!child.didFire)
  }

  @Test func aChildResetFromInsideNotifiesTheParentFieldsReaders() {
    var state = Huerto(norte: Bancal(plantas: 42))
    let child = observe { _ = state.norte }
    state.norte.replantar()
    #expect(child.didFire)
  }

  @Test func anOptionalSetToNilNotifies() {
    var state = Huerto(detalle: Bancal())
    let optional = observe { _ = state.detalle }
    state.detalle = nil
    #expect(optional.didFire)
  }

  @Test func anOptionalMutatedInPlaceNotifiesOnlyItsFieldsReaders() {
    var state = Huerto(detalle: Bancal())
    let optional = observe { _ = state.detalle }
    let presented = state.detalle
    let count = observe { _ = presented?.plantas }
    state.detalle?.plantas += 1
    #expect(!optional.didFire)
    #expect(count.didFire)
  }

  @Test func rowsInsertedRemovedAndMovedNotifyTheCollectionsReaders() {
    var state = Huerto(hileras: [Bancal(), Bancal()])
    let inserted = observe { _ = state.hileras }
    state.hileras.append(Bancal())
    #expect(inserted.didFire)

    let removed = observe { _ = state.hileras }
    state.hileras.remove(id: state.hileras[0].id)
    #expect(removed.didFire)

    let moved = observe { _ = state.hileras }
    state.hileras.swapAt(0, 1)
    #expect(moved.didFire)
  }

  @Test func aRowMutatedInPlaceNotifiesOnlyItsReaders() {
    var state = Huerto(hileras: [Bancal(), Bancal()])
    let rows = observe { _ = state.hileras }
    let firstCount = observe { _ = state.hileras[0].plantas }
    let secondCount = observe { _ = state.hileras[1].plantas }
    state.hileras[0].plantas += 1
    #expect(!rows.didFire)
    #expect(firstCount.didFire)
    #expect(!secondCount.didFire)
  }

  @Test func anEnumChangingCaseNotifies() {
    let child = Bancal(plantas: 42)
    var state = Huerto(aviso: .plaga(child))
    let destination = observe { _ = state.aviso }
    state.aviso = .helada(child)
    #expect(destination.didFire)
  }

  @Test func identityFollowsCopiesAndModifications() {
    var state = Bancal()
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
    let one = Bancal()
    var other = one
    other._$willModify()
    #expect(one == other)
    #expect(ObservationStateRegistrar() == ObservationStateRegistrar())
    #expect(ObservationStateRegistrar().hashValue == ObservationStateRegistrar().hashValue)
  }
}
