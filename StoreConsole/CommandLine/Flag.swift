/// A flag of a console program, declared once: the parser, the usage line and `--help` all
/// read these declarations.
///
/// ```swift
/// Flag<Opciones>.value("--data", "CARPETA", \.datos, help: ["carpeta de datos."], formerly: ["--datos"])
/// ```
public struct Flag<Options>: Sendable {
  /// As typed: `--data`.
  public let name: String
  /// What its value is called in the help (`CARPETA`); `nil` for a switch.
  public let valueName: String?
  /// What it does, one line of the help each.
  public let help: [String]
  /// Old spellings still understood; each use prints a note pointing at ``name``.
  public let formerly: [String]
  /// Sets it on the options; the value is `nil` for a switch.
  let apply: @Sendable (inout Options, String?) -> Void
  /// Whether the options have it already (only flags with a value can't be repeated).
  let isSet: @Sendable (Options) -> Bool

  /// A switch: `--json`.
  public static func toggle(
    _ name: String, _ path: WritableKeyPath<Options, Bool> & Sendable, help: [String],
    formerly: [String] = []
  ) -> Self {
    Self(
      name: name, valueName: nil, help: help, formerly: formerly,
      apply: { $0[keyPath: path] = $1 == nil }, isSet: { _ in false })
  }

  /// A flag with a value: `--data CARPETA` or `--data=CARPETA`.
  public static func value(
    _ name: String, _ valueName: String, _ path: WritableKeyPath<Options, String?> & Sendable,
    help: [String], formerly: [String] = []
  ) -> Self {
    Self(
      name: name, valueName: valueName, help: help, formerly: formerly,
      apply: { $0[keyPath: path] = $1 }, isSet: { $0[keyPath: path] != nil })
  }

  /// `--data CARPETA`, as the usage and the help write it.
  var usage: String { valueName.map { "\(name) \($0)" } ?? name }

  /// The flag of a part of larger options, found at `path`.
  func lifted<Outer>(_ path: WritableKeyPath<Outer, Options> & Sendable) -> Flag<Outer> {
    let (apply, isSet) = (self.apply, self.isSet)
    return Flag<Outer>(
      name: name, valueName: valueName, help: help, formerly: formerly,
      apply: { apply(&$0[keyPath: path], $1) }, isSet: { isSet($0[keyPath: path]) })
  }
}
