import Synchronization
import TestSupport
import Testing

// The examples of docs/observing.md, compiled and run.

// snippet: observing-feature
/// A scoreboard: a team's name, which a form edits, and its points.
@Reducer
struct Marcador {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var nombre = ""
    var puntos = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case anotar
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .anotar:
        state.puntos += 1
        return .none
      }
    }
  }
}

/// A league: its teams, and the one whose details are open.
@Reducer
struct Liga {
  @ObservableState
  struct State: Equatable {
    var equipos: IdentifiedArrayOf<Marcador.State> = []
    @Presents var detalle: Marcador.State?
  }

  enum Action {
    case equipos(IdentifiedActionOf<Marcador>)
    case detalle(PresentationAction<Marcador.Action>)
    case equipoPulsado(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .equipos, .detalle:
        return .none
      case .equipoPulsado(let id):
        state.detalle = state.equipos[id: id]
        return .none
      }
    }
    .forEach(\.equipos, action: \.equipos) { Marcador() }
    .ifLet(\.$detalle, action: \.detalle) { Marcador() }
  }
}
// end snippet

// snippet: observing-screen
/// A screen that draws a scoreboard, and draws it again only when something it drew changed.
@MainActor
final class PantallaDeMarcador {
  let store: StoreOf<Marcador>
  private(set) var dibujos: [String] = []
  private var desactualizada = false

  init(store: StoreOf<Marcador>) {
    self.store = store
    dibujar()
  }

  /// Draws again if what it drew has changed since: a UI calls it once per frame.
  func refrescar() {
    if desactualizada { dibujar() }
  }

  private func dibujar() {
    desactualizada = false
    withObservationTracking {
      dibujos.append("\(store.nombre): \(store.puntos)")
    } onChange: { [weak self] in
      // Called on the thread that changes the state, before it changes: the store's, here.
      MainActor.assumeIsolated { self?.desactualizada = true }
    }
  }
}
// end snippet

/// Whether an observation heard about a change.
private final class Oido: Sendable {
  private let valor = Mutex(false)
  func oir() { valor.withLock { $0 = true } }
  var oyo: Bool { valor.withLock { $0 } }
}

@MainActor
@Suite("docs/observing.md")
struct ObservingTests {
  @Test func leerUnCampoEsObservarEseCampo() {
    let oyoPuntos = Oido()
    let oyoNombre = Oido()
    // snippet: observing-read
    let store = Store(initialState: Marcador.State(nombre: "Rojos")) { Marcador() }

    withObservationTracking {
      _ = store.puntos
    } onChange: {
      oyoPuntos.oir()
    }
    withObservationTracking {
      _ = store.nombre
    } onChange: {
      oyoNombre.oir()
    }

    store.send(.anotar)

    #expect(oyoPuntos.oyo)
    #expect(!oyoNombre.oyo)
    // end snippet
  }

  @Test func laPantallaSeRedibujaSoloCuandoCambiaLoQueMuestra() {
    // snippet: observing-screen-test
    let store = Store(initialState: Marcador.State(nombre: "Rojos")) { Marcador() }
    let pantalla = PantallaDeMarcador(store: store)

    store.send(.anotar)
    pantalla.refrescar()
    store.nombre = "Rojos"  // the same name: nothing changed, nobody hears
    pantalla.refrescar()
    store.nombre = "Azules"  // sends .binding(.set(\.nombre, "Azules"))
    pantalla.refrescar()

    #expect(pantalla.dibujos == ["Rojos: 0", "Rojos: 1", "Azules: 1"])
    // end snippet
  }

  @Test func losStoresDeLosHijos() {
    // snippet: observing-scopes
    let liga = Store(
      initialState: Liga.State(
        equipos: [Marcador.State(id: 1, nombre: "Rojos"), Marcador.State(id: 2, nombre: "Azules")])
    ) { Liga() }

    // One store per row, kept while the row lives.
    let equipos = Array(liga.scope(state: \.equipos, action: \.equipos))
    equipos[1].send(.anotar)
    #expect(liga.equipos[id: 2]?.puntos == 1)

    // An optional child: a store while it is there, nil when it is not.
    #expect(liga.scope(state: \.detalle, action: \.detalle.presented) == nil)
    liga.send(.equipoPulsado(2))
    let detalle = liga.scope(state: \.detalle, action: \.detalle.presented)
    #expect(detalle?.nombre == "Azules")
    // end snippet
  }

  @Test func unaAccionAUnStoreSinEstadoSeInforma() {
    let liga = Store(initialState: Liga.State(equipos: [Marcador.State(id: 1)])) { Liga() }
    liga.send(.equipoPulsado(1))
    let detalle = liga.scope(state: \.detalle, action: \.detalle.presented)!
    liga.send(.detalle(.dismiss))

    withKnownIssue {
      detalle.send(.anotar)
    } matching: { issue in
      issue.description.contains("An action was sent to a store whose state is gone")
    }
  }
}
