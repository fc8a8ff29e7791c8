/// Every scenario, in the order they run.
@MainActor
enum Catalog {
  struct Scenario {
    let names: [String]
    let run: @MainActor () async -> [Result]
  }

  static let all: [Scenario] = [
    Scenario(
      names: ["store-send", "store-send-observed", "store-send-observable"], run: StoreSend.run),
    Scenario(names: ["observation-fanout"], run: ObservationFanout.run),
    Scenario(names: ["scope-depth"], run: ScopeDepth.run),
    Scenario(names: ["body-cache"], run: BodyCache.run),
    Scenario(names: ["effect-roundtrip"], run: EffectRoundtrip.run),
    Scenario(names: ["teststore-step"], run: TestStoreStep.run),
    Scenario(names: ["diff-large"], run: DiffLarge.run),
    Scenario(names: ["testclock-scale"], run: TestClockScale.run),
    Scenario(names: ["schedules-overhead"], run: SchedulesOverhead.run),
    Scenario(names: ["memory"], run: Memory.run),
    Scenario(names: ["orders-append"], run: OrdersAppend.run),
    Scenario(names: ["replay-scale"], run: ReplayScale.run),
    Scenario(names: ["random-session-step"], run: RandomSessionStep.run),
    Scenario(names: ["shrink"], run: Shrink.run),
    Scenario(
      names: [
        "Store.Scope", "Store.Send", "Store.Access", "NestedStore.Scope", "NestedStore.Send",
        "NestedStore.RootSend", "NestedStore.NestedSend", "NestedStore.Access",
      ], run: StoreSuite.run),
    Scenario(
      names: ["Observation.MutateField", "Observation.AppendItem", "Observation.MutateItem"],
      run: ObservationSuite.run),
    Scenario(names: ["Effect.Merge", "Effect.MergeNested"], run: EffectMerge.run),
    Scenario(names: ["Dependencies.Overrides"], run: DependencyOverrides.run),
    Scenario(names: ["list-mutate", "list-append"], run: ListScale.run),
    Scenario(names: ["compile-time"], run: CompileTime.run),
  ]

  static var names: [String] { all.flatMap(\.names) }
}
