import Foundation

/// A value taken apart with `Mirror`: the one tree every printer of values reads.
///
/// Dumps, diffs and failure messages print it as Swift-like source; a driver can walk it to
/// write the same value in another language (JSON, Swift literals) without a walker of its own.
///
/// ```swift
/// if case .record(let name, let fields) = Dumper.dump(Temporizador.State(segundos: 3)).node {
///   print(name, fields.map(\.label))  // Temporizador.State ["segundos"]
/// }
/// ```
///
/// > Important: field labels are already the names a person wrote: a property wrapper's
/// > storage (`_destino`) is listed under the property's name (`destino`). Secrets
/// > (``Redacted``) are leaves holding their redacted text, never the value.
public indirect enum DumpNode {
  /// A value printed as is: a number, a string literal, `nil`, a redacted secret.
  case leaf(String)
  /// A struct, class or tuple: `Tipo(campo: …)` (class and tuple names are omitted).
  case record(name: String, fields: [(label: String, value: Dumped)])
  /// An enum case: `.caso` or `.caso(payload)`.
  case enumCase(name: String, payload: Dumped?)
  /// An array or other sequence. `ids` holds each element's id when the elements are
  /// `Identifiable`, so two versions can be paired by id.
  case collection(elements: [Dumped], ids: [AnyHashable]?)
  /// A dictionary, or a set when `values` is nil, sorted by key.
  case dictionary(entries: [(key: String, value: Dumped)])
}

/// A dumped value: the original value, and its ``DumpNode``, built only when first needed so
/// that a diff of a large collection expands just the elements that changed.
///
/// ```swift
/// let dumped = Dumper.dump(["a": 1])
/// dumped.value  // ["a": 1], as it was given
/// dumped.node   // .dictionary(entries: [(key: "\"a\"", value: …)])
/// ```
public final class Dumped {
  /// The value as it was given (an optional stays optional; its node is the wrapped value's).
  public let value: Any
  /// The class instances on the path from the root to this value, to cut reference cycles.
  let ancestors: Set<ObjectIdentifier>
  /// The value taken apart, one level deep; its children are ``Dumped`` values too.
  public private(set) lazy var node: DumpNode = Dumper.node(for: value, ancestors: ancestors)

  init(_ value: Any, ancestors: Set<ObjectIdentifier> = []) {
    self.value = value
    self.ancestors = ancestors
  }

  /// A dumped value whose node is given rather than taken apart: a value printed in part.
  @_spi(Driver)
  public init(_ value: Any, node: DumpNode) {
    self.value = value
    self.ancestors = []
    self.node = node
  }
}

/// Takes values apart for printing and diffing: the tree (``dump(_:)``) and its two Swift-like
/// printings, on one line (``line(_:)``) or indented (``block(_:)``).
///
/// ```swift
/// Dumper.line(Buscador.Action.terminoCambio("swi"))  // .terminoCambio("swi")
/// ```
///
/// Only the parts a message needs are expanded: elements are dumped lazily by ``DumpDiff``.
public enum Dumper {
  /// `value` as a tree whose nodes are built as they are read.
  public static func dump(_ value: Any) -> Dumped { Dumped(value) }

  /// `value` on one line, as Swift source would write it: `.terminoCambio("swi")`.
  public static func line(_ value: Any) -> String {
    DumpPrinter.render(dump(value), style: .singleLine).joined()
  }

  /// `value` over several lines, two spaces per level; parts that fit in 80 columns stay on one.
  public static func block(_ value: Any) -> String {
    DumpPrinter.render(dump(value), style: .multiline).joined(separator: "\n")
  }

