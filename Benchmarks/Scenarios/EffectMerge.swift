import Runtime

/// `Effect.Merge`: merging 100 `Effect.none` (TCA dropped its effect-merging suite), against
/// building the array of 100 `.none` effects that is merged. `Effect.MergeNested`: the same 100
/// merged one at a time with `merge(with:)`, against the same array. Merging nothing but `.none`
/// must give `.none` and start nothing; the bar is that it costs at most twice its input.
@MainActor
enum EffectMerge {
  static let count = 100
  static let merges = 5_000

  static func run() async -> [Result] {
    var allNone = true
    let samples = await measureAlternating(
      operations: merges,
      [
        { for _ in 0..<merges { blackHole(noneArray()) } },
        {
          for _ in 0..<merges {
            let merged = Effect<Counter.Action>.merge(noneArray())
            allNone = allNone && merged.isNone
          }
        },
        {
          for _ in 0..<merges {
            var merged = Effect<Counter.Action>.none
            for effect in noneArray() { merged = merged.merge(with: effect) }
            allNone = allNone && merged.isNone
          }
        },
      ])
    let (array, flat, nested) = (samples[0], samples[1], samples[2])
    return [
      Result(
        name: "Effect.Merge", samples: flat, baseline: "array-of-none", baselineSamples: array,
        bar: "<= 2x, gives .none", met: allNone && Stats.pairedRatio(flat, over: array) <= 2,
        paired: true),
      Result(
        name: "Effect.MergeNested", samples: nested, baseline: "array-of-none",
        baselineSamples: array, bar: "<= 2x, gives .none",
        met: allNone && Stats.pairedRatio(nested, over: array) <= 2, paired: true),
    ]
  }

  @inline(never)
  static func noneArray() -> [Effect<Counter.Action>] {
    Array(repeating: .none, count: count)
  }
}
