/// The error an unimplemented dependency endpoint throws after reporting itself.
public struct UnimplementedError: Error, CustomStringConvertible, Sendable {
  /// The endpoint's name, such as `clienteBusqueda.buscar`.
  public let name: String
  public var description: String { "'\(name)' is unimplemented" }

  /// The error for the endpoint `name`; `@DependencyEndpoint`'s default throws it.
  public init(name: String) {
    self.name = name
  }
}

/// An endpoint for a client's `testValue` that fails the test, naming itself, when it is called,
/// then throws ``UnimplementedError``.
///
/// ```swift
/// extension ClienteBusqueda {
///   static let unimplemented = ClienteBusqueda(buscar: unimplemented("clienteBusqueda.buscar"))
/// }
/// ```
///
/// A test that exercises `buscar` must override it: `$0.clienteBusqueda.buscar = { … }`.
public func unimplemented<each Argument, Result>(
  _ name: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  let declared = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportUnimplemented(name, declaredAt: declared)
    throw UnimplementedError(name: name)
  }
}

/// An endpoint for a client's `testValue` that fails the test, naming itself, when it is called,
/// then returns `placeholder`. Use it for endpoints that cannot throw.
public func unimplemented<each Argument, Result: Sendable>(
  _ name: String,
  placeholder: Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  let declared = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportUnimplemented(name, declaredAt: declared)
    return placeholder
  }
}

/// An async endpoint that cannot throw, failing the test and returning `placeholder`.
public func unimplemented<each Argument, Result: Sendable>(
  _ name: String,
  placeholder: Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  let declared = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportUnimplemented(name, declaredAt: declared)
    return placeholder
  }
}

private func reportUnimplemented(_ name: String, declaredAt declared: CodeLocation) {
  reportIssue(
    """
    Unimplemented: '\(name)' was called, but the test did not override it.
    Override it in the test's dependencies, for example:
      withDependencies: { $0.\(name) = { … } }
    (The unimplemented endpoint is declared at \(declared).)
    """,
    at: IssueReporting.currentStep ?? declared)
}
