/// Builds a case path from an enum case: `/Action.filas` (see `/(embed:)`).
prefix operator /

/// A case path from an enum case's embedding function: `/Action.filas` — TCA's older spelling of
/// a case path, before `@CasePathable` and case key paths (`\.filas`), which are preferred.
///
/// ```swift
/// let filas = /Action.filas  // AnyCasePath<Action, (Fila.State.ID, Fila.Action)>
/// filas.extract(from: .filas(id: 1, action: .tocar))  // (1, .tocar)
/// ```
///
/// Extracting reads the case's payload by reflection and checks it is this case by embedding it
/// again, so the case must be the only one of its name (as Swift requires) and its payload a
/// value, as enum cases are.
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
  let embed = CaseEmbedding(embed: embed)
  return AnyCasePath(
    embed: { embed.embed($0) },
    extract: { root in
      guard let (label, value) = enumPayload(of: root, as: Value.self),
        enumPayload(of: embed.embed(value), as: Value.self)?.label == label
      else { return nil }
      return value
    },
    name: "")
}

/// An enum case's embedding function, which is pure: it builds a value from its argument and
/// captures nothing.
// Safe: an enum case's constructor has no state to share; the function is only ever called.
private struct CaseEmbedding<Root, Value>: @unchecked Sendable {
  let embed: (Value) -> Root
}

/// The case name and payload of `root`, when it is an enum case whose payload is a `Value`.
private func enumPayload<Value>(of root: Any, as _: Value.Type) -> (label: String, value: Value)? {
  let mirror = Mirror(reflecting: root)
  guard mirror.displayStyle == .enum, let child = mirror.children.first,
    let label = child.label, let value = child.value as? Value
  else { return nil }
  return (label, value)
}

extension AnyCasePath {
  /// Changes the payload of `root` in place when it is this case, and throws
  /// ``CasePathExtractionFailed`` (changing nothing) when it is another.
  ///
  /// ```swift
  /// try (/Estado.conectado).modify(&estado) { $0.intentos += 1 }
  /// ```
  public func modify<Result>(
    _ root: inout Root, _ body: (inout Value) throws -> Result
  ) throws -> Result {
    guard var value = extract(from: root) else { throw CasePathExtractionFailed() }
    let result = try body(&value)
    root = embed(value)
    return result
  }
}

/// Thrown by ``AnyCasePath/modify(_:_:)`` when the value is another case than the path's.
public struct CasePathExtractionFailed: Error, Equatable {
  /// Creates the error.
  public init() {}
}
