import Runtime
import TelemetriaClient

/// Sends the shop's telemetry events and counts those not sent yet.
///
/// The shop records an event by running this reducer on its ``Tienda/State/telemetria`` with
/// ``Action/registrar(_:)``: the count goes up at once, the event goes to the `telemetria`
/// sink, and ``Action/enviado`` brings the count back down.
@Reducer
public struct Telemetria: Sendable {
  /// The queue of events on their way to the sink.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// How many events were recorded and are not sent yet.
    public var eventosEnCola: Int

    /// Creates the state; every field has a default.
    public init(eventosEnCola: Int = 0) {
      self.eventosEnCola = eventosEnCola
    }
  }

  /// What happens to the queue.
  public enum Action: Equatable, Sendable, Codable {
    /// An event to send.
    case registrar(EventoDeTelemetria)
    /// One event reached the sink.
    case enviado
  }

  @Dependency(\.telemetria) var sumidero

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .registrar(let evento):
        state.eventosEnCola += 1
        return .run { send in
          await sumidero.enviar(evento)
          await send(.enviado)
        }

      case .enviado:
        state.eventosEnCola = max(0, state.eventosEnCola - 1)
        return .none
      }
    }
  }
}
