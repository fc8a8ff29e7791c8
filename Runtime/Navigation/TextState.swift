@_spi(Runtime) import Dumps

/// The text of an alert, a dialog or a button, as data a test can compare.
///
/// ```swift
/// AlertState {
///   TextState("¿Borrar la lista?")
/// }
/// ```
///
/// It holds plain text only (no fonts or colours): what a driver shows and what a test asserts.
public struct TextState: Equatable, Hashable, Sendable {
  /// The text.
  let string: String

  /// Text shown exactly as given.
  public init(verbatim content: String) { string = content }

  /// Text shown as given: `TextState("Cancelar")`.
  public init<S: StringProtocol>(_ content: S) { string = String(content) }

  /// The two texts one after the other.
  public static func + (lhs: Self, rhs: Self) -> Self { Self(verbatim: lhs.string + rhs.string) }
}

extension String {
  /// The plain text of a ``TextState``, for a driver to show: `String(state: alerta.title)`.
  public init(state: TextState) { self = state.string }
}

extension TextState: CustomStringConvertible {
  /// The text itself.
  public var description: String { string }
}

extension TextState: _DumpsAsSource {
  public var _dumpSource: String { Dumper.quoted(string) }
}
