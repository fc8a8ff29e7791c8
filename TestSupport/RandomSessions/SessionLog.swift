import Runtime

/// What a random session did, step by step, in the terms of a `TestStore` test: the report
/// lists these steps and prints them as a test.
struct SessionLog: @unchecked Sendable {
  // Safe: it holds states and actions (`Any`) that only `RandomSession.run` writes, on the
  // main actor; the exploration reads a copy only after the run that wrote it has ended.

  /// One step of the session.
  struct Step {
    enum Kind {
      /// An action sent, with snapshots of the state right before and right after it.
      case send(Any, before: Any, after: Any)
      /// The test clock moved.
      case advance(Duration)
      /// Effects ran until none had anything left to do.
      case settle
    }

    let kind: Kind
    /// What dependencies drew from the session during the step, as their values print.
    var drawn: [String] = []
    /// Actions effects sent during the step, with snapshots of the states around each.
    var received: [(action: Any, before: Any, after: Any)] = []
  }

  /// The feature's type (`Tienda`) and where its session started (a snapshot of the state).
  var reducerName = "Feature"
  var initialState: Any?
  /// Whether the store's `continuousClock` was a `TestClock` (the session could move time).
  var hasClock = false
  var steps: [Step] = []
  /// The index in ``steps`` of the step during which the first failure was recorded.
  var failedAtStep: Int?
  /// Whether effects were still running when the session ended.
  var endedWithEffectsRunning = false

  /// The first choice of every step, so the shrinker can delete whole steps.
  var stepStarts: [Int] = []
}
