@_spi(Driver) import Runtime

/// How ``diff(_:_:format:)`` marks its lines.
public struct DiffFormat: Sendable {
  /// The mark of a line only in the first value.
  public var first: String
  /// The mark of a line only in the second value.
  public var second: String
  /// The mark of a line in both.
  public var both: String

  /// A format with the given marks.
  public init(first: String, second: String, both: String) {
    self.first = first
    self.second = second
    self.both = both
  }

  /// `-`, `+` and a space: for monospaced text, such as a terminal.
  public static let `default` = DiffFormat(first: "-", second: "+", both: " ")

  /// `−` (minus sign), `+` and a figure space, which line up in proportional fonts too. Test
  /// store failures use these marks.
  public static let proportional = DiffFormat(first: "\u{2212}", second: "+", both: "\u{2007}")
}

/// The difference between two values, line by line, with unchanged parts folded; `nil` when
/// they print the same.
///
/// ```swift
/// diff(Usuario(id: 42, nombre: "Ana"), Usuario(id: 42, nombre: "Ana María"))
/// //   Usuario(
/// //     id: 42,
/// // -   nombre: "Ana"
/// // +   nombre: "Ana María"
/// //   )
/// ```
///
/// Elements of `Identifiable` collections are paired by id, so a moved or changed element
/// shows as itself, not as a shift of everything after it.
///
/// - Parameters:
///   - lhs: The first value; its lines are marked `format.first`.
///   - rhs: The second value; its lines are marked `format.second`.
///   - format: The marks; ``DiffFormat/default`` unless given.
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
  DumpDiff.lines(lhs, rhs)?.map { line in
    // DumpDiff marks each line with one character and a space.
    let mark: String
    switch line.first {
    case "−": mark = format.first
    case "+": mark = format.second
    default: mark = format.both
    }
    return mark + line.dropFirst()
  }
  .joined(separator: "\n")
}
