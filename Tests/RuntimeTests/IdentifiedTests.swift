import Foundation
import Runtime
import TestSupport
import Testing

/// A list that opens a row while the row's counter loads: the selection is the row's id with the
/// counter's state, `nil` until loaded, and the counter's reducer runs through two `ifLet`s, one
/// over the selection and one over its value.
@Reducer
private struct Lista {
  @Reducer
  struct Contador {
    @ObservableState
    struct State: Equatable { var cuenta = 0 }
    enum Action: Equatable { case sumar }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.cuenta += 1
        return .none
      }
    }
  }

  @ObservableState
  struct State: Equatable {
    var seleccion: Identified<Int, Contador.State?>?
  }
  enum Action: Equatable {
    case contador(Contador.Action)
    case abrir(Int)
    case cargado
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .contador:
        return .none
      case .abrir(let id):
        state.seleccion = Identified(nil, id: id)
        return .none
      case .cargado:
        state.seleccion?.value = Contador.State(cuenta: 10)
        return .none
      }
    }
    .ifLet(\.seleccion, action: \.contador) {
      EmptyReducer()
        .ifLet(\.value, action: \.self) { Contador() }
    }
  }
}

@MainActor
@Suite("Identified: a value with an id")
struct IdentifiedTests {
  @Test func itReadsAndWritesTheValuesMembersThroughThePair() {
    struct Fila: Equatable { var nombre: String }
    var fila = Identified(Fila(nombre: "uno"), id: 1)
    #expect(fila.nombre == "uno")
    fila.nombre = "dos"
    #expect(fila.value == Fila(nombre: "dos"))
    #expect(fila.id == 1)
  }

  @Test func itTakesItsIdFromAKeyPathOrAClosure() {
    struct Fila { var codigo: String }
    #expect(Identified(Fila(codigo: "A"), id: \.codigo).id == "A")
    #expect(Identified(Fila(codigo: "B"), id: { $0.codigo + "!" }).id == "B!")
  }

  @Test func itComparesByIdAndValue() {
    #expect(Identified(1, id: "a") == Identified(1, id: "a"))
    #expect(Identified(1, id: "a") != Identified(1, id: "b"))
    #expect(Identified(1, id: "a") != Identified(2, id: "a"))
  }

  @Test func aSelectionLoadsAndItsChildRunsOnlyOnceLoaded() async {
    let store = TestStore(initialState: Lista.State()) { Lista() }
    await store.send(.abrir(7)) {
      $0.seleccion = Identified(nil, id: 7)
    }
    await store.send(.cargado) {
      $0.seleccion?.value = Lista.Contador.State(cuenta: 10)
    }
    await store.send(.contador(.sumar)) {
      $0.seleccion?.value?.cuenta = 11
    }
  }
}
