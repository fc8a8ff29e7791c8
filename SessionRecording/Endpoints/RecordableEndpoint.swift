import Foundation
import Runtime

/// A dependency endpoint at the boundary between a feature and the world: a live session
/// records each call and what it answered, and a generated test answers from that record.
///
/// ```swift
/// RecordableEndpoint("dado.tirar", \.dado.tirar)
/// RecordableEndpoint("autenticacion.entrar", \.autenticacion.entrar, errors: ErrorCredenciales.self)
/// ```
///
/// Endpoints are the `@Sendable` closures of a client struct, reached by a key path into
/// `DependencyValues`. An answer must be `Codable` to be recorded; an endpoint that answers
/// nothing (`Void`) records only that it answered, and a sink that can't fail (telemetry)
/// becomes a no-op in a generated test.
///
/// > Important: `name` is the endpoint's path in `DependencyValues` as a test writes it after
/// > `$0.`: the generated test overrides the endpoint through it. `errors` lists the error types
/// > the feature tells apart, so the test throws the same; other errors become a
/// > `RecordedError` with their description.
public struct RecordableEndpoint: Sendable {
  /// The endpoint's path in the dependencies: `dado.tirar`.
  public let name: String
  /// How many arguments the endpoint takes.
  let arity: Int
  /// The answer's type as Swift writes it; `nil` for a sink that neither answers nor fails.
  private(set) var answerTypeName: String?
  /// The answer's type, for the imports of a generated test.
  let answerType: Any.Type
  /// Whether it answers without suspending: a key generator a reducer reads, as it may read
  /// `uuid`. A replay needs nothing from it (its answers reach the state only through the
  /// actions recorded); a generated test answers it from the recording, call after call.
  private(set) var isImmediate = false
  /// Puts the endpoint, recorded and gated by `scheduler`, in place of the live one.
  let install: @Sendable (inout DependencyValues, SessionScheduler) -> Void
  /// An answer of the recording, as the value the endpoint returned.
  let decode: @Sendable (JSONValue) throws -> any Sendable
  /// Puts in place of the endpoint one that answers from `source`, whatever its arguments:
  /// how a test runs a generated test's plan without compiling it.
  let answer: @Sendable (inout DependencyValues, AnswerSource) -> Void
  /// The error types the feature tells apart.
  let errorTypes: [any (Error & Codable & Sendable).Type]

  /// The error of the recording as the one the endpoint threw, when it is of a type it
  /// declares.
  func error(_ failure: RecordedFailure) -> (any Error)? {
    errorTypes.lazy.filter { Dumper.typeName($0) == failure.type }
      .compactMap { type in failure.value.flatMap { try? $0.decoded(as: type) } }.first
  }

  private init<R: Sendable>(
    _ name: String, arity: Int, _: R.Type, errors: [any (Error & Codable & Sendable).Type],
    decode: @escaping @Sendable (JSONValue) throws -> R,
    install: @escaping @Sendable (inout DependencyValues, SessionScheduler) -> Void,
    answer: @escaping @Sendable (inout DependencyValues, AnswerSource) -> Void
  ) {
    let type = Dumper.typeName(R.self)
    answerTypeName =
      type == "()"
      ? "Void"
      : type.hasPrefix("Array<")
        ? "[\(type.dropFirst(6).dropLast())]"
        : type.hasPrefix("Optional<") ? "\(type.dropFirst(9).dropLast())?" : type
    answerType = R.self
    self.name = name
    self.arity = arity
    self.errorTypes = errors
    self.decode = decode
    self.install = install
    self.answer = answer
  }

  private init<R: Codable & Sendable>(
    _ name: String, arity: Int, errors: [any (Error & Codable & Sendable).Type],
    wrap: @escaping @Sendable (inout DependencyValues, Gate<R>) -> Void
  ) {
    self.init(
      name, arity: arity, R.self, errors: errors, decode: { try $0.decoded(as: R.self) },
      install: { dependencies, scheduler in
        wrap(
          &dependencies,
          Gate(endpoint: name, scheduler: scheduler, encode: { try? JSONValue(encoding: $0) }))
      },
      answer: { dependencies, source in wrap(&dependencies, Gate(source: source)) })
  }

  /// An endpoint with no arguments: `\.catalogo.cargar`.
  public init<R: Codable & Sendable>(
    _ name: String, _ path: Path<@Sendable () async throws -> R>,
    errors: any (Error & Codable & Sendable).Type...
  ) {
    self.init(name, arity: 0, errors: errors) { dependencies, gate in
      replace(&dependencies, path) { live in { try await gate { try await live() } } }
    }
  }

  /// An endpoint with one argument: `\.clienteBusqueda.buscar`.
  public init<A: Sendable, R: Codable & Sendable>(
    _ name: String, _ path: Path<@Sendable (A) async throws -> R>,
    errors: any (Error & Codable & Sendable).Type...
  ) {
    self.init(name, arity: 1, errors: errors) { dependencies, gate in
      replace(&dependencies, path) { live in { a in try await gate { try await live(a) } } }
    }
  }

