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
  @Test("rotating the two beds, from inside the garden, notifies the readers of both fields")
  func rotation() {
    var state = Huerto(norte: Bancal(plantas: 1), sur: Bancal(plantas: -1))
    let north = observe { _ = state.norte }
    let south = observe { _ = state.sur }
    state.rotar()
    #expect(north.didFire)
    #expect(south.didFire)
    #expect(state.norte.plantas == -1 && state.sur.plantas == 1)
  }

  @Test("a changed copy of a bed, put back in its place from inside, notifies its field's readers")
  func changedCopyPutBack() {
    var state = Huerto()
    var copia = state.norte
    copia.plantas = 42
    let count = observe { _ = state.norte.plantas }
    state.norte.sustituir(por: copia)
    #expect(count.didFire)
    #expect(state.norte.plantas == 42)
  }

  @Test("a plain array: an append notifies its readers, a pot changed in place does not")
  func plainArray() {
    var state = Huerto()
    let appended = observe { _ = state.macetas }
    state.macetas.append(Bancal())
    #expect(appended.didFire)

    let children = observe { _ = state.macetas }
    state.macetas[0].plantas += 1
    #expect(!children.didFire)
  }

  @Test("a stack: a push notifies its readers; a bed in it changed in place, only its own")
  func stack() {
    var state = Huerto()
    let pushed = observe { _ = state.paseo }
    state.paseo.append(Bancal())
    #expect(pushed.didFire)

    state.paseo.append(Bancal())
    let path = observe { _ = state.paseo }
    let first = observe { _ = state.paseo[0] }
    let firstCount = observe { _ = state.paseo[0].plantas }
    let secondCount = observe { _ = state.paseo[1].plantas }
    state.paseo[id: 0]?.plantas += 1
    #expect(!path.didFire)
    #expect(!first.didFire)
    #expect(firstCount.didFire)
    #expect(!secondCount.didFire)
  }

  @Test("presenting a value where there was none notifies the presentation's readers")
  func presenting() {
    var state = Huerto()
    let presentation = observe { _ = state.detalle }
    state.detalle = Bancal()
    #expect(presentation.didFire)
  }

  @Test("a case whose payload is not observable notifies when its payload changes")
  func inertCase() {
    var state = Huerto(aviso: .lluvia(litros: 0))
    let destination = observe { _ = state.aviso }
    state.aviso = .lluvia(litros: 1)
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
