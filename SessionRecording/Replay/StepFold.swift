import Runtime

/// A feature's states one action at a time, before and after each: two folds of the actions,
/// each with memory of its own, one a step ahead while a step is shown — `--trace`'s view of a
/// session, live or replayed.
///
/// ```swift
/// var fold = StepFold(grabable)
/// fold.step(.tirar) { before, after in print(DumpDiff.lines(before, after) ?? []) }
/// ```
///
/// Copies of one state share its shared values (`@Shared` is a reference), so a single fold
/// could not show what an action did to one: "before" would already show "after". Here the
/// fold behind stays at "before" while the fold ahead takes the step, then catches up — two
/// reductions per action, and no effect is run.
public struct StepFold<Base: RecordableReducer> {
  private let feature: RecordableFeature<Base>
  private var behind: Fold
  private var ahead: Fold

  private struct Fold {
    var state: Base.State
    let memory = InMemoryStorage()
  }

  /// Two folds of `feature` at its initial state.
  public init(_ feature: RecordableFeature<Base>) {
    self.feature = feature
    behind = Fold(state: feature.initialState)
    ahead = Fold(state: feature.initialState)
  }

  /// The state after the steps so far.
  public var state: Base.State { behind.state }

  /// Takes the step `action` and calls `body` with the states before and after it, which are
  /// what they were only during the call.
  public mutating func step<R>(
    _ action: Base.Action, _ body: (_ before: Base.State, _ after: Base.State) throws -> R
  ) rethrows -> R {
    reduce(&ahead, action)
    defer { reduce(&behind, action) }
    return try body(behind.state, ahead.state)
  }

  private func reduce(_ fold: inout Fold, _ action: Base.Action) {
    withDependencies {
      $0.context = .test
      $0.defaultInMemoryStorage = fold.memory
    } operation: {
      _ = feature.reducer.reduce(into: &fold.state, action: action)
    }
  }
}
