import Foundation
import Runtime
import TestSupport
import Testing

// Reducers that contain themselves. Each builds its inner copies when an action first reaches
// them, so these trees work to any depth the state has.

/// An outline: each point has a title and points of its own, as deep as the writer goes.
struct Esquema: Reducer {
  struct State: Equatable, Identifiable {
    let id: UUID
    var titulo = ""
    var puntos: IdentifiedArrayOf<State> = []
  }

  enum Action: Equatable, CasePathable {
    case puntoAnadido
    case tituloEditado(String)
    case puntosBorrados(IndexSet)
    indirect case puntos(IdentifiedActionOf<Esquema>)
  }

  @Dependency(\.uuid) var uuid

  // snippet: architecture-recursion
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .puntoAnadido:
        state.puntos.append(State(id: uuid()))
      case .tituloEditado(let titulo):
        state.titulo = titulo
      case .puntosBorrados(let posiciones):
        state.puntos.remove(atOffsets: posiciones)
      case .puntos:
        break
      }
      return .none
    }
    .forEach(\.puntos, action: \.puntos) {
      Self()
    }
  }
  // end snippet
}

/// A tree whose nodes tick once a second once started; removing a node cancels its ticking and
/// its descendants'.
struct Rama: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var ticks = 0
    var hijas: IdentifiedArrayOf<State> = []
  }

  enum Action: Equatable, CasePathable {
    case iniciar
    case tick
    case quitar(Int)
    indirect case hijas(IdentifiedActionOf<Rama>)
  }

  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .iniciar:
        return .run { send in
          while true {
            try await reloj.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .quitar(let id):
        state.hijas.remove(id: id)
        return .none
      case .hijas:
        return .none
      }
    }
    .forEach(\.hijas, action: \.hijas) {
      Self()
    }
  }

  /// A chain of nodes with ids `0 ..< depth`, each the only child of the one before.
  static func cadena(_ depth: Int) -> State {
    (0..<depth).reversed().reduce(nil as State?) { hija, id in
      State(id: id, hijas: hija.map { [$0] } ?? [])
    }!
  }
}

/// A layer that can present another of itself, which can present another…
struct Capa: Reducer {
  struct State: Equatable {
    var nivel = 0
    var ticks = 0
    @PresentationState var siguiente: State?

    init(nivel: Int = 0, ticks: Int = 0, siguiente: State? = nil) {
      self.nivel = nivel
      self.ticks = ticks
      self.siguiente = siguiente
    }
  }

  enum Action: Equatable, CasePathable {
    case abrir
    case iniciar
    case tick
    indirect case siguiente(PresentationAction<Capa.Action>)
  }

  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .abrir:
        state.siguiente = State(nivel: state.nivel + 1)
        return .none
      case .iniciar:
        return .run { send in
          while true {
            try await reloj.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .siguiente:
        return .none
      }
    }
    .ifLet(\.$siguiente, action: \.siguiente) {
      Self()
    }
  }
}

/// A folder with at most one subfolder, reached through a plain optional (a computed property
/// over the folder's contents).
struct Carpeta: Reducer {
  struct State: Equatable {
    var nombre: String
    var contenido: [State] = []

    var subcarpeta: State? {
      get { contenido.first }
      set { contenido = newValue.map { [$0] } ?? [] }
    }
  }

  enum Action: Equatable, CasePathable {
    case renombrar(String)
    case crear(String)
    indirect case subcarpeta(Carpeta.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .renombrar(let nombre):
        state.nombre = nombre
        return .none
      case .crear(let nombre):
        state.subcarpeta = State(nombre: nombre)
        return .none
      case .subcarpeta:
        return .none
      }
    }
    .ifLet(\.subcarpeta, action: \.subcarpeta) {
      Self()
    }
  }
}

/// An expression that is a number or the negation of an expression: a child held in one case
/// of an enum state, reached with `Scope`.
struct Expresion: Reducer {
  indirect enum State: Equatable, CasePathable {
    case numero(Int)
    case negada(State)
  }

