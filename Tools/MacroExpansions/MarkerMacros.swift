import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// Attributes that add nothing themselves and only mark a declaration for another macro to read:
/// `@ReducerCaseEphemeral` and `@ReducerCaseIgnored` on a case of an enum reducer,
/// `@ObservationStateIgnored` and `@DependencyEndpointIgnored` on a property. Each still checks
/// that it marks the kind of declaration it is for.
enum MarkerMacros {
  /// A mark on a case of a `@Reducer` enum (``ReducerCase/Kind``).
  static func onEnumCase(_ context: inout ExpansionContext) -> [String]? {
    mark(&context, isFor: "a case of a '@Reducer' enum") {
      if case .enumCase = $0 { true } else { false }
    }
  }

  /// A mark on a property that `@ObservableState` or `@DependencyClient` leaves alone.
  static func onProperty(_ context: inout ExpansionContext) -> [String]? {
    mark(&context, isFor: "a property") { if case .variable = $0 { true } else { false } }
  }

  private static func mark(
    _ context: inout ExpansionContext, isFor purpose: String, _ fits: (Node) -> Bool
  ) -> [String]? {
    guard fits(context.declaration) else {
      context.diagnose(
        "'@\(context.macroName)' marks \(purpose); it cannot be applied to "
          + context.declaration.article, at: context.declaration.keywordRange)
      return nil
    }
    return []
  }
}
