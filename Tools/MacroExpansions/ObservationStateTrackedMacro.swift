import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// `@ObservationStateTracked`: a stored field of an `@ObservableState` struct, kept in an
/// `_name` field beside it and read and written through the registrar, so observers of the
/// field (and only they) hear of its changes. `@ObservableState` adds it to each stored `var`.
enum ObservationStateTrackedMacro {
  static func accessors(_ context: inout ExpansionContext) -> [String]? {
    guard let name = trackedName(&context) else { return nil }
    let storage = "_" + name.replacingBackticks()
    return [
      """
      @storageRestrictions(initializes: \(storage))
      init(initialValue) {
        \(storage) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return \(storage)
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(name), &\(storage), newValue, _$isIdentityEqual, shouldNotifyObservers)
      }
      """,
      """
      _modify {
        let oldValue = _$observationRegistrar.willModify(self, keyPath: \\.\(name), &\(storage))
        defer {
          _$observationRegistrar.didModify(self, keyPath: \\.\(name), &\(storage), oldValue, _$isIdentityEqual)
        }
        yield &\(storage)
      }
      """,
    ]
  }

  static func peers(_ context: inout ExpansionContext) -> [String]? {
    guard case .variable(let property) = context.declaration, property.isObservable,
      !isLeftAlone(property)
    else { return [] }  // The accessor role says why.
    return [
      context.storage(
        of: property, named: "_" + (property.name ?? "").replacingBackticks(),
        dropping: ["ObservationStateTracked"], adding: "@ObservationStateIgnored")
    ]
  }

  /// The property's name, when the macro can track it; otherwise `nil`, having said why.
  private static func trackedName(_ context: inout ExpansionContext) -> String? {
    guard case .variable(let property) = context.declaration else {
      context.diagnose(
        "'@ObservationStateTracked' can only be applied to a stored 'var'",
        at: context.declaration.keywordRange)
      return nil
    }
    guard property.isObservable, let name = property.name else {
      let reason =
        property.isLet
        ? "a 'let' never changes" : property.isStatic ? "it is static" : "it is not stored"
      context.diagnose(
        "'@ObservationStateTracked' cannot track this property: \(reason)",
        at: context.declaration.keywordRange)
      return nil
    }
    guard !isLeftAlone(property) else {
      context.diagnose(
        "'@ObservationStateTracked' cannot track a property that '@Presents', '@Shared' or "
          + "'@ObservationStateIgnored' already handles", at: context.declaration.keywordRange)
      return nil
    }
    return name
  }

  /// Whether another attribute handles the property's observation.
  private static func isLeftAlone(_ property: VariableDecl) -> Bool {
    (["ObservationStateIgnored", "PresentationState", "Presents"]
      + ObservableStateMacro.selfObservingWrappers)
      .contains { property.attributes.contains(named: $0) }
  }
}

extension ExpansionContext {
  /// What a storage declaration says about its type.
  enum TypeAnnotation {
    /// The property's own annotation, if it has one.
    case asWritten
    /// None: the initial value says it.
    case omitted
  }

  /// The private field behind a property: its attributes (less `dropping`, plus `adding`), its
  /// non-access modifiers, `name`, and its type and initial value (or `initializer`).
  func storage(
    of property: VariableDecl, named name: String, dropping: [String], adding: String?,
    typeAnnotation: TypeAnnotation = .asWritten, initializer: String? = nil
  ) -> String {
    let binding = property.bindings[0]
    var words = property.attributes.filter { attribute in
      !dropping.contains { attribute.isNamed($0, module: "Runtime") }
        && !attribute.isNamed(macroName, module: "Runtime")
    }.map(\.text)
    if let adding { words.append(adding) }
    words.append("private")
    words += property.modifiers.filter { AccessLevel(keyword: $0) == nil }
    words.append(property.keyword.text)
    var text = words.joined(separator: " ") + " " + name
    if typeAnnotation == .asWritten, let type = binding.type { text += ": " + type.typeText }
    if let value = initializer ?? binding.initializerText { text += " = " + value }
    return text
  }
}
