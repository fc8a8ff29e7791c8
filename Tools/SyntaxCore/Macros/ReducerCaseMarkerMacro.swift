/// `@ReducerCaseEphemeral` and `@ReducerCaseIgnored`: marks on the cases of an enum reducer
/// that `@Reducer` reads (``ReducerCase/Kind``); they add nothing themselves.
enum ReducerCaseMarkerMacro {
  static func peers(_ context: inout ExpansionContext) -> [String]? {
    guard case .enumCase = context.declaration else {
      context.diagnose(
        "'@\(context.macroName)' marks a case of a '@Reducer' enum; it cannot be applied to "
          + context.declaration.article, at: context.declaration.keywordRange)
      return nil
    }
    return []
  }
}
