import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// `@ObservableState`: a state whose fields a store's observers follow one by one (TCA's API).
///
/// On a struct it adds the registrar, `_$id` and `_$willModify()`, marks each stored `var`
/// `@ObservationStateTracked` (or `@ObservationStateIgnored` for `@Presents` and `@Shared`
/// fields), and adds the `ObservableState` conformance. On an enum, `_$id` and
/// `_$willModify()` follow the current case's state.
enum ObservableStateMacro {
  /// Property wrappers that observe themselves, so the macro leaves their fields alone.
  static let selfObservingWrappers = ["Shared", "SharedReader", "Fetch", "FetchAll", "FetchOne"]

  // MARK: Members

  static func members(_ context: inout ExpansionContext) -> [String]? {
    guard case .type(let decl) = context.declaration, decl.kind == .struct || decl.kind == .enum
    else {
      let name = context.declaration.typeName.map { "'\($0)'" } ?? "this"
      context.diagnose(
        "'@ObservableState' observes the fields of a struct or the case of an enum, and \(name) "
          + "is \(context.declaration.article): declare it as a struct or an enum",
        at: context.attributeOrDeclarationRange)
      return nil
    }
    guard decl.kind == .enum else {
      let properties = Set(decl.members.variables.flatMap(\.bindings).compactMap(\.name?.text))
      let functions = Set(decl.members.functions.map(\.name.text))
      return structMembers(skipping: properties.union(functions))
    }
    return enumMembers(cases: CasePath.tree(of: decl.members, payloadType: \.typeText))
  }

  /// The registrar, `_$id`, `_$willModify()` and `shouldNotifyObservers` of an observable struct,
  /// less those named in `skipping` that the struct declares itself. `@Reducer` writes the
  /// `State` it adds with them too.
  static func structMembers(skipping existing: Set<String> = []) -> [String] {
    var members: [String] = []
    if !existing.contains("_$observationRegistrar") {
      members.append(
        "@ObservationStateIgnored var _$observationRegistrar = Runtime.ObservationStateRegistrar()")
    }
    if !existing.contains("_$id") {
      members.append(
        """
        public var _$id: Runtime.ObservableStateID {
          _$observationRegistrar.id
        }
        """)
    }
    if !existing.contains("_$willModify") {
      members.append(
        """
        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }
        """)
    }
    if !existing.contains("shouldNotifyObservers") {
      let overloads = [
        ("Member", "true"), ("Member: Equatable", "lhs != rhs"),
        ("Member: AnyObject", "lhs !== rhs"), ("Member: Equatable & AnyObject", "lhs != rhs"),
      ]
      for (parameter, result) in overloads {
        members.append(
          """
          private nonisolated func shouldNotifyObservers<\(parameter)>(_ lhs: Member, _ rhs: Member) -> Bool {
            \(result)
          }
          """)
      }
    }
    return members
  }

  /// `_$id` and `_$willModify()` of an observable enum, switching over `cases` and numbering
  /// them in order (those in `#if` clauses too), so that two cases holding equal states have
  /// different identities. `@Reducer` writes its `State` enum's with it too.
  static func enumMembers(cases: [Conditional<CasePath>]) -> [String] {
    var tag = 0
    var identities: [String] = []
    var modifications: [String] = []
    collect(cases, tag: &tag, identities: &identities, modifications: &modifications)
    return [
      ReducerMacro.braced(
        "public var _$id: Runtime.ObservableStateID",
        [ReducerMacro.switchStatement("self", identities)]),
      ReducerMacro.braced(
        "public mutating func _$willModify()",
        [ReducerMacro.switchStatement("self", modifications)]),
    ]
  }

  private static func collect(
    _ cases: [Conditional<CasePath>], tag: inout Int, identities: inout [String],
    modifications: inout [String]
  ) {
    for item in cases {
      switch item {
      case .item(let casePath):
        let name = casePath.name
        if let payload = casePath.payload, payload.count == 1 {
          let label = payload[0].label.map { "\($0): " } ?? ""
          identities.append("case let .\(name)(state):\n  return ._$id(for: state)._$tag(\(tag))")
          modifications.append(
            "case var .\(name)(state):\n  Runtime._$willModify(&state)\n"
              + "  self = .\(name)(\(label)state)")
        } else {
          identities.append("case .\(name):\n  return Runtime.ObservableStateID()._$tag(\(tag))")
          modifications.append("case .\(name):\n  break")
        }
        tag += 1
      case .block(let clauses):
        for clause in clauses {
          identities.append(clause.header.text)
          modifications.append(clause.header.text)
          collect(clause.items, tag: &tag, identities: &identities, modifications: &modifications)
        }
        identities.append("#endif")
        modifications.append("#endif")
      }
    }
  }

  // MARK: Member attributes

  static func memberAttributes(_ context: inout ExpansionContext) -> [String]? {
    guard case .type(let parent)? = context.parent, parent.kind == .struct,
      case .variable(let property) = context.declaration, property.isObservable,
      !property.attributes.contains(named: "ObservationStateIgnored"),
      !property.attributes.contains(named: "ObservationStateTracked")
    else { return [] }
    var misused = false
    for (attribute, replacement) in [
      ("ObservationIgnored", "ObservationStateIgnored"),
      ("ObservationTracked", "ObservationStateTracked"), ("PresentationState", "Presents"),
    ] {
      guard let written = property.attributes.first(named: attribute) else { continue }
      context.diagnose(
        "'@ObservableState' observes this field itself, so '@\(attribute)' has no place here: "
          + "write '@\(replacement)'", at: written.range,
        fixIts: [("Replace with '@\(replacement)'", [(written.range, "@\(replacement)")])])
      misused = true
    }
    guard !misused, property.name != "_$observationRegistrar" else { return [] }
    let isIgnored =
      property.attributes.contains(named: "Presents")
      || selfObservingWrappers.contains { property.attributes.contains(named: $0) }
    return [isIgnored ? "@ObservationStateIgnored" : "@ObservationStateTracked"]
  }

  // MARK: Extension

  static func extensions(_ context: inout ExpansionContext) -> [String]? {
    guard case .type(let decl) = context.declaration, decl.kind == .struct || decl.kind == .enum,
      context.request.conformsToNew
    else { return [] }
    return [
      decl.availabilityPrefix
        + "extension \(context.extendedTypeName): Runtime.ObservableState, Observation.Observable {}"
    ]
  }
}

extension VariableDecl {
  /// Whether observation can track the property: one stored instance `var` with a name.
  var isObservable: Bool {
    !isLet && !isStatic && bindings.count == 1 && bindings[0].name != nil
      && bindings[0].accessors?.isComputed != true
  }

  /// The bound name, as written (backticks included).
  var name: String? { bindings.first?.name?.text }
}
