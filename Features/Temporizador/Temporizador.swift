import Runtime

/// Counts seconds while it runs.
///
/// ```swift
/// await store.send(.iniciar)
/// await reloj.advance(by: .seconds(1))
/// await store.receive(\.tick) { $0.segundos = 1 }
/// await store.send(.parar)
/// ```
///
/// The timer is an effect, not state: ``Action/iniciar`` and ``Action/parar`` change nothing
/// in ``State``. Starting it again while it runs restarts it, so there is never more than one.
/// Ticks are scheduled against the clock's deadlines, so they don't drift with the time each
/// tick takes to process.
///
/// > Important: a test that starts the timer must stop it (``Action/parar``, or cancel the task
/// > `send(.iniciar)` returns) before it ends, or it fails with an effect still running.
@Reducer
public struct Temporizador: Sendable {
  /// The count.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Seconds counted since the last reset.
    public var segundos: Int

    /// Creates the state; every field has a default.
    public init(segundos: Int = 0) {
      self.segundos = segundos
    }
  }

  /// What happens to the timer.
  public enum Action: Equatable, Sendable, Codable {
    /// Start ticking every second (restarts a running timer).
    case iniciar
    /// One second passed.
    case tick
    /// Stop ticking. The count stays.
    case parar
    /// Put the count back to zero. A running timer keeps running.
    case reiniciar
  }

  /// The time between ticks.
  public static let intervalo: Duration = .seconds(1)

  private enum CancelID { case temporizador }

  @Dependency(\.continuousClock) var reloj

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .iniciar:
        return .run { send in
          try await latir(cada: Self.intervalo, en: reloj) { await send(.tick) }
        }
        .cancellable(id: CancelID.temporizador, cancelInFlight: true)

      case .tick:
        state.segundos += 1
        return .none

      case .parar:
        return .cancel(id: CancelID.temporizador)

      case .reiniciar:
        state.segundos = 0
        return .none
      }
    }
  }
}

/// Calls `latido` every `intervalo` on `reloj`, measured from the start, until cancelled.
private func latir<C: Clock<Duration>>(
  cada intervalo: Duration, en reloj: C, latido: () async -> Void
) async throws {
  var siguiente = reloj.now.advanced(by: intervalo)
  while true {
    try await reloj.sleep(until: siguiente, tolerance: nil)
    await latido()
    siguiente = siguiente.advanced(by: intervalo)
  }
}
