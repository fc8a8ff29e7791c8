/// Reports an error that was caught and should not have happened: a test failure under a test
/// runner, a line on standard error otherwise.
///
/// ```swift
/// do {
///   try await guardar(nota)
/// } catch {
///   reportIssue(error, "The note could not be saved")
/// }
/// ```
///
/// - Parameters:
///   - error: The error that was caught.
///   - message: What was being done, to put the error in context.
///   - fileID: The file where an error is reported: this call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line where an error is reported; leave the default.
///   - column: The column where an error is reported; leave the default.
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    "Caught error: \(error)" + (message().map { ": \($0)" } ?? ""),
    at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Runs `body`, and reports any error it throws instead of passing it on.
///
/// Use it where an error can only be a mistake, so it should fail the test (or be logged in
/// the app) rather than be handled:
///
/// ```swift
/// let datos = withErrorReporting("Encoding the cart") {
///   try JSONEncoder().encode(carrito)
/// }
/// ```
///
/// - Parameters:
///   - message: What `body` does, to put an error in context.
///   - fileID: The file where an error is reported: this call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line where an error is reported; leave the default.
///   - column: The column where an error is reported; leave the default.
///   - body: The work that may throw.
/// - Returns: What `body` returned, or `nil` when it threw.
///
/// > Important: the error is swallowed after it is reported. Where the caller must react to
/// > the failure, use `do`/`catch` instead.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R
) -> R? {
  do {
    return try body()
  } catch {
    reportIssue(
      error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Runs the async `body`, and reports any error it throws instead of passing it on.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> sending R
) async -> R? {
  do {
    return try await body()
  } catch {
    reportIssue(
      error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}
