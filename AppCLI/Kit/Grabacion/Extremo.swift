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
  let tipo: String?
  /// Makes the endpoint in `dependencias` log to the recording.
  let grabar: @Sendable (inout DependencyValues, Grabadora) -> Void
  /// An answer of the log, as the value the endpoint returned.
  let decodificar: @Sendable (JSON) throws -> Any
  let errores: [any (Error & Codable & Sendable).Type]

  init<R: Codable & Sendable>(
    _ nombre: String,
    _ camino: WritableKeyPath<DependencyValues, @Sendable () async throws -> R> & Sendable,
    errores: any (Error & Codable & Sendable).Type...
  ) {
    self.init(nombre, 0, R.self, errores) { dependencias, anotar in
      let original = dependencias[keyPath: camino]
      dependencias[keyPath: camino] = { try await anotar { try await original() } }
    }
  }

  init<A, R: Codable & Sendable>(
    _ nombre: String,
    _ camino: WritableKeyPath<DependencyValues, @Sendable (A) async throws -> R> & Sendable,
    errores: any (Error & Codable & Sendable).Type...
  ) {
    self.init(nombre, 1, R.self, errores) { dependencias, anotar in
      let original = dependencias[keyPath: camino]
      dependencias[keyPath: camino] = { a in try await anotar { try await original(a) } }
    }
  }

  init<A, B, R: Codable & Sendable>(
    _ nombre: String,
    _ camino: WritableKeyPath<DependencyValues, @Sendable (A, B) async throws -> R> & Sendable,
    errores: any (Error & Codable & Sendable).Type...
  ) {
    self.init(nombre, 2, R.self, errores) { dependencias, anotar in
      let original = dependencias[keyPath: camino]
      dependencias[keyPath: camino] = { a, b in try await anotar { try await original(a, b) } }
    }
  }

  /// A sink: one argument, no answer, never fails (telemetry).
  init<A>(
    _ nombre: String,
    _ camino: WritableKeyPath<DependencyValues, @Sendable (A) async -> Void> & Sendable
  ) {
    (self.nombre, aridad, tipo, errores, decodificar) = (nombre, 1, nil, [], { _ in () })
    grabar = { dependencias, grabadora in
      let original = dependencias[keyPath: camino]
      dependencias[keyPath: camino] = { a in
        let id = grabadora.llamada(nombre)
        await original(a)
        grabadora.responder(Respuesta(id: id))
      }
    }
  }

  private init<R: Codable & Sendable>(
    _ nombre: String, _ aridad: Int, _: R.Type, _ errores: [any (Error & Codable & Sendable).Type],
    envolver: @escaping @Sendable (inout DependencyValues, Anotador<R>) -> Void
  ) {
    (self.nombre, self.aridad, self.errores) = (nombre, aridad, errores)
    let tipo = Dumper.typeName(R.self)
    self.tipo = tipo.hasPrefix("Array<") ? "[\(tipo.dropFirst(6).dropLast())]" : tipo
    decodificar = { try $0.decodificado(como: R.self) }
    grabar = { envolver(&$0, Anotador(nombre: nombre, grabadora: $1)) }
  }

  /// The error of the log as the one the endpoint threw, when it is one it declares.
  func error(_ grabado: ErrorGrabado) -> (any Error)? {
    errores.lazy.filter { Dumper.typeName($0) == grabado.tipo }
      .compactMap { tipo in grabado.valor.flatMap { try? $0.decodificado(como: tipo) } }.first
  }
}

/// Logs one call around the real one: the call, then its answer — or that it was cancelled,
/// when the effect that asked can no longer receive it.
private struct Anotador<R: Encodable & Sendable>: Sendable {
  let nombre: String
  let grabadora: Grabadora

  func callAsFunction(_ llamar: () async throws -> R) async throws -> R {
    let id = grabadora.llamada(nombre)
    var respuesta = Respuesta(id: id)
    defer {
      if Task.isCancelled { respuesta = Respuesta(id: id, cancelada: true) }
      grabadora.responder(respuesta)
    }
    do {
      let valor = try await llamar()
      respuesta.valor = try? JSON(codificando: valor)
      return valor
    } catch {
      let codificable = (error as? any Encodable).flatMap { try? JSON(codificando: $0) }
      respuesta.error = ErrorGrabado(
        tipo: codificable == nil ? nil : Dumper.typeName(type(of: error)), valor: codificable,
        descripcion: codificable == nil ? String(describing: error) : nil)
      throw error
    }
  }
}
