import Foundation
import Runtime
import TestSupport
import Testing

/// A counter that writes down each time its body is evaluated.
struct CuerpoContado: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var cuenta = 0
    var hijas: IdentifiedArrayOf<State> = []
  }

  enum Action: Equatable, CasePathable {
    case sumar
    indirect case hijas(IdentifiedActionOf<CuerpoContado>)
  }

  let evaluaciones: Log

  var body: some ReducerOf<Self> {
    let _ = evaluaciones.append("body")
    Reduce { state, action in
      if case .sumar = action { state.cuenta += 1 }
      return .none
    }
    .forEach(\.hijas, action: \.hijas) {
      CuerpoContado(evaluaciones: evaluaciones)
    }
  }
}

/// Every composition the runtime offers, in one reducer: the builder's blocks (`if`,
/// `if`/`else`, `for`), `CombineReducers`, `Scope` on a property and on an enum case, `ifLet`
/// (optional and presented), `ifCaseLet`, `forEach` (identified and stack), `dependency`,
/// `transformDependency`, `onChange` and `_printChanges`.
struct TodosLosOperadores: Reducer {
  struct State: Equatable {
    var propio = Probe.State()
    var caso = Caso.probe(Probe.State())
    var opcional: Probe.State? = Probe.State()
    @PresentationState var presentado: Probe.State? = Probe.State()
    var filas: IdentifiedArrayOf<Probe.State> = [Probe.State(id: 1), Probe.State(id: 2)]
    var pila = StackState<Probe.State>([Probe.State()])
    var cambios = 0
  }

  enum Caso: Equatable, CasePathable {
    case probe(Probe.State)
    case nada
  }

  enum Action: Equatable, Sendable, CasePathable {
    case propio(Probe.Action)
    case caso(Probe.Action)
    case casoIfCaseLet(Probe.Action)
    case opcional(Probe.Action)
    case presentado(PresentationAction<Probe.Action>)
    case filas(IdentifiedActionOf<Probe>)
    case pila(StackActionOf<Probe>)
    case uuid
  }

  let condicion: Bool
  let veces: Int

  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.propio, action: \.propio) { Probe() }
      Scope(state: \.caso, action: \.caso) {
        Scope(state: \.probe, action: \.self) { Probe() }
      }
      Scope(state: \.caso, action: \.casoIfCaseLet) {
        EmptyReducer().ifCaseLet(\.probe, action: \.self) { Probe() }
      }
      if condicion {
        Reduce { state, action in
          if case .propio(.record) = action { state.propio.log.append("si") }
          return .none
        }
      }
      if condicion {
        Reduce { state, action in
          if case .propio(.record) = action { state.propio.log.append("entonces") }
          return .none
        }
      } else {
        Reduce { state, action in
          if case .propio(.record) = action { state.propio.log.append("si no") }
          return .none
        }
      }
      for vez in 0..<veces {
        Reduce { state, action in
          if case .propio(.record) = action { state.propio.log.append("vez \(vez)") }
          return .none
        }
      }
      Reduce { state, action in
        @Dependency(\.uuid) var uuid
        if case .uuid = action { state.propio.log.append(uuid().uuidString) }
        return .none
      }
      .dependency(\.uuid, .constant(UUID(7)))
      .transformDependency(\.uuid) { _ in }
    }
    .onChange(of: \.propio.log.count) { _, state in
      state.cambios += 1
      return .none
    }
    ._printChanges(nil)
    .ifLet(\.opcional, action: \.opcional) { Probe() }
    .ifLet(\.$presentado, action: \.presentado) { Probe() }
    .forEach(\.filas, action: \.filas) { Probe() }
    .forEach(\.pila, action: \.pila) { Probe() }
  }
}

extension TodosLosOperadores.Action {
  /// The action, aimed at the stack element with `id` when it is one.
  func withStackID(_ id: StackElementID) -> Self {
    guard case .pila(.element(_, let action)) = self else { return self }
    return .pila(.element(id: id, action: action))
  }
}

