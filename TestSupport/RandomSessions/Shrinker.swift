/// Shrinks a failing session's choices to a smaller list that still fails, as Hypothesis
/// shrinks the choices of a stateful test: delete whole steps (many at a time first, then one
/// by one), then lower each remaining choice that picks an action, a wait or a dependency's
/// answer toward 0, and repeat while that helps.
///
/// Every attempt reruns the body silently (the `rerun` given to ``shrink(_:)``); an attempt is kept when that run fails
/// too, and its own choices — often fewer, as a session ends at its first failure — become the
/// new smallest. Bounded by ``maximumReruns``.
struct Shrinker {
  /// A rerun of the body replaying `values`: whether it failed, the choices it made, and where
  /// each of its steps began.
  typealias Rerun = ([Int]) async -> (failed: Bool, choices: [Choice], stepStarts: [Int])

  /// The most reruns one shrink takes; a 40-step session needs far fewer.
  static let maximumReruns = 400

  private(set) var choices: [Choice]
  private(set) var stepStarts: [Int]
  private(set) var reruns = 0

  init(choices: [Choice], stepStarts: [Int]) {
    self.choices = choices
    self.stepStarts = stepStarts
  }

  /// Shrinks until a round changes nothing, or the reruns run out.
  nonisolated(nonsending) mutating func shrink(_ rerun: Rerun) async {
    for _ in 0..<8 {
      let before = choices
      await deleteSteps(rerun)
      await lowerChoices(rerun)
      if choices == before || reruns >= Self.maximumReruns { return }
    }
  }

  /// Tries `values`; keeps them (as the run's own choices) when the run still fails.
  nonisolated(nonsending) private mutating func attempt(
    _ values: [Int], _ rerun: Rerun
  ) async -> Bool {
    guard reruns < Self.maximumReruns else { return false }
    reruns += 1
    let result = await rerun(values)
    // Only a smaller session is kept — fewer choices, or as many with lower values — so the
    // shrinking always ends.
    let smaller =
      result.choices.count < choices.count
      || (result.choices.count == choices.count
        && result.choices.map(\.value).lexicographicallyPrecedes(choices.map(\.value)))
    guard result.failed, smaller else { return false }
    choices = result.choices
    stepStarts = result.stepStarts
    return true
  }

  /// Deletes runs of `width` steps, from the last backwards, halving `width` down to one.
  nonisolated(nonsending) private mutating func deleteSteps(_ rerun: Rerun) async {
    var width = max(1, stepStarts.count / 2)
    while width >= 1 {
      var first = stepStarts.count - width
      while first >= 0 {
        let start = stepStarts[first]
        let end = first + width < stepStarts.count ? stepStarts[first + width] : choices.count
        var values = choices.map(\.value)
        values.removeSubrange(start..<end)
        if await attempt(values, rerun) {
          first = min(first, stepStarts.count - width)
        } else {
          first -= width
        }
        if reruns >= Self.maximumReruns { return }
      }
      width /= 2
    }
  }

  /// Lowers each choice worth lowering: to 0, else to half, else by one.
  nonisolated(nonsending) private mutating func lowerChoices(_ rerun: Rerun) async {
    var index = 0
    while index < choices.count {
      let choice = choices[index]
      if choice.role != .stepKind, choice.value > 0 {
        for lower in Set([0, choice.value / 2, choice.value - 1]).sorted() {
          var values = choices.map(\.value)
          values[index] = lower
          if await attempt(values, rerun) { break }
        }
      }
      if reruns >= Self.maximumReruns { return }
      index += 1
    }
  }
}
