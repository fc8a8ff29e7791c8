import Runtime
import SessionRecording

/// The toy feature the libraries are tested against — not the shop: a timer that ticks every second, and a
/// search that waits 300 ms after the last keystroke, then asks a client.
public struct Juguete: RecordableReducer {
  public struct State: Equatable, Sendable {
    public var segundos: Int
    public var termino: String
    public var buscando: Bool
    public var resultados: [String]
    public var fallo: String?
    /// A secret the person typed, which dumps and recordings never show.
    public var clave: Clave

    public init(
      segundos: Int = 0, termino: String = "", buscando: Bool = false, resultados: [String] = [],
      fallo: String? = nil, clave: Clave = Clave()
    ) {
      (self.segundos, self.termino, self.buscando, self.resultados, self.fallo, self.clave) =
        (segundos, termino, buscando, resultados, fallo, clave)
    }
  }

  public enum Action: Equatable, Sendable, Codable, CasePathable {
    case iniciar
    case tick
    case parar
    case buscar(String)
    case busquedaIniciada
    case resultados([String])
    case fallo(String)
    case claveEscrita(String)
  }

  private enum CancelID { case temporizador, busqueda }

  @Dependency(\.continuousClock) var reloj
  @Dependency(\.buscador) var buscador

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
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
        } catch {
          await send(.fallo("error"))
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
    case .claveEscrita(let clave):
      state.clave = Clave(clave)
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

/// A typed secret: dumps show `<redacted>`, and the toy's recordings mask it. A generated test
/// writes it as a string literal, the mask.
public struct Clave: Equatable, Sendable, Redacted, ExpressibleByStringLiteral {
  public var valor: String

  public init(_ valor: String = "") { self.valor = valor }

  public init(stringLiteral valor: String) { self.valor = valor }

  public var redactedDescription: String { valor.isEmpty ? "\"\"" : "<redacted>" }
}

/// An error the toy's client throws, which the feature tells apart.
public struct FalloDeBusqueda: Error, Equatable, Codable, Sendable {
  public var motivo: String

  public init(motivo: String) { self.motivo = motivo }
}

/// The toy's client: finds words.
public struct Buscador: Sendable {
  public var buscar: @Sendable (String) async throws -> [String]

  public init(buscar: @escaping @Sendable (String) async throws -> [String]) {
    self.buscar = buscar
  }
}

extension Buscador: DependencyKey {
  public static let liveValue = Buscador { termino in
    ["uno", "dos", "tres"].filter { $0.contains(termino) }
  }
  public static let testValue = Buscador { _ in
    reportIssue("buscador.buscar is unimplemented")
    return []
  }
}

extension DependencyValues {
  public var buscador: Buscador {
    get { self[Buscador.self] }
    set { self[Buscador.self] = newValue }
  }
}

extension RecordableFeature where Base == Juguete {
  /// The toy, recordable: its search client crosses the boundary.
  public static let juguete = RecordableFeature(
    Juguete(), initialState: Juguete.State(),
    endpoints: [
      RecordableEndpoint("buscador.buscar", \.buscador.buscar, errors: FalloDeBusqueda.self)
    ],
    mask: { accion in
      guard case .claveEscrita(let clave) = accion, !clave.isEmpty else { return accion }
      return .claveEscrita(Redaction.mask)
    })
}
