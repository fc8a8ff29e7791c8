import Foundation
import Runtime

/// A dependency endpoint at the boundary between the app and the world: a recorded session
/// logs each call and what it answered, and a generated test answers from that log.
///
/// ```swift
/// Extremo("pagos.cobrar", \.pagos.cobrar)
/// Extremo("autenticacion.entrar", \.autenticacion.entrar, errores: ErrorCredenciales.self)
/// ```
///
/// > Important: `nombre` is the endpoint's path in `DependencyValues`, as a test writes it
/// > after `$0.`: the generated test overrides the endpoint through it. `errores` lists the
/// > errors a feature tells apart, so a test throws the same; others become one generic error.
struct Extremo: Sendable {
  let nombre: String
  let aridad: Int
  /// The answer's type as Swift writes it; `nil` for a sink that neither answers nor fails,
  /// which a test silences.
  private(set) var tipo: String?
  /// Whether it answers without suspending: a key generator a reducer reads, as it may read
  /// `uuid`. A replay needs nothing from it (its answers reach the state only through the
  /// actions recorded); a generated test answers it from the recording, call after call.
  var inmediato = false
  /// The answer's type, for the imports of a generated test.
  let tipoDeRespuesta: Any.Type
  /// Makes the endpoint in `dependencias` log to the recording.
  let grabar: @Sendable (inout DependencyValues, Grabadora) -> Void
  /// An answer of the log, as the value the endpoint returned.
  let decodificar: @Sendable (JSON) throws -> Any
  var errores: [TipoDeError] = []

  /// The error of the log as the one the endpoint threw, when it is one it declares.
  func error(_ grabado: ErrorGrabado) -> (any Error)? {
    errores.lazy.filter { Dumper.typeName($0) == grabado.tipo }
      .compactMap { tipo in grabado.valor.flatMap { try? $0.decodificado(como: tipo) } }.first
  }

  /// What the endpoint answered, as the log says: its value, or the error it threw.
  func resultado<R>(_ respuesta: Respuesta, como _: R.Type) throws -> R {
    if let grabado = respuesta.error { throw error(grabado) ?? grabado }
    guard let valor = try decodificar(respuesta.valor ?? .nulo) as? R else {
      throw ErrorGrabado(descripcion: "\(nombre) answered with another type")
    }
    return valor
  }

  private init<R: Sendable>(
    _ nombre: String, _ aridad: Int, _: R.Type, _ errores: [TipoDeError],
    codificar: @escaping @Sendable (R) -> JSON?,
    decodificar: @escaping @Sendable (JSON) throws -> R,
    envolver: @escaping @Sendable (inout DependencyValues, Anotador<R>) -> Void
  ) {
    let tipo = Dumper.typeName(R.self)
    self.tipo =
      tipo == "()"
      ? "Void"
      : tipo.hasPrefix("Array<")
        ? "[\(tipo.dropFirst(6).dropLast())]"
        : tipo.hasPrefix("Optional<") ? "\(tipo.dropFirst(9).dropLast())?" : tipo
    tipoDeRespuesta = R.self
    (self.nombre, self.aridad, self.errores, self.decodificar) =
      (nombre, aridad, errores, decodificar)
    grabar = { envolver(&$0, Anotador(nombre: nombre, grabadora: $1, codificar: codificar)) }
  }

  private init<R: Codable & Sendable>(
    _ nombre: String, _ aridad: Int, _ errores: [TipoDeError],
    envolver: @escaping @Sendable (inout DependencyValues, Anotador<R>) -> Void
  ) {
    self.init(
      nombre, aridad, R.self, errores, codificar: { try? JSON(codificando: $0) },
      decodificar: { try $0.decodificado(como: R.self) }, envolver: envolver)
  }

  init<R: Codable & Sendable>(
    _ nombre: String, _ camino: Ruta<@Sendable () async throws -> R>, errores: TipoDeError...
  ) {
    self.init(nombre, 0, errores) { dependencias, anotar in
      cambiar(&dependencias, camino) { f in { try await anotar { try await f() } } }
    }
  }