  enum Action: Equatable, CasePathable {
    case incrementar
    indirect case negada(Expresion.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.negada, action: \.negada) {
      Self()
    }
    Reduce { state, action in
      if case .incrementar = action, case .numero(let numero) = state {
        state = .numero(numero + 1)
      }
      return .none
    }
  }
}

/// The same expression, with the child reached with `ifCaseLet`.
struct ExpresionConIfCaseLet: Reducer {
  typealias State = Expresion.State
  typealias Action = Expresion.Action

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .incrementar = action, case .numero(let numero) = state {
        state = .numero(numero + 1)
      }
      return .none
    }
    .ifCaseLet(\.negada, action: \.negada) {
      Self()
    }
  }
}

@MainActor
@Suite("Reducers that contain themselves")
struct RecursionTests {
  let reloj = TestClock()

  @Test("a point added at the top and one inside it each get the next id")
  func pointsAddedAtTwoLevels() async {
    let store = TestStore(initialState: Esquema.State(id: UUID(100))) {
      Esquema()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.puntoAnadido) { $0.puntos = [Esquema.State(id: UUID(0))] }
    await store.send(.puntoAnadido) { $0.puntos.append(Esquema.State(id: UUID(1))) }
    await store.send(\.puntos[id: UUID(1)].puntoAnadido) {
      $0.puntos[id: UUID(1)]?.puntos = [Esquema.State(id: UUID(2))]
    }
  }

  @Test("editing a title inside a point changes only that point")
  func titleEditedInsideAPoint() async {
    let store = TestStore(
      initialState: Esquema.State(
        id: UUID(100), titulo: "Viaje",
        puntos: [Esquema.State(id: UUID(0)), Esquema.State(id: UUID(1))])
    ) {
      Esquema()
    }

    await store.send(\.puntos[id: UUID(0)].tituloEditado, "Billetes") {
      $0.puntos[id: UUID(0)]?.titulo = "Billetes"
    }
    await store.send(.tituloEditado("Vacaciones")) { $0.titulo = "Vacaciones" }
  }

  @Test("points removed by position leave the others in order")
  func pointsRemovedByPosition() async {
    let store = TestStore(
      initialState: Esquema.State(
        id: UUID(100),
        puntos: [
          Esquema.State(id: UUID(0)), Esquema.State(id: UUID(1)), Esquema.State(id: UUID(2)),
          Esquema.State(id: UUID(3)),
        ])
    ) {
      Esquema()
    }

    await store.send(.puntosBorrados([0, 2])) {
      $0.puntos = [Esquema.State(id: UUID(1)), Esquema.State(id: UUID(3))]
    }
  }

  @Test("a point five levels down gets its actions")
  func pointFiveLevelsDown() async {
    let store = TestStore(initialState: Esquema.State(id: UUID(100))) {
      Esquema()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.puntoAnadido) { $0.puntos = [Esquema.State(id: UUID(0))] }
    await store.send(\.puntos[id: UUID(0)].puntoAnadido) {
      $0.puntos[id: UUID(0)]?.puntos = [Esquema.State(id: UUID(1))]
    }
    await store.send(\.puntos[id: UUID(0)].puntos[id: UUID(1)].puntoAnadido) {
      $0.puntos[id: UUID(0)]?.puntos[id: UUID(1)]?.puntos = [Esquema.State(id: UUID(2))]
    }
    await store.send(\.puntos[id: UUID(0)].puntos[id: UUID(1)].puntos[id: UUID(2)].puntoAnadido) {
      $0.puntos[id: UUID(0)]?.puntos[id: UUID(1)]?.puntos[id: UUID(2)]?.puntos = [
        Esquema.State(id: UUID(3))
      ]
    }
    await store.send(
      \.puntos[id: UUID(0)].puntos[id: UUID(1)].puntos[id: UUID(2)].puntos[id: UUID(3)]
        .tituloEditado, "Quinto"
    ) {
      $0.puntos[id: UUID(0)]?.puntos[id: UUID(1)]?.puntos[id: UUID(2)]?.puntos[id: UUID(3)]?
        .titulo = "Quinto"
    }
  }

