import Runtime

/// Expects two values to be equal, and when they are not, fails the test with their
/// difference rather than two long lines to compare by eye.
///
/// ```swift
/// expectNoDifference(store.state.carrito, [LineaDeCarrito(producto: .camiseta, cantidad: 2)])
/// ```
///
/// The failure reads:
///
/// ```text
/// expectNoDifference failed: the two values differ.
///
///   [
///     [0]: LineaDeCarrito(
///       producto: Producto(…),
/// −     cantidad: 1
/// +     cantidad: 2
///     )
///   ]
///
/// (First: −, Second: +)
/// ```
///
/// - Parameters:
///   - expression1: The first value (usually what the code produced).
///   - expression2: The second value (usually what it should be).
///   - message: Says what is compared; it leads the failure.
///   - fileID: The file where a failure is reported: this call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line where a failure is reported; leave the default.
///   - column: The column where a failure is reported; leave the default.
///
/// > Important: an error thrown by either expression fails the test too.
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  FailureReporter.install()
  let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second else { return }
    let lead = message().map { "\($0) — " } ?? ""
    guard let difference = diff(first, second, format: .proportional) else {
      FailureReporter.fail(
        """
        \(lead)expectNoDifference failed: the two values are not equal, but print the same.

          \(Dumper.line(first))

        Their difference is in something printing does not show (a reference's identity, a \
        custom ==). Compare the parts that == looks at.
        """,
        at: location)
      return
    }
    let indented = difference.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
    FailureReporter.fail(
      """
      \(lead)expectNoDifference failed: the two values differ.

      \(indented)

      (First: \(DiffFormat.proportional.first), Second: \(DiffFormat.proportional.second))
      """,
      at: location)
  } catch {
    FailureReporter.fail(
      "\(message().map { "\($0) — " } ?? "")expectNoDifference failed: an expression threw "
        + "\(error).",
      at: location)
  }
}
