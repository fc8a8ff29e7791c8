import TestSupport
import Testing

// The examples of docs/navigation.md about alerts, dialogs and dismissal, compiled and run.

// snippet: navigation-alert
/// A shopping list that asks before emptying itself.
@Reducer
struct ListaCompra {
  @ObservableState
  struct State: Equatable {
    var articulos: [String] = []
    @Presents var alerta: AlertState<Action.Alerta>?
  }

  enum Action: Equatable {
    case vaciarPulsado
    case alerta(PresentationAction<Alerta>)

    @CasePathable
    enum Alerta: Equatable {
      case confirmarVaciado
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .vaciarPulsado:
        let cuantos = state.articulos.count
        state.alerta = AlertState {
          TextState("¿Vaciar la lista?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmarVaciado) {
            TextState("Vaciar")
          }
          ButtonState(role: .cancel) {
            TextState("Cancelar")
          }
        } message: {
          TextState("Se borrarán \(cuantos) artículos.")
        }
        return .none

      case .alerta(.presented(.confirmarVaciado)):
        state.articulos = []
        return .none

      case .alerta:
        return .none
      }
    }
    .ifLet(\.$alerta, action: \.alerta)
  }
}
// end snippet

// snippet: navigation-dismiss
/// A note editor, presented by whoever opens it, that closes itself when saved.
@Reducer
struct EditorNota {
  @ObservableState
  struct State: Equatable {
    var texto = ""
  }

  enum Action: Equatable {
    case guardarPulsado
    case delegate(Delegate)

    @CasePathable
    enum Delegate: Equatable {
      case guardada(String)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .guardarPulsado:
        let guardada = Effect<Action>.send(.delegate(.guardada(state.texto)))
        guard isPresented else { return guardada }
        return .concatenate(guardada, .run { _ in await dismiss() })

      case .delegate:
        return .none
      }
    }
  }
}
// end snippet

@MainActor
struct AlertsTests {
  // snippet: navigation-alert-test
  @Test
  func confirmingEmptiesTheListAndClosesTheAlert() async {
    let store = TestStore(initialState: ListaCompra.State(articulos: ["pan", "leche"])) {
      ListaCompra()
    }

    await store.send(.vaciarPulsado) {
      $0.alerta = AlertState {
        TextState("¿Vaciar la lista?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmarVaciado) {
          TextState("Vaciar")
        }
        ButtonState(role: .cancel) {
          TextState("Cancelar")
        }
      } message: {
        TextState("Se borrarán 2 artículos.")
      }
    }
    await store.send(\.alerta.confirmarVaciado) {
      $0.articulos = []
      $0.alerta = nil  // the alert closed itself after its button
    }
  }

  @Test
  func cancellingOnlyClosesTheAlert() async {
    let store = TestStore(initialState: ListaCompra.State(articulos: ["pan"])) {
      ListaCompra()
    }
    store.exhaustivity = .off

    await store.send(.vaciarPulsado)
    await store.send(\.alerta.dismiss) {  // what a cancel button sends
      $0.alerta = nil
    }
    #expect(store.state.articulos == ["pan"])
  }
  // end snippet

  // snippet: navigation-dismiss-test
  @Test
  func savingClosesTheEditor() async {
    let store = TestStore(initialState: EditorNota.State(texto: "Comprar pan")) {
      EditorNota()
    }

    await store.send(.guardarPulsado)
    await store.receive(\.delegate.guardada)
    #expect(store.isDismissed)  // the editor called dismiss()
  }
  // end snippet
}
