import SwiftSourceParser

/// Which enums get their case paths from the `@CasePathable` macro rather than from the
/// generator.
///
/// The plugin skips an enum the macro expands on, and the macros ask the same question, so
/// both styles live in one target without an enum getting its case paths twice.
public enum CasePathableMacroRule {
  /// Whether `@CasePathable` expands on `decl`: it is an enum that carries the attribute, or
  /// one to which the `@Reducer` on `enclosingType` adds it.
  public static func expands(on decl: TypeDecl, in enclosingType: TypeDecl?) -> Bool {
    guard decl.kind == .enum else { return false }
    if decl.attributes.contains(named: "CasePathable", module: "Runtime") { return true }
    guard let enclosingType, enclosingType.attributes.contains(named: "Reducer", module: "Runtime")
    else { return false }
    return reducerAttributes(forNestedEnum: decl).contains("CasePathable")
  }

  /// The attributes, without `@`, that `@Reducer` adds to the enum `decl` nested in its type:
  /// `CasePathable` and `dynamicMemberLookup` on `State`, `CasePathable` on `Action`, less
  /// those the enum already has or conforms to.
  public static func reducerAttributes(forNestedEnum decl: TypeDecl) -> [String] {
    var attributes: [String] =
      switch decl.name {
      case "State": ["CasePathable", "dynamicMemberLookup"]
      case "Action": ["CasePathable"]
      default: []
      }
    if decl.inherits("CasePathable", module: "Runtime") {
      attributes.removeAll { $0 == "CasePathable" }
    }
    return attributes.filter { !decl.attributes.contains(named: $0, module: "Runtime") }
  }
}