  static func node(for value: Any, ancestors: Set<ObjectIdentifier> = []) -> DumpNode {
    // A class instance seen again on the way down is a reference cycle: print it once.
    var ancestors = ancestors
    if type(of: value) is AnyClass {
      let identity = ObjectIdentifier(value as AnyObject)
      if ancestors.contains(identity) { return .leaf("\(typeName(type(of: value)))(↻)") }
      ancestors.insert(identity)
    }
    func dump(_ child: Any) -> Dumped { Dumped(child, ancestors: ancestors) }
    if let shared = value as? any _SharedValueDumping {
      return node(for: shared._dumpedValue, ancestors: ancestors)
    }
    switch value {
    case let value as any Redacted: return .leaf(value.redactedDescription)
    case let value as any _DumpsAsSource: return .leaf(value._dumpSource)
    case let string as String: return .leaf(quoted(string))
    case let substring as Substring: return .leaf(quoted(String(substring)))
    case let character as Character: return .leaf(quoted(String(character)))
    case let bool as Bool: return .leaf("\(bool)")
    case let number as any BinaryInteger: return .leaf("\(number)")
    case let number as any BinaryFloatingPoint: return .leaf("\(number)")
    case let uuid as UUID: return .leaf("UUID(\(uuid.uuidString))")
    case let date as Date: return .leaf("Date(\(date.formatted(.iso8601)))")
    case let url as URL: return .leaf("URL(\(url.absoluteString))")
    case let duration as Duration: return .leaf("\(duration)")
    case let decimal as Decimal: return .leaf("\(decimal)")
    case let type as Any.Type: return .leaf("\(typeName(type)).self")
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return .leaf("nil") }
      return node(for: wrapped, ancestors: ancestors)
    case .enum:
      guard let child = mirror.children.first else {
        return .enumCase(name: "\(value)", payload: nil)
      }
      return .enumCase(name: child.label ?? "?", payload: dump(child.value))
    case .collection:
      let elements = mirror.children.map { dump($0.value) }
      let ids = identifiers(of: elements.map(\.value))
      return .collection(elements: elements, ids: ids)
    case .set:
      let entries = mirror.children.map {
        (key: DumpPrinter.key(dump($0.value)), value: dump($0.value))
      }
      return .dictionary(entries: entries.sorted { $0.key < $1.key })
    case .dictionary:
      var entries: [(key: String, value: Dumped)] = []
      for child in mirror.children {
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        if pair.count == 2 {
          entries.append((key: DumpPrinter.key(dump(pair[0])), value: dump(pair[1])))
        } else if let label = child.label {
          entries.append((key: label, value: dump(child.value)))
        }
      }
      return .dictionary(entries: entries.sorted { $0.key < $1.key })
    case .tuple:
      let fields = mirror.children.enumerated().map { index, child in
        (
          label: child.label.flatMap { $0.hasPrefix(".") ? nil : $0 } ?? "",
          value: dump(child.value)
        )
      }
      return .record(name: "", fields: fields)
    case .struct, .class:
      if mirror.children.isEmpty, mirror.displayStyle == .struct,
        let custom = value as? any CustomStringConvertible
      {
        let text = custom.description
        if !text.isEmpty, text != typeName(type(of: value)) + "()" { return .leaf(text) }
      }
      let name = typeName(type(of: value))
      let isObservable = value is any _ObservableStateDumping
      let fields = mirror.children.compactMap { child -> (label: String, value: Dumped)? in
        // `@ObservableState`'s registrar is not part of the value, and its storage `_count` is
        // the property `count`.
        if child.value is any _OmittedFromDumps { return nil }
        let label = child.label ?? ""
        return (
          label: isObservable && label.hasPrefix("_")
            ? String(label.dropFirst()) : fieldLabel(label, value: child.value),
          value: dump(child.value)
        )
      }
      return .record(name: name, fields: fields)
    default:
      return .leaf(String(describing: value))
    }
  }

  private static func identifiers(of values: [Any]) -> [AnyHashable]? {
    guard !values.isEmpty else { return nil }
    var ids: [AnyHashable] = []
    ids.reserveCapacity(values.count)
    for value in values {
      guard let element = value as? any Identifiable else { return nil }
      ids.append(identifier(of: element))
    }
    return Set(ids).count == ids.count ? ids : nil
  }

  private static func identifier(of element: some Identifiable) -> AnyHashable {
    AnyHashable(element.id)
  }

  private static func fieldLabel(_ label: String, value: Any) -> String {
    if label.hasPrefix("_"), value is any _PropertyWrapperDumping {
      return String(label.dropFirst())
    }
    return label
  }

  /// A type's name without its module, as a dump prints it: `Buscador.State`,
  /// `IdentifiedArray<Int, Fila.State>`, `Array<Resultado>`.
  public static func typeName(_ type: Any.Type) -> String {
    let full = withoutContextMarkers(String(reflecting: type))
    var result = ""
    var token = ""
    func flush(_ separator: Character?) {
      result += token
      token = ""
      if let separator { result.append(separator) }
    }
    // Drop each qualified name's first component (its module) when it has more than one.
    for component in splitGeneric(full) {
      switch component {
      case .name(let name):
        let parts = name.split(separator: ".")
        token = parts.count > 1 ? parts.dropFirst().joined(separator: ".") : name
        flush(nil)
      case .punctuation(let character):
        flush(character)
      }
    }
    return result
  }

  /// A private type's name has a context marker, `Modulo.(unknown context at $1f2e).Tipo`:
  /// drop it, as Swift source would.
  private static func withoutContextMarkers(_ name: String) -> String {
    let marker = "(unknown context at $"
    guard name.contains(marker) else { return name }
    var result = name
    while let start = result.range(of: marker),
      let end = result.range(of: ").", range: start.upperBound..<result.endIndex)
    {
      result.removeSubrange(start.lowerBound..<end.upperBound)
    }
    return result
  }

  private enum TypeNameComponent {
    case name(String)
    case punctuation(Character)
  }

  private static func splitGeneric(_ text: String) -> [TypeNameComponent] {
    var components: [TypeNameComponent] = []
    var current = ""
    for character in text {
      if "<>, ()[]:?".contains(character) {
        if !current.isEmpty { components.append(.name(current)) }
        current = ""
        components.append(.punctuation(character))
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { components.append(.name(current)) }
    return components
  }

  /// `string` as a Swift string literal: the one Swift escaper, so what a dump prints is also
  /// valid source (control characters as `\u{…}`).
  @_spi(Runtime)
  public static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7f:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// A value whose contents must never be printed, such as a password. Dumps, diffs and traces
/// show ``redactedDescription`` instead.
public protocol Redacted {
  /// What to print in place of the value.
  var redactedDescription: String { get }
}

// How the architecture's own types dump, told by conforming to the protocols below. They are
// public because a conformance cannot be `@_spi`, and underscored because they are machinery
// for Runtime's types, not API (docs/architecture.md, "Runtime's layers").

/// A value that dumps and diffs print as one piece of source text, such as `"Alert!"` for a
/// `TextState` or `.set(\.texto, "Hola")` for a binding action.
public protocol _DumpsAsSource {
  /// The text to print for the value.
  var _dumpSource: String { get }
}

/// Property wrappers whose backing field (`_destino`) should be printed under the wrapped
/// property's name (`destino`): `PresentationState`, `Shared`.
public protocol _PropertyWrapperDumping {}

/// A shared value (`Shared`): printed as the value it holds. Two copies of one shared value
/// hold the same value, so a diff between them compares what it was with what it is.
public protocol _SharedValueDumping {
  /// The value to print.
  var _dumpedValue: Any { get }
  /// When `other` is a copy of the same shared value, the values to diff: before (what it was,
  /// or what a test asserted) and after (what it is).
  func _diffValues(against other: any _SharedValueDumping) -> (before: Any, after: Any)?
}

/// A state whose stored properties are the storage of the properties a person wrote (`_cuenta`
/// for `cuenta`): what `@ObservableState` writes. A dump prints each under the property's name.
public protocol _ObservableStateDumping {}

/// A stored property that is not part of the value it is stored in, which dumps leave out:
/// `@ObservableState`'s registrar.
public protocol _OmittedFromDumps {}

/// Whether two values are equal, when their type is `Equatable`; `nil` when it can't tell.
func dumpValuesEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return lhs.isEqual(toAny: rhs)
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
