import Runtime
import SessionRecording

/// The toy feature the libraries are tested against: a timer that ticks every second, and a
/// search that waits 300 ms after the last keystroke, then asks a client.
struct Juguete: RecordableReducer {
  struct State: Equatable, Sendable {
    var segundos = 0
    var termino = ""
    var buscando = false
    var resultados: [String] = []
    var fallo: String?
  }

  enum Action: Equatable, Sendable, Codable, CasePathable {
    case iniciar
    case tick
    case parar
    case buscar(String)
    case busquedaIniciada
    case resultados([String])
    case fallo(String)
  }

  private enum CancelID { case temporizador, busqueda }

  @Dependency(\.continuousClock) var reloj
  @Dependency(\.buscador) var buscador

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .iniciar:
      return .run { send in
        try await cadaSegundo(en: reloj) { await send(.tick) }
      }
      .cancellable(id: CancelID.temporizador, cancelInFlight: true)
    case .tick:
      state.segundos += 1
      return .none
    case .parar:
      return .cancel(id: CancelID.temporizador)
    case .buscar(let termino):
      state.termino = termino
      state.buscando = false
      return .run { send in
        try await reloj.sleep(for: .milliseconds(300))
        await send(.busquedaIniciada)
        do {
          await send(.resultados(try await buscador.buscar(termino)))
        } catch let error as FalloDeBusqueda {
          await send(.fallo(error.motivo))
        }
      }
      .cancellable(id: CancelID.busqueda, cancelInFlight: true)
    case .busquedaIniciada:
      state.buscando = true
      return .none
    case .resultados(let resultados):
      state.buscando = false
      state.resultados = resultados
      state.fallo = nil
      return .none
    case .fallo(let motivo):
      state.buscando = false
      state.resultados = []
      state.fallo = motivo
      return .none
    }
  }
}

/// Calls `latido` every second on `reloj`, measured from the start, until cancelled.
private func cadaSegundo<C: Clock<Duration>>(en reloj: C, latido: () async -> Void) async throws {
  var siguiente = reloj.now.advanced(by: .seconds(1))
  while true {
    try await reloj.sleep(until: siguiente, tolerance: nil)
    await latido()
    siguiente = siguiente.advanced(by: .seconds(1))
  }
}

/// An error the toy's client throws, which the feature tells apart.
struct FalloDeBusqueda: Error, Equatable, Codable, Sendable {
  var motivo: String
}

/// The toy's client: finds words.
struct Buscador: Sendable {
  var buscar: @Sendable (String) async throws -> [String]
}

extension Buscador: DependencyKey {
  static let liveValue = Buscador { termino in
    ["uno", "dos", "tres"].filter { $0.contains(termino) }
  }
  static let testValue = Buscador { _ in
    reportIssue("buscador.buscar is unimplemented")
    return []
  }
}

extension DependencyValues {
  var buscador: Buscador {
    get { self[Buscador.self] }
    set { self[Buscador.self] = newValue }
  }
}

extension RecordableFeature where Base == Juguete {
  /// The toy, recordable: its search client crosses the boundary.
  static let juguete = RecordableFeature(
    Juguete(), initialState: Juguete.State(),
    endpoints: [RecordableEndpoint("buscador.buscar", \.buscador.buscar, errors: FalloDeBusqueda.self)])
}
