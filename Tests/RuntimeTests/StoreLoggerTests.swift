@_spi(Logging) import Runtime
import Testing

/// A counter for the scoping below.
struct CuentaDeLogger: Reducer {
  struct State: Equatable { var cuenta = 0 }
  enum Action: Equatable { case sumar }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.cuenta += 1
    return .none
  }
}

/// Holds a counter.
struct MarcoDeLogger: Reducer {
  struct State: Equatable { var cuenta = CuentaDeLogger.State() }
  enum Action: Equatable, CasePathable { case cuenta(CuentaDeLogger.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.cuenta, action: \.cuenta) { CuentaDeLogger() }
  }
}

@MainActor
@Suite("TCA's store logger and the closure-based scope", .serialized)
struct StoreLoggerTests {
  @Test("while enabled, a root store's creation and release are logged; disabled, nothing")
  func logsLifetime() {
    defer {
      Logger.shared.isEnabled = false
      Logger.shared.clear()
    }
    do { _ = Store<Void, Void>(initialState: ()) {} }
    #expect(Logger.shared.logs.isEmpty)
    Logger.shared.isEnabled = true
    do { _ = Store<Int, Bool>(initialState: 0) {} }
    #expect(Logger.shared.logs == ["Store<Int, Bool>.init", "Store<Int, Bool>.deinit"])
  }

  @available(*, deprecated)
  @Test("scope(state:action:) with functions makes a new store each time, and it works")
  func closureScope() {
    let store = Store(initialState: MarcoDeLogger.State()) { MarcoDeLogger() }
    let hijo = store.scope(state: { $0.cuenta }, action: { MarcoDeLogger.Action.cuenta($0) })
    #expect(hijo !== store.scope(state: { $0.cuenta }, action: { MarcoDeLogger.Action.cuenta($0) }))
    hijo.send(.sumar)
    #expect(store.withState(\.cuenta.cuenta) == 1)
    #expect(hijo.withState(\.cuenta) == 1)
  }
}
