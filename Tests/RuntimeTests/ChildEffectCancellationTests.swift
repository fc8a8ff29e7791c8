import Runtime
import TestSupport
import Testing

/// A room with an optional lamp: the lamp is a `Probe` whose timer ticks.
struct Habitacion: Reducer {
  struct State: Equatable { var lampara: Probe.State? }
  enum Action: Equatable, CasePathable { case lampara(Probe.Action) }
  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.lampara, action: \.lampara) { Probe() }
  }
}

/// A house with an optional room: the lamp is two `ifLet`s down.
struct Casa: Reducer {
  struct State: Equatable { var habitacion: Habitacion.State? }
  enum Action: Equatable, CasePathable {
    case habitacion(Habitacion.Action)
    case entrar
    case salir
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .entrar: state.habitacion = Habitacion.State(lampara: Probe.State())
      case .salir: state.habitacion = nil
      case .habitacion: break
      }
      return .none
    }
    .ifLet(\.habitacion, action: \.habitacion) { Habitacion() }
  }
}

/// A screen that is one of two modes, each a `Probe` run by `ifCaseLet`.
struct Modos: Reducer {
  enum State: Equatable, CasePathable {
    case dia(Probe.State)
    case noche(Probe.State)

    struct AllCasePaths {
      var dia: AnyCasePath<State, Probe.State> {
        AnyCasePath(embed: State.dia, extract: { if case .dia(let v) = $0 { v } else { nil } })
      }
      var noche: AnyCasePath<State, Probe.State> {
        AnyCasePath(embed: State.noche, extract: { if case .noche(let v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  enum Action: Equatable, CasePathable {
    case dia(Probe.Action)
    case noche(Probe.Action)
    case anochecer
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .anochecer { state = .noche(Probe.State()) }
      return .none
    }
    .ifCaseLet(\.dia, action: \.dia) { Probe() }
    .ifCaseLet(\.noche, action: \.noche) { Probe() }
  }
}

@MainActor
@Suite("Child effects end with the child, however deep, and with its case")
struct ChildEffectCancellationTests {
  let reloj = TestClock()

  @Test("removing a child cancels the effects of its own optional child")
  func grandchild() async {
    let store = TestStore(initialState: Casa.State()) {
      Casa()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.entrar) { $0.habitacion = Habitacion.State(lampara: Probe.State()) }
    await store.send(\.habitacion.lampara.startTimer)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.habitacion.lampara.tick) {
      $0.habitacion?.lampara?.log = ["tick"]
    }
    // The test store fails at the end if the timer is still running, or ticks after this.
    await store.send(.salir) { $0.habitacion = nil }
    await reloj.advance(by: .seconds(5))
  }

  @Test("ifCaseLet: leaving a case cancels the effects its child started")
  func siblingCase() async {
    let store = TestStore(initialState: Modos.State.dia(Probe.State())) {
      Modos()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.dia(.startTimer))
    await reloj.advance(by: .seconds(1))
    await store.receive(.dia(.tick)) { $0.modify(\.dia) { $0.log = ["tick"] } }
    await store.send(.anochecer) { $0 = .noche(Probe.State()) }
    await reloj.advance(by: .seconds(5))
  }
}
