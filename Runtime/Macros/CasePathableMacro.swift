/// Gives an enum its case paths: the `AllCasePaths` the case paths plugin would generate, as
/// members of the enum, and the ``/CasePaths/CasePathable`` conformance.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case terminoCambio(String)
///   case busquedaIniciada
/// }
///
/// let accion = Action.terminoCambio("swift")
/// accion[case: \.terminoCambio]  // "swift"
/// ```
///
/// The plugin (`plugins: ["CasePathsPlugin"]`) skips an enum that carries the macro, or to
/// which `@Reducer` adds it, so a target can use both.
///
/// > Important: two cases with the same name (`case a(Int)`, `case a(String)`) cannot both have
/// > a case path; the macro says so.
@attached(
  member, names: named(AllCasePaths), named(allCasePaths), named(_caseNumber), named(_extract))
@attached(extension, conformances: CasePathable)
public macro CasePathable() =
  #externalMacro(module: "RuntimeMacros", type: "CasePathableMacro")