  /// An endpoint with two arguments: `\.autenticacion.entrar`.
  public init<A: Sendable, B: Sendable, R: Codable & Sendable>(
    _ name: String, _ path: Path<@Sendable (A, B) async throws -> R>,
    errors: any (Error & Codable & Sendable).Type...
  ) {
    self.init(name, arity: 2, errors: errors) { dependencies, gate in
      replace(&dependencies, path) { live in { a, b in try await gate { try await live(a, b) } } }
    }
  }

  /// An endpoint that answers without suspending and can't fail: a key generator a reducer
  /// reads (`\.clavesDePedido.nueva`).
  public init<R: Codable & Sendable>(_ name: String, _ path: Path<@Sendable () -> R>) {
    self.init(
      name, arity: 0, R.self, errors: [], decode: { try $0.decoded(as: R.self) },
      install: { dependencies, scheduler in
        replace(&dependencies, path) { live in
          { scheduler.immediately(name, encode: { try? JSONValue(encoding: $0) }, live) }
        }
      },
      answer: { dependencies, source in
        replace(&dependencies, path) { _ in { source.immediately() as! R } }
      })
    isImmediate = true
  }

  /// An endpoint that answers nothing but may fail, with one argument.
  public init<A: Sendable>(
    _ name: String, _ path: Path<@Sendable (A) async throws -> Void>,
    errors: any (Error & Codable & Sendable).Type...
  ) {
    let wrap: @Sendable (inout DependencyValues, Gate<Void>) -> Void = { dependencies, gate in
      replace(&dependencies, path) { live in { a in try await gate { try await live(a) } } }
    }
    self.init(
      name, arity: 1, Void.self, errors: errors, decode: { _ in () },
      install: { wrap(&$0, Gate(endpoint: name, scheduler: $1, encode: { _ in nil })) },
      answer: { wrap(&$0, Gate(source: $1)) })
  }

  /// An endpoint that answers nothing but may fail, with two arguments (`\.carritos.guardar`).
  public init<A: Sendable, B: Sendable>(
    _ name: String, _ path: Path<@Sendable (A, B) async throws -> Void>,
    errors: any (Error & Codable & Sendable).Type...
  ) {
    let wrap: @Sendable (inout DependencyValues, Gate<Void>) -> Void = { dependencies, gate in
      replace(&dependencies, path) { live in { a, b in try await gate { try await live(a, b) } } }
    }
    self.init(
      name, arity: 2, Void.self, errors: errors, decode: { _ in () },
      install: { wrap(&$0, Gate(endpoint: name, scheduler: $1, encode: { _ in nil })) },
      answer: { wrap(&$0, Gate(source: $1)) })
  }

  /// A sink: it answers nothing and never fails (`\.telemetria.enviar`); a generated test
  /// silences it.
  public init<A: Sendable>(_ name: String, _ path: Path<@Sendable (A) async -> Void>) {
    let wrap: @Sendable (inout DependencyValues, Gate<Void>) -> Void = { dependencies, gate in
      replace(&dependencies, path) { live in { a in try? await gate { await live(a) } } }
    }
    self.init(
      name, arity: 1, Void.self, errors: [], decode: { _ in () },
      install: { wrap(&$0, Gate(endpoint: name, scheduler: $1, encode: { _ in nil })) },
      answer: { wrap(&$0, Gate(source: $1)) })
    answerTypeName = nil
  }

  /// A writable key path to an endpoint in the dependencies.
  public typealias Path<F> = WritableKeyPath<DependencyValues, F> & Sendable
}

/// Puts `wrap` of the endpoint at `path` in its place.
private func replace<F>(
  _ dependencies: inout DependencyValues, _ path: WritableKeyPath<DependencyValues, F>,
  _ wrap: (F) -> F
) {
  dependencies[keyPath: path] = wrap(dependencies[keyPath: path])
}

/// Passes one call through the session's scheduler: the live call runs in a task of its own,
/// and its answer reaches the effect when the session delivers it.
private struct Gate<R: Sendable>: Sendable {
  let pass: @Sendable (@escaping @Sendable () async throws -> R) async throws -> R

  /// Through the session's scheduler.
  init(endpoint: String, scheduler: SessionScheduler, encode: @escaping @Sendable (R) -> JSONValue?)
  {
    pass = { live in try await scheduler.call(endpoint, encode: encode, live) }
  }

  /// From `source`, never calling the live endpoint.
  init(source: AnswerSource) {
    pass = { _ in
      guard let answer = try await source.next() as? R else {
        preconditionFailure("An answer of another type than the endpoint's")
      }
      return answer
    }
  }

  func callAsFunction(_ live: @escaping @Sendable () async throws -> R) async throws -> R {
    try await pass(live)
  }
}

/// Where an endpoint's answers come from when a test answers it: the next call's, awaited or
/// at once.
struct AnswerSource: Sendable {
  let next: @Sendable () async throws -> any Sendable
  let immediately: @Sendable () -> any Sendable
}
