import Runtime
import SessionRecording

/// Dice: roll one, or roll one every second until stopped. The die is a dependency — the
/// world's answer — and the series runs on the clock.
@Reducer
public struct Dados: RecordableReducer {
  /// The rolls so far, and whether one is in the air.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Every roll, in order.
    public var tiradas: [Int]
    /// Whether a roll is in the air.
    public var tirando: Bool

    /// Creates the state; every field has a default.
    public init(tiradas: [Int] = [], tirando: Bool = false) {
      self.tiradas = tiradas
      self.tirando = tirando
    }
  }

  /// What happens to the dice. `Codable`, so a session can be recorded.
  public enum Action: Equatable, Sendable, Codable {
    /// Roll once.
    case tirar
    /// The die answered.
    case salio(Int)
    /// The die fell off the table.
    case seCayo
    /// Roll every second until stopped.
    case empezarSerie
    /// Stop the series.
    case pararSerie
  }

  private enum CancelID { case serie }

  @Dependency(\.dado) var dado
  @Dependency(\.continuousClock) var reloj

  /// Creates the feature.
  public init() {}

  /// Rolls the die; the series is an effect on the clock dependency.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tirar:
        state.tirando = true
        return .run { send in
          do {
            await send(.salio(try await dado.tirar()))
          } catch {
            await send(.seCayo)
          }
        }
      case .salio(let cara):
        state.tirando = false
        state.tiradas.append(cara)
        return .none
      case .seCayo:
        state.tirando = false
        return .none
      case .empezarSerie:
        return .run { send in
          while true {
            try await reloj.sleep(for: .seconds(1))
            await send(.tirar)
          }
        }
        .cancellable(id: CancelID.serie, cancelInFlight: true)
      case .pararSerie:
        return .cancel(id: CancelID.serie)
      }
    }
  }
}
