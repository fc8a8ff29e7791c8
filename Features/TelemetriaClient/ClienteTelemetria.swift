import Runtime

/// Where telemetry events go.
///
/// Its test value records nothing and never fails: a sink is harmless by nature, so tests of
/// features that send telemetry need not override it. The live sink (`TelemetriaClientLive`)
/// appends each event to a file in the data folder.
@DependencyClient
public struct ClienteTelemetria: Sendable {
  /// Sends one event. It never fails: telemetry must not break the app.
  public var enviar: @Sendable (EventoDeTelemetria) async -> Void
}

extension ClienteTelemetria {
  /// A sink that drops every event.
  public static let ninguna = ClienteTelemetria { _ in }
}

extension ClienteTelemetria: TestDependencyKey {
  public static let testValue = ClienteTelemetria.ninguna
}

extension DependencyValues {
  /// Telemetry: a JSON-lines file in the app's data folder in the app, a sink that records
  /// nothing in tests.
  public var telemetria: ClienteTelemetria {
    get { self[ClienteTelemetria.self] }
    set { self[ClienteTelemetria.self] = newValue }
  }
}