  init<A, R: Codable & Sendable>(
    _ nombre: String, _ camino: Ruta<@Sendable (A) async throws -> R>, errores: TipoDeError...
  ) {
    self.init(nombre, 1, errores) { dependencias, anotar in
      cambiar(&dependencias, camino) { f in { a in try await anotar { try await f(a) } } }
    }
  }

  init<A, B, R: Codable & Sendable>(
    _ nombre: String, _ camino: Ruta<@Sendable (A, B) async throws -> R>, errores: TipoDeError...
  ) {
    self.init(nombre, 2, errores) { dependencias, anotar in
      cambiar(&dependencias, camino) { f in { a, b in try await anotar { try await f(a, b) } } }
    }
  }

  /// An endpoint that answers without suspending and can't fail (a key generator).
  init<R: Codable & Sendable>(_ nombre: String, _ camino: Ruta<@Sendable () -> R>) {
    self.init(nombre, 0, []) { dependencias, anotar in
      cambiar(&dependencias, camino) { f in { anotar.siempre(f) } }
    }
    inmediato = true
  }

  /// An endpoint that answers nothing, but may fail.
  init<A, B>(
    _ nombre: String, _ camino: Ruta<@Sendable (A, B) async throws -> Void>,
    errores: TipoDeError...
  ) {
    self.init(nombre, 2, Void.self, errores, codificar: { _ in nil }, decodificar: { _ in () }) {
      dependencias, anotar in
      cambiar(&dependencias, camino) { f in { a, b in try await anotar { try await f(a, b) } } }
    }
  }

  /// A sink: it answers nothing and never fails (telemetry); a test silences it.
  init<A>(_ nombre: String, _ camino: Ruta<@Sendable (A) async -> Void>) {
    self.init(nombre, 1, Void.self, [], codificar: { _ in nil }, decodificar: { _ in () }) {
      dependencias, anotar in
      cambiar(&dependencias, camino) { f in { a in try? await anotar { await f(a) } } }
    }
    tipo = nil
  }

  typealias Ruta<F> = WritableKeyPath<DependencyValues, F> & Sendable
  typealias TipoDeError = any (Error & Codable & Sendable).Type
}

/// Puts `envolver` of the endpoint at `camino` in its place.
private func cambiar<F>(
  _ dependencias: inout DependencyValues, _ camino: WritableKeyPath<DependencyValues, F>,
  _ envolver: (F) -> F
) {
  dependencias[keyPath: camino] = envolver(dependencias[keyPath: camino])
}

/// Logs one call around the real one: the call, then its answer — or that it was cancelled,
/// when the effect that asked can no longer receive it.
private struct Anotador<R: Sendable>: Sendable {
  let nombre: String
  let grabadora: Grabadora
  let codificar: @Sendable (R) -> JSON?

  func callAsFunction(_ llamar: () async throws -> R) async throws -> R {
    let id = grabadora.llamada(nombre)
    do {
      let valor = try await llamar()
      responder(id, .success(valor))
      return valor
    } catch {
      responder(id, .failure(error))
      throw error
    }
  }

  func siempre(_ llamar: () -> R) -> R {
    let valor = llamar()
    responder(grabadora.llamada(nombre), .success(valor))
    return valor
  }

  private func responder(_ id: Int, _ resultado: Result<R, any Error>) {
    guard !Task.isCancelled else { return grabadora.responder(Respuesta(id: id, cancelada: true)) }
    switch resultado {
    case .success(let valor): grabadora.responder(Respuesta(id: id, valor: codificar(valor)))
    case .failure(let error):
      let valor = (error as? any Encodable).flatMap { try? JSON(codificando: $0) }
      grabadora.responder(
        Respuesta(
          id: id,
          error: ErrorGrabado(
            tipo: valor == nil ? nil : Dumper.typeName(type(of: error)), valor: valor,
            descripcion: valor == nil ? String(describing: error) : nil)))
    }
  }
}