@MainActor
@Suite("One execution path: a store and a direct call run the same code")
struct ExecutionPathTests {
  @Test("a store evaluates a body once, however many actions it processes")
  func aBodyIsEvaluatedOncePerStore() {
    let evaluaciones = Log()
    let store = Store(initialState: CuerpoContado.State()) {
      CuerpoContado(evaluaciones: evaluaciones)
    }
    for _ in 0..<5 { store.send(.sumar) }
    #expect(store.state.cuenta == 5)
    #expect(evaluaciones.all.count == 1)
  }

  @Test("a reducer that contains itself evaluates one body per level that actions reach")
  func oneBodyPerLevelReached() {
    let evaluaciones = Log()
    let hoja = CuerpoContado.State(id: 3)
    let store = Store(
      initialState: CuerpoContado.State(
        id: 0,
        hijas: [
          CuerpoContado.State(id: 1, hijas: [CuerpoContado.State(id: 2, hijas: [hoja])]),
          CuerpoContado.State(id: 4),
        ])
    ) {
      CuerpoContado(evaluaciones: evaluaciones)
    }
    #expect(evaluaciones.all.isEmpty)  // bodies are evaluated when an action reaches them

    let profunda = CuerpoContado.Action.hijas(
      .element(
        id: 1, action: .hijas(.element(id: 2, action: .hijas(.element(id: 3, action: .sumar))))))
    for _ in 0..<3 { store.send(profunda) }
    store.send(.hijas(.element(id: 4, action: .sumar)))
    // Levels 0 to 3 — siblings at a level share their reducer, so their body too.
    #expect(evaluaciones.all.count == 4)
    #expect(store.state.hijas[id: 1]?.hijas[id: 2]?.hijas[id: 3]?.cuenta == 3)
    #expect(store.state.hijas[id: 4]?.cuenta == 1)
  }

  @Test("reduce(into:action:) called directly evaluates the body for that call, as in TCA")
  func aDirectCallEvaluatesTheBody() {
    let evaluaciones = Log()
    var state = CuerpoContado.State()
    _ = CuerpoContado(evaluaciones: evaluaciones).reduce(into: &state, action: .sumar)
    _ = CuerpoContado(evaluaciones: evaluaciones).reduce(into: &state, action: .sumar)
    #expect(state.cuenta == 2)
    #expect(evaluaciones.all.count == 2)
  }

  @Test("every operator gives the same state through a store and through direct calls")
  func storeAndDirectCallsAgree() {
    let script: [TodosLosOperadores.Action] = [
      .propio(.record("a")),
      .caso(.record("b")),
      .casoIfCaseLet(.record("c")),
      .opcional(.record("d")),
      .presentado(.presented(.record("e"))),
      .filas(.element(id: 2, action: .record("f"))),
      .pila(.element(id: 0, action: .record("g"))),
      .uuid,
      .presentado(.dismiss),
    ]
    for (condicion, veces) in [(true, 2), (false, 0)] {
      let reducer = TodosLosOperadores(condicion: condicion, veces: veces)
      var state = TodosLosOperadores.State()
      let store = Store(initialState: state) { reducer }
      for action in script {
        let action = action.withStackID(state.pila.ids[0])
        store.send(action)
        _ = reducer.reduce(into: &state, action: action)
        #expect(store.state == state, "after \(action)")
      }
      #expect(
        state.propio.log
          == ["a"] + (condicion ? ["si", "entonces", "vez 0", "vez 1"] : ["si no"])
          + [UUID(7).uuidString])
      #expect(state.cambios == 2)
      #expect(state.presentado == nil)
    }
  }

  @Test("a hand-written higher-order reducer can call its base's reduce(into:action:)")
  func aHigherOrderReducerCallsItsBase() {
    struct Registrado<Base: Reducer>: Reducer {
      let base: Base
      let log: Log
      func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        log.append("\(action)")
        return base.reduce(into: &state, action: action)
      }
    }
    let log = Log()
    let store = Store(initialState: Parent.State()) {
      Registrado(base: Parent(), log: log)
    }
    store.send(.own(.record("x")))
    store.send(.setChild(Probe.State()))
    store.send(.child(.record("y")))
    #expect(store.state.own.log == ["x"])
    #expect(store.state.child?.log == ["y"])
    #expect(log.all.count == 3)
  }
}
