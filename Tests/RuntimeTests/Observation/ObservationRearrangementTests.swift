import Runtime
import Testing

/// A traffic light's state: cases without an observable payload, one of them an `Int`.
@ObservableState
enum Semaforo: Equatable {
  case luz(Color)
  case intermitente(Color)
  case apagado(segundos: Int)

  @ObservableState
  enum Color: String { case verde, ambar }
}

@Suite("Observation: swaps, copies, arrays, stacks, presented values and payload-less cases")
struct ObservationRearrangementTests {
  @Test("swapping two children notifies the readers of both fields")
  func swap() {
    var state = ObservedParent(child: ObservedChild(count: 1), sibling: ObservedChild(count: -1))
    let child = observe { _ = state.child }
    let sibling = observe { _ = state.sibling }
    state.swap()
    #expect(child.didFire)
    #expect(sibling.didFire)
    #expect(state.child.count == -1 && state.sibling.count == 1)
  }

  @Test("a changed copy of a child, put back in its place, notifies its field's readers")
  func changedCopyPutBack() {
    var state = ObservedParent()
    var copia = state.child.copy()
    copia.count = 42
    let count = observe { _ = state.child.count }
    state.child.replace(with: copia)
    #expect(count.didFire)
    #expect(state.child.count == 42)
  }

  @Test("a plain array: an append notifies its readers, a row changed in place does not")
  func plainArray() {
    var state = ObservedParent()
    let appended = observe { _ = state.children }
    state.children.append(ObservedChild())
    #expect(appended.didFire)

    let children = observe { _ = state.children }
    state.children[0].count += 1
    #expect(!children.didFire)
  }

  @Test("a stack: a push notifies the path's readers; a screen changed in place, only its own")
  func stack() {
    var state = ObservedParent()
    let pushed = observe { _ = state.path }
    state.path.append(ObservedChild())
    #expect(pushed.didFire)

    state.path.append(ObservedChild())
    let path = observe { _ = state.path }
    let first = observe { _ = state.path[0] }
    let firstCount = observe { _ = state.path[0].count }
    let secondCount = observe { _ = state.path[1].count }
    state.path[id: 0]?.count += 1
    #expect(!path.didFire)
    #expect(!first.didFire)
    #expect(firstCount.didFire)
    #expect(!secondCount.didFire)
  }

  @Test("presenting a value where there was none notifies the presentation's readers")
  func presenting() {
    var state = ObservedParent()
    let presentation = observe { _ = state.presentation }
    state.presentation = ObservedChild()
    #expect(presentation.didFire)
  }

  @Test("a case whose payload is not observable notifies when its payload changes")
  func inertCase() {
    var state = ObservedParent(destination: .inert(0))
    let destination = observe { _ = state.destination }
    state.destination = .inert(1)
    #expect(destination.didFire)
  }

  @Test(
    "a store of an enum state notifies its readers on a new payload, a new case, or an Int",
    arguments: [
      (Semaforo.luz(.verde), Semaforo.luz(.ambar)),
      (Semaforo.luz(.verde), Semaforo.intermitente(.verde)),
      (Semaforo.apagado(segundos: 0), Semaforo.apagado(segundos: 1)),
    ])
  @MainActor
  func enumStore(antes: Semaforo, despues: Semaforo) {
    let store = Store<Semaforo, Void>(initialState: antes) {
      Reduce { state, _ in
        state = despues
        return .none
      }
    }
    let reader = observe { _ = store.state }
    store.send(())
    #expect(reader.didFire)
    #expect(store.state == despues)
  }
}
