import Runtime

/// TCA's `Store.*` and `NestedStore.*` benchmarks, under TCA's names, on ``NestedFeature``: a
/// feature that presents itself through `@Presents` and `ifLet`, one level (`Store.*`) or ten
/// levels deep (`NestedStore.*`, the deepest store scoped from the root one level at a time).
///
/// - `Store.Scope`: creating the one-level store (as in TCA, no scoping happens at one level),
///   against creating a class that holds the same state.
/// - `Store.Send`: a send of `increment` to the one-level store, against calling the feature's
///   reducer directly.
/// - `Store.Access`: reading the one-level store's `state`, against reading a class's property.
/// - `NestedStore.Scope`: creating the ten-level root store and scoping down to its deepest
///   store, against `Store.Scope`.
/// - `NestedStore.Send`: a send of `increment` to the deepest store, against `NestedStore.RootSend`.
///   The bar: at most 3×.
/// - `NestedStore.RootSend`: a send of `increment` to the root, with the deepest store alive,
///   against `Store.Send`.
/// - `NestedStore.NestedSend`: a send to the root of `increment` for the level below it,
///   against `NestedStore.RootSend`.
/// - `NestedStore.Access`: reading the deepest store's `state`, against `Store.Access`.
///
/// Every measurement takes its samples in turn with the others.
@MainActor
enum StoreSuite {
  static let levels = 10
  static let sends = 2_000
  static let scopes = 100
  static let reads = 20_000

  static func run() async -> [Result] {
    let shallow = Store(initialState: NestedFeature.state(levels: 1)) { NestedFeature() }
    let root = Store(initialState: NestedFeature.state(levels: levels)) { NestedFeature() }
    let deepest = NestedFeature.deepest(levels: levels, from: root)
    let nestedAction = NestedFeature.Action.child(.presented(.increment))

    let sendSamples = await measureAlternating(
      repetitions: 7, operations: sends,
      [
        { directSends() },
        { sendMany(.increment, to: shallow) },
        { sendMany(.increment, to: root) },
        { sendMany(.increment, to: deepest) },
        { sendMany(nestedAction, to: root) },
      ])
    let (direct, shallowSend, rootSend, deepSend, nestedSend) = (
      sendSamples[0], sendSamples[1], sendSamples[2], sendSamples[3], sendSamples[4]
    )

    let scopeSamples = await measureAlternating(
      repetitions: 7, operations: scopes,
      [
        { for _ in 0..<scopes { blackHole(Holder(NestedFeature.state(levels: 1))) } },
        {
          for _ in 0..<scopes {
            blackHole(Store(initialState: NestedFeature.state(levels: 1)) { NestedFeature() })
          }
        },
        {
          for _ in 0..<scopes {
            let root = Store(initialState: NestedFeature.state(levels: levels)) {
              NestedFeature()
            }
            blackHole(NestedFeature.deepest(levels: levels, from: root))
          }
        },
      ])
    let (holderInit, shallowScope, nestedScope) = (
      scopeSamples[0], scopeSamples[1], scopeSamples[2]
    )

    let holder = Holder(NestedFeature.state(levels: 1))
    let accessSamples = await measureAlternating(
      repetitions: 7, operations: reads,
      [
        { for _ in 0..<reads { blackHole(holder.read()) } },
        { readMany(shallow) },
        { readMany(deepest) },
      ])
    let (holderRead, shallowRead, deepRead) = (accessSamples[0], accessSamples[1], accessSamples[2])
    blackHole(root)

    return [
      row("Store.Scope", shallowScope, over: "class-init", holderInit, bar: 20),
      row("Store.Send", shallowSend, over: "direct-reduce", direct, bar: 4),
      row("Store.Access", shallowRead, over: "class-read", holderRead, bar: 20),
      row("NestedStore.Scope", nestedScope, over: "Store.Scope", shallowScope, bar: 20),
      row("NestedStore.Send", deepSend, over: "NestedStore.RootSend", rootSend, bar: 3),
      row("NestedStore.RootSend", rootSend, over: "Store.Send", shallowSend, bar: 2),
      row("NestedStore.NestedSend", nestedSend, over: "NestedStore.RootSend", rootSend, bar: 2),
      row("NestedStore.Access", deepRead, over: "Store.Access", shallowRead, bar: 20),
    ]
  }

  /// A row whose bar is a ratio to its baseline, both sampled in turn.
  static func row(
    _ name: String, _ samples: [Double], over baseline: String, _ baselineSamples: [Double],
    bar: Double
  ) -> Result {
    Result(
      name: name, samples: samples, baseline: baseline, baselineSamples: baselineSamples,
      bar: "<= \(Int(bar))x", met: Stats.pairedRatio(samples, over: baselineSamples) <= bar,
      paired: true)
  }

  /// The one-level feature's reducer called directly, `sends` times: `Store.Send`'s baseline.
  @inline(never)
  static func directSends() {
    var state = NestedFeature.state(levels: 1)
    let reducer = NestedFeature().body
    for _ in 0..<sends { blackHole(reducer.reduce(into: &state, action: .increment)) }
    blackHole(state.count)
  }

  @inline(never)
  static func sendMany(_ action: NestedFeature.Action, to store: StoreOf<NestedFeature>) {
    for _ in 0..<sends { blackHole(store.send(action)) }
  }

  @inline(never)
  static func readMany(_ store: StoreOf<NestedFeature>) {
    for _ in 0..<reads { blackHole(store.state) }
  }
}

/// A class holding a state, nothing more: what the `Store.Scope` and `Store.Access` baselines
/// create and read.
final class Holder<State> {
  var state: State
  init(_ state: State) { self.state = state }

  @inline(never)
  func read() -> State { state }
}
