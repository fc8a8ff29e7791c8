import BuscadorFeature
import Catalogo
import RootFeature
import TemporizadorFeature
import TestSupport
import Testing
import TiendaFeature

// The examples of docs/navigation.md, compiled and run.

// snippet: navigation-presentation
/// A kitchen that can show an egg timer.
@Reducer
struct Cocina {
  @ObservableState
  struct State: Equatable {
    @Presents var temporizador: Temporizador.State?
  }

  enum Action: Equatable {
    case temporizadorPulsado
    case temporizador(PresentationAction<Temporizador.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .temporizadorPulsado:
        state.temporizador = Temporizador.State()
        return .none
      case .temporizador:
        return .none
      }
    }
    .ifLet(\.$temporizador, action: \.temporizador) {
      Temporizador()
    }
  }
}
// end snippet

// snippet: navigation-for-each
/// One timer of a list: a `Temporizador` with an id.
@Reducer
struct Cronometro {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var temporizador = Temporizador.State()
  }

  enum Action: Equatable {
    case temporizador(Temporizador.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.temporizador, action: \.temporizador) {
      Temporizador()
    }
  }
}

/// A list of timers.
@Reducer
struct Cronometros {
  @ObservableState
  struct State: Equatable {
    var filas: IdentifiedArrayOf<Cronometro.State> = []
  }

  enum Action: Equatable {
    case anadirPulsado(id: Int)
    case quitarPulsado(id: Int)
    case filas(IdentifiedActionOf<Cronometro>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .anadirPulsado(let id):
        state.filas.append(Cronometro.State(id: id))
        return .none
      case .quitarPulsado(let id):
        state.filas.remove(id: id)
        return .none
      case .filas:
        return .none
      }
    }
    .forEach(\.filas, action: \.filas) {
      Cronometro()
    }
  }
}
// end snippet

// snippet: navigation-stack
/// Screens pushed one on another: any of the app's destinations.
@Reducer
struct Historial {
  @ObservableState
  struct State: Equatable {
    var ruta = StackState<Destino.State>()
  }

  enum Action: Equatable {
    case ruta(StackActionOf<Destino>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.ruta, action: \.ruta)
  }
}
// end snippet

@MainActor
struct NavigationTests {
  // snippet: navigation-presentation-test
  @Test
  func dismissingTheTimerStopsIt() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Cocina.State()) {
      Cocina()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.temporizadorPulsado) { $0.temporizador = Temporizador.State() }
    await store.send(\.temporizador.presented.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.temporizador.presented.tick) { $0.temporizador?.segundos = 1 }
    await store.send(\.temporizador.dismiss) { $0.temporizador = nil }
    await reloj.advance(by: .seconds(10))  // the timer went away with its state
  }
  // end snippet

  // snippet: navigation-enum-destination
  @Test
  func aDestinationIsAnEnum() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Root.State(sesion: Sesion(usuario: .demo))) {
      Root()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(\.view.abrir, .temporizador) {
      $0.destino = .temporizador(Temporizador.State())
    }
    await store.send(\.destino.presented.temporizador.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.destino.presented.temporizador.tick) {
      $0.destino?.modify(\.temporizador) { $0.segundos = 1 }
    }

    // Another destination replaces this one, and the timer's effect is cancelled.
    await store.send(\.view.abrir, .tienda) {
      $0.destino = .tienda(Tienda.State(comprador: 1))
    }
    await reloj.advance(by: .seconds(10))
  }
  // end snippet

  // snippet: navigation-delegate
  @Test
  func aChildTellsItsParent() async {
    let store = TestStore(
      initialState: Root.State(
        sesion: Sesion(usuario: .demo),
        destino: .buscador(Buscador.State(termino: "camiseta", items: [.demo])))
    ) {
      Root()
    }

    await store.send(\.destino.presented.buscador.resultadoPulsado, .demo) {
      // The delegate action arrives at once, and the root adds to the shared cart: a shared
      // change is asserted at the first step checked after it (as in TCA).
      $0.sesion?.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
    }
    await store.receive(\.destino.presented.buscador.delegate.resultadoElegido) {
      $0.destino = .tienda(
        Tienda.State(comprador: 1, carrito: [LineaDeCarrito(producto: .camiseta)]))
    }
  }
  // end snippet

  // snippet: navigation-for-each-test
  @Test
  func removingARowStopsOnlyItsTimer() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Cronometros.State()) {
      Cronometros()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.anadirPulsado(id: 1)) { $0.filas.append(Cronometro.State(id: 1)) }
    await store.send(.anadirPulsado(id: 2)) { $0.filas.append(Cronometro.State(id: 2)) }
    await store.send(\.filas[id: 1].temporizador.iniciar)
    await store.send(\.filas[id: 2].temporizador.iniciar)

    await store.send(.quitarPulsado(id: 1)) { $0.filas.remove(id: 1) }
    await reloj.advance(by: .seconds(1))
    await store.receive(\.filas[id: 2].temporizador.tick) {
      $0.filas[id: 2]?.temporizador.segundos = 1
    }
    await store.send(\.filas[id: 2].temporizador.parar)
  }
  // end snippet

  // snippet: navigation-stack-test
  @Test
  func poppingAScreenStopsItsWork() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Historial.State()) {
      Historial()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.ruta(.push(id: 0, state: .temporizador(Temporizador.State())))) {
      $0.ruta.append(.temporizador(Temporizador.State()))
    }
    await store.send(\.ruta[id: 0].temporizador.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.ruta[id: 0].temporizador.tick) {
      $0.ruta[id: 0]?.modify(\.temporizador) { $0.segundos = 1 }
    }
    await store.send(.ruta(.push(id: 1, state: .buscador(Buscador.State())))) {
      $0.ruta.append(.buscador(Buscador.State()))
    }

    await store.send(.ruta(.popFrom(id: 0))) {
      $0.ruta.removeAll()  // the timer and everything above it
    }
    await reloj.advance(by: .seconds(10))
  }
  // end snippet
}
