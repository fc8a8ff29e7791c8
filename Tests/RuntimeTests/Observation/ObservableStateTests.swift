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
    var state = Ficha()
    let count = observe { _ = state.cuenta }
    state.cuenta += 1
    #expect(count.didFire)
    #expect(state.cuenta == 1)
  }

  @Test func assigningAnEqualValueNotifiesNobody() {
    var state = Ficha()
    let count = observe { _ = state.cuenta }
    state.cuenta = state.cuenta
    #expect(!count.didFire)
  }

  @Test func aFieldDoesNotNotifyTheReadersOfAnother() {
    var state = Mesa()
    let name = observe { _ = state.nombre }
    let child = observe { _ = state.ficha }
    state.vecina.cuenta += 1
    #expect(!name.didFire)
    #expect(!child.didFire)
  }

  @Test func aChildMutatedInPlaceNotifiesOnlyItsFieldsReaders() {
    var state = Mesa()
    let childCount = observe { _ = state.ficha.cuenta }
    let child = observe { _ = state.ficha }
    state.ficha.cuenta += 1
    #expect(childCount.didFire)
    #expect(!child.didFire)
  }

  @Test func aChildReplacedByAnotherIdentityNotifiesTheParentFieldsReaders() {
    var state = Mesa()
    let oldChild = state.ficha
    let oldChildCount = observe { _ = oldChild.cuenta }
    let child = observe { _ = state.ficha }
    state.ficha = Ficha(cuenta: 42)
    #expect(child.didFire)
    #expect(!oldChildCount.didFire)
  }

  @Test func aChildReplacedWithACopyOfItselfNotifiesNobody() {
    var state = Mesa()
    let child = observe { _ = state.ficha }
    state.ficha = state.ficha
    #expect(!child.didFire)
  }

  @Test func aChildResetFromInsideNotifiesTheParentFieldsReaders() {
    var state = Mesa(ficha: Ficha(cuenta: 42))
    let child = observe { _ = state.ficha }
    state.ficha.reiniciar()
    #expect(child.didFire)
  }

  @Test func anOptionalSetToNilNotifies() {
    var state = Mesa(opcional: Ficha())
    let optional = observe { _ = state.opcional }
    state.opcional = nil
    #expect(optional.didFire)
  }

  @Test func anOptionalMutatedInPlaceNotifiesOnlyItsFieldsReaders() {
    var state = Mesa(opcional: Ficha())
    let optional = observe { _ = state.opcional }
    let presented = state.opcional
    let count = observe { _ = presented?.cuenta }
    state.opcional?.cuenta += 1
    #expect(!optional.didFire)
    #expect(count.didFire)
  }

  @Test func rowsInsertedRemovedAndMovedNotifyTheCollectionsReaders() {
    var state = Mesa(filas: [Ficha(), Ficha()])
    let inserted = observe { _ = state.filas }
    state.filas.append(Ficha())
    #expect(inserted.didFire)

    let removed = observe { _ = state.filas }
    state.filas.remove(id: state.filas[0].id)
    #expect(removed.didFire)

    let moved = observe { _ = state.filas }
    state.filas.swapAt(0, 1)
    #expect(moved.didFire)
  }

  @Test func aRowMutatedInPlaceNotifiesOnlyItsReaders() {
    var state = Mesa(filas: [Ficha(), Ficha()])
    let rows = observe { _ = state.filas }
    let firstCount = observe { _ = state.filas[0].cuenta }
    let secondCount = observe { _ = state.filas[1].cuenta }
    state.filas[0].cuenta += 1
    #expect(!rows.didFire)
    #expect(firstCount.didFire)
    #expect(!secondCount.didFire)
  }

  @Test func anEnumChangingCaseNotifies() {
    let child = Ficha(cuenta: 42)
    var state = Mesa(hueco: .primera(child))
    let destination = observe { _ = state.hueco }
    state.hueco = .segunda(child)
    #expect(destination.didFire)
  }

  @Test func identityFollowsCopiesAndModifications() {
    var state = Ficha()
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
    let one = Ficha()
    var other = one
    other._$willModify()
    #expect(one == other)
    #expect(ObservationStateRegistrar() == ObservationStateRegistrar())
    #expect(ObservationStateRegistrar().hashValue == ObservationStateRegistrar().hashValue)
  }
}
