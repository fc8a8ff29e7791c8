import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// `@Presents`: a presented child's optional state in an `@ObservableState` struct, kept in a
/// `PresentationState` beside it, with `$name` for `ifLet(\.$name, action: …)` — what
/// `@PresentationState` is for a plain struct.
enum PresentsMacro {
  static func accessors(_ context: inout ExpansionContext) -> [String]? {
    guard let (name, _) = presentedProperty(&context, diagnosing: true) else { return nil }
    let storage = "_" + name.replacingBackticks()
    return [
      """
      @storageRestrictions(initializes: \(storage))
      init(initialValue) {
        \(storage) = Runtime.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return \(storage).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(name), &\(storage).wrappedValue, newValue, _$isIdentityEqual)
      }
      """,
    ]
  }

  static func peers(_ context: inout ExpansionContext) -> [String]? {
    guard case .variable(let property) = context.declaration,
      let (name, wrapped) = presentedProperty(&context, diagnosing: false)
    else { return [] }  // The accessor role says why.
    let bare = name.replacingBackticks()
    let type = "Runtime.PresentationState<\(wrapped)>"
    let modifiers = property.modifiers.filter { $0 != "lazy" }.map { $0 + " " }.joined()
    let projected = ReducerMacro.braced(
      "\(modifiers)var $\(bare): \(type)",
      [
        ReducerMacro.braced(
          "get",
          [
            "_$observationRegistrar.access(self, keyPath: \\.\(name))",
            "return _\(bare).projectedValue",
          ]),
        ReducerMacro.braced(
          "set",
          [
            "_$observationRegistrar.mutate(self, keyPath: \\.\(name), &_\(bare).projectedValue, "
              + "newValue, _$isIdentityEqual)"
          ]),
      ])
    let value = property.bindings[0].initializerText ?? "nil"
    let storage = context.storage(
      of: property, named: "_" + bare, dropping: ["Presents"], adding: "@ObservationStateIgnored",
      typeAnnotation: .omitted, initializer: "\(type)(wrappedValue: \(value))")
    return [projected, storage]
  }

  /// The property's name and the type it presents (`Destination.State` for
  /// `Destination.State?`), or `nil` when `@Presents` does not fit it.
  private static func presentedProperty(
    _ context: inout ExpansionContext, diagnosing: Bool
  ) -> (String, String)? {
    var problem: String?
    var result: (String, String)?
    if case .variable(let property) = context.declaration {
      if property.isLet || property.isStatic || !property.isObservable {
        problem = "'@Presents' can only be applied to a stored instance 'var'"
      } else if let type = property.bindings[0].type {
        if let wrapped = type.optionalWrappedType {
          result = (property.name!, wrapped)
        } else {
          problem =
            "'@Presents' presents a child that may be absent, so its type must be optional: "
            + "'\(type.typeText)?'"
        }
      } else {
        problem =
          "'@Presents' needs the property's type written out, for example "
          + "'var \(property.name!): Destination.State?'"
      }
    } else {
      problem = "'@Presents' can only be applied to a stored instance 'var'"
    }
    if let problem, diagnosing {
      var fixIts: [(message: String, changes: [(range: Range<Int>, newText: String)])] = []
      if case .variable(let property) = context.declaration, let type = property.bindings[0].type,
        let first = type.first, let last = type.last, type.optionalWrappedType == nil,
        property.isObservable
      {
        let text =
          type.count > 1 && type.contains(where: { $0.is("->") || $0.is("&") })
          ? "(\(type.typeText))?" : "\(type.typeText)?"
        fixIts.append(("Make it optional", [(first.offset..<last.end, text)]))
      }
      context.diagnose(problem, at: context.declaration.keywordRange, fixIts: fixIts)
    }
    return result
  }
}

extension [Token] {
  /// `T` for a type written `T?` or `Optional<T>`; `nil` for any other type.
  var optionalWrappedType: String? {
    if count > 1, last!.is("?") { return Array(dropLast()).typeText }
    if count > 3,
      self[0].isWord("Optional") || (self[0].isWord("Swift") && self[2].isWord("Optional")),
      last!.is(">")
    {
      let open = firstIndex { $0.is("<") }!
      return Array(self[(open + 1)..<(count - 1)]).typeText
    }
    return nil
  }
}
