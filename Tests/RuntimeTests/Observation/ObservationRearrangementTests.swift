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
    var state = Mesa(ficha: Ficha(cuenta: 1), vecina: Ficha(cuenta: -1))
    let child = observe { _ = state.ficha }
    let sibling = observe { _ = state.vecina }
    state.intercambiar()
    #expect(child.didFire)
    #expect(sibling.didFire)
    #expect(state.ficha.cuenta == -1 && state.vecina.cuenta == 1)
  }

  @Test("a changed copy of a child, put back in its place, notifies its field's readers")
  func changedCopyPutBack() {
    var state = Mesa()
    var copia = state.ficha.copia()
    copia.cuenta = 42
    let count = observe { _ = state.ficha.cuenta }
    state.ficha.reemplazar(por: copia)
    #expect(count.didFire)
    #expect(state.ficha.cuenta == 42)
  }

  @Test("a plain array: an append notifies its readers, a row changed in place does not")
  func plainArray() {
    var state = Mesa()
    let appended = observe { _ = state.fichas }
    state.fichas.append(Ficha())
    #expect(appended.didFire)

    let children = observe { _ = state.fichas }
    state.fichas[0].cuenta += 1
    #expect(!children.didFire)
  }

  @Test("a stack: a push notifies the path's readers; a screen changed in place, only its own")
  func stack() {
    var state = Mesa()
    let pushed = observe { _ = state.ruta }
    state.ruta.append(Ficha())
    #expect(pushed.didFire)

    state.ruta.append(Ficha())
    let path = observe { _ = state.ruta }
    let first = observe { _ = state.ruta[0] }
    let firstCount = observe { _ = state.ruta[0].cuenta }
    let secondCount = observe { _ = state.ruta[1].cuenta }
    state.ruta[id: 0]?.cuenta += 1
    #expect(!path.didFire)
    #expect(!first.didFire)
    #expect(firstCount.didFire)
    #expect(!secondCount.didFire)
  }

  @Test("presenting a value where there was none notifies the presentation's readers")
  func presenting() {
    var state = Mesa()
    let presentation = observe { _ = state.presentada }
    state.presentada = Ficha()
    #expect(presentation.didFire)
  }

  @Test("a case whose payload is not observable notifies when its payload changes")
  func inertCase() {
    var state = Mesa(hueco: .inerte(0))
    let destination = observe { _ = state.hueco }
    state.hueco = .inerte(1)
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
