import Foundation
@_spi(Driver) import Runtime

/// Writes values as the Swift expressions that build them — `Producto(id: 1, …)`,
/// `.tienda(Tienda.State(carrito: […]))` — from their dump trees.
///
/// Structs are written with their memberwise initializers, leaving out the fields of a type
/// among `defaultValues` that still have the value it has there; enum
/// cases with a leading dot; collections as array literals. A redacted secret is written as
/// ``secretMask``: in a recording every typed secret already is.
public struct SwiftSource {
  /// Names to write instead of values, keyed by the value's dump line: a constant the test
  /// declares once.
  public var constants: [String: String] = [:]
  /// Values whose fields a struct of the same type may leave out, by type.
  private var defaults: [ObjectIdentifier: Dumped] = [:]

  /// What a secret (a value whose dump is `Redacted`) is written as: always the same, so it
  /// reveals not even the length. An empty secret stays empty.
  public static let secretMask = "********"
  /// The modules of the types the code names, for its imports.
  public let modules = ImportedModules()

  /// A writer that leaves out the fields of `defaultValues`' types still at their values there.
  public init(defaultValues: [any Sendable] = [], constants: [String: String] = [:]) {
    for value in defaultValues {
      defaults[ObjectIdentifier(type(of: value))] = Dumper.dump(value)
    }
    self.constants = constants
  }

  /// `value` as an expression.
  /// A ``Runtime/Dumper/snapshot(_:)`` is written as the value was when it was taken.
  public func doc(_ value: Any) -> SourceDoc { doc(value as? Dumped ?? Dumper.dump(value)) }

  func doc(_ value: Dumped) -> SourceDoc {
    if !constants.isEmpty, let name = constants[Dumper.line(value.value)] {
      let identified = Dumper.typeName(type(of: value.value)).hasPrefix("IdentifiedArray<")
      return .text(identified ? "IdentifiedArray(uniqueElements: \(name))" : name)
    }
    switch value.node {
    case .leaf(let leaf):
      switch unwrapped(value.value) {
      case is any Redacted where leaf != "\"\"": return .text(Dumper.line(Self.secretMask))
      case let uuid as UUID: return .text("UUID(uuidString: \"\(uuid.uuidString)\")!")
      case let date as Date:
        return .text("Date(timeIntervalSince1970: \(date.timeIntervalSince1970))")
      default: return .text(leaf)
      }
    case .record(let name, let fields) where name.isEmpty:
      return .call("", arguments(fields))
    case .record(let name, let fields):
      let type = type(of: unwrapped(value.value) ?? value.value)
      modules.note(type)
      guard case .record(_, let defaultFields)? = defaults[ObjectIdentifier(type)]?.node else {
        return .call(name, arguments(fields))
      }
      let changed = zip(fields, defaultFields).filter {
        Dumper.line($0.value.value) != Dumper.line($1.value.value)
      }
      return .call(name, arguments(changed.map(\.0)))
    case .enumCase(let name, nil):
      return .text(".\(name)")
    case .enumCase(let name, let payload?):
      if case .record("", let fields) = payload.node {
        return .call(".\(name)", arguments(fields))
      }
      return .call(".\(name)", [doc(payload)])
    case .collection(let elements, _):
      return .array(elements.map(doc))
    case .dictionary(let entries):
      guard !entries.isEmpty else { return .text("[:]") }
      return .array(entries.map { .prefixed("\($0.key): ", doc($0.value)) })
    }
  }

  private func arguments(_ fields: [(label: String, value: Dumped)]) -> [SourceDoc] {
    fields.map { $0.label.isEmpty ? doc($0.value) : .prefixed("\($0.label): ", doc($0.value)) }
  }

  /// `value` with its type's name, so it can stand where no type is expected: an error thrown
  /// (`ErrorCredenciales.credencialesInvalidas`).
  public func qualified(_ value: Any) -> SourceDoc {
    let expression = doc(value)
    guard expression.singleLine.hasPrefix(".") else { return expression }
    modules.note(type(of: value))
    return .prefixed(Dumper.typeName(type(of: value)), expression)
  }
}

/// The modules a generated file must import, gathered as the code names their types.
public final class ImportedModules {
  /// The modules noted so far.
  public private(set) var names: Set<String> = []

  /// No modules yet.
  public init() {}

  /// Notes the modules of `type` and of its generic arguments (the standard library needs no
  /// import; a type of one of Runtime's layers needs `Runtime`, which re-exports it).
  public func note(_ type: Any.Type) {
    for name in String(reflecting: type).split(whereSeparator: { "<>, ()[]:?".contains($0) })
    where name.contains(".") {
      let module = String(name.prefix { $0 != "." })
      if module == "Swift" { continue }
      if runtimeLayerModules.contains(module) {
        names.insert("Runtime")
      } else {
        names.insert(module.hasPrefix("Foundation") ? "Foundation" : module)
      }
    }
  }
}

/// The value inside any optionals, or `nil` for none.
public func unwrapped(_ value: Any) -> Any? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional else { return value }
  return mirror.children.first.flatMap { unwrapped($0.value) }
}
