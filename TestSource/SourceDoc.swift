/// A piece of Swift source whose line breaks are not decided yet: the test generator builds
/// these, the random sessions of `TestSupport` too, and ``SourceLayout`` lays them out within the line width the way `swift format` does.
public indirect enum SourceDoc: Equatable, Sendable {
  /// Text that is never broken: `1299`, `"Demo"`, `.exito`.
  case text(String)
  /// Text glued in front of a piece: `id: 1`, `$0.mensaje = nil`, `let x = …`.
  case prefixed(String, SourceDoc)
  /// A piece with text glued after it: `.value(x).held`.
  case suffixed(SourceDoc, String)
  /// A call or tuple: `Nombre(a, b)`; the name is empty for a tuple.
  case call(String, [SourceDoc])
  /// An array literal: `[a, b]`.
  case array([SourceDoc])

  /// The piece on one line.
  public var singleLine: String {
    switch self {
    case .text(let text): text
    case .prefixed(let prefix, let doc): prefix + doc.singleLine
    case .suffixed(let doc, let suffix): doc.singleLine + suffix
    case .call(let name, let arguments):
      name + "(" + arguments.map(\.singleLine).joined(separator: ", ") + ")"
    case .array(let elements):
      "[" + elements.map(\.singleLine).joined(separator: ", ") + "]"
    }
  }
}
