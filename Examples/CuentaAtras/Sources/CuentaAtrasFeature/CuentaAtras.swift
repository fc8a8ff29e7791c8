import Runtime

/// A countdown: one tick a second until zero, then lift-off.
@Reducer
public struct CuentaAtras: Sendable {
  /// The seconds left, and whether the countdown reached zero.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Seconds still to count.
    public var restantes: Int
    /// Whether it reached zero.
    public var despegado: Bool

    /// Creates the state; every field has a default.
    public init(restantes: Int = 3, despegado: Bool = false) {
      self.restantes = restantes
      self.despegado = despegado
    }
  }

  /// What happens to the countdown.
  public enum Action: Equatable, Sendable {
    /// Start counting down.
    case iniciar
    /// One second passed.
    case tick
    /// Stop before zero. The count stays.
    case abortar
  }

  private enum CancelID { case cuenta }

  @Dependency(\.continuousClock) var reloj

  /// Creates the feature.
  public init() {}

  /// Counts down; the ticks are an effect on the clock dependency.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .iniciar:
        guard state.restantes > 0 else {
          state.despegado = true
          return .none
        }
        return .run { [restantes = state.restantes] send in
          for _ in 0..<restantes {
            try await reloj.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.cuenta, cancelInFlight: true)

      case .tick:
        state.restantes -= 1
        state.despegado = state.restantes == 0
        return .none

      case .abortar:
        return .cancel(id: CancelID.cuenta)
      }
    }
  }
}