  @Test("a deep row's effect sends its actions back to it, and removing an ancestor cancels it")
  func deepEffectsAreCancelledWithTheirAncestor() async {
    let store = TestStore(initialState: Rama.cadena(4)) {
      Rama()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(\.hijas[id: 1].hijas[id: 2].hijas[id: 3].iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.hijas[id: 1].hijas[id: 2].hijas[id: 3].tick) {
      $0.hijas[id: 1]?.hijas[id: 2]?.hijas[id: 3]?.ticks = 1
    }
    await store.send(\.hijas[id: 1].quitar, 2) {
      $0.hijas[id: 1]?.hijas = []
    }
    // Had the effect survived, it would tick again here and the test would end with it running.
    await reloj.advance(by: .seconds(5))
  }

  @Test("layers presenting themselves, four levels deep; dismissing one cancels what it started")
  func presentationFourLevelsDeep() async {
    let store = TestStore(initialState: Capa.State()) {
      Capa()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.abrir) { $0.siguiente = Capa.State(nivel: 1) }
    await store.send(\.siguiente.presented.abrir) {
      $0.siguiente?.siguiente = Capa.State(nivel: 2)
    }
    await store.send(\.siguiente.presented.siguiente.presented.abrir) {
      $0.siguiente?.siguiente?.siguiente = Capa.State(nivel: 3)
    }
    await store.send(\.siguiente.presented.siguiente.presented.siguiente.presented.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.siguiente.presented.siguiente.presented.siguiente.presented.tick) {
      $0.siguiente?.siguiente?.siguiente?.ticks = 1
    }
    // Dismissing the second screen takes the third with it, and the third's timer.
    await store.send(\.siguiente.presented.siguiente.dismiss) {
      $0.siguiente?.siguiente = nil
    }
    await reloj.advance(by: .seconds(5))
  }

  @Test("a plain optional child of the same type, three levels deep")
  func optionalChildThreeLevelsDeep() async {
    let store = TestStore(initialState: Carpeta.State(nombre: "raíz")) {
      Carpeta()
    }

    await store.send(.crear("a")) { $0.subcarpeta = Carpeta.State(nombre: "a") }
    await store.send(\.subcarpeta.crear, "b") {
      $0.subcarpeta?.subcarpeta = Carpeta.State(nombre: "b")
    }
    await store.send(\.subcarpeta.subcarpeta.crear, "c") {
      $0.subcarpeta?.subcarpeta?.subcarpeta = Carpeta.State(nombre: "c")
    }
    await store.send(\.subcarpeta.subcarpeta.subcarpeta.renombrar, "C") {
      $0.subcarpeta?.subcarpeta?.subcarpeta?.nombre = "C"
    }
  }

  @Test("an enum state holding itself, through Scope and through ifCaseLet")
  func enumStateHoldingItself() {
    let profunda = Expresion.State.negada(.negada(.negada(.numero(1))))
    let accion = Expresion.Action.negada(.negada(.negada(.incrementar)))

    let conScope = Store(initialState: profunda) { Expresion() }
    conScope.send(accion)
    conScope.send(accion)
    #expect(conScope.state == .negada(.negada(.negada(.numero(3)))))

    let conIfCaseLet = Store(initialState: profunda) { ExpresionConIfCaseLet() }
    conIfCaseLet.send(accion)
    #expect(conIfCaseLet.state == .negada(.negada(.negada(.numero(2)))))
  }

  @Test("reduce(into:action:) called directly runs a recursive reducer")
  func directCallOfARecursiveReducer() {
    var state = Rama.cadena(3)
    let effect = Rama().reduce(
      into: &state, action: .hijas(.element(id: 1, action: .hijas(.element(id: 2, action: .tick)))))
    #expect(effect.isNone)
    #expect(state.hijas[id: 1]?.hijas[id: 2]?.ticks == 1)
  }

  @Test("a hundred levels deep, with a store")
  func aHundredLevels() {
    let store = Store(initialState: Rama.cadena(100)) { Rama() }
    var path: Rama.Action = .tick
    for id in (1..<100).reversed() { path = .hijas(.element(id: id, action: path)) }
    store.send(path)
    store.send(path)
    var node = store.state
    for _ in 1..<100 { node = node.hijas.first! }
    #expect(node.id == 99)
    #expect(node.ticks == 2)
  }
}
