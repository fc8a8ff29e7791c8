/// Runs `body` once per schedule — each a different, reproducible interleaving of the effects
/// its test stores run at the same time — and stops at the first schedule that fails.
///
/// Two effects running at once may deliver in either order. A test store runs their jobs first
/// in, first out, so a test that only passes in that order passes every time, and the feature
/// fails in production. Exploration makes such a test fail here, with a seed to rerun it:
///
/// ```swift
/// @Test
/// func ambasRespuestasLlegan() async {
///   await withSchedules(40) {
///     let store = TestStore(initialState: Panel.State()) {
///       Panel()
///     } withDependencies: {
///       $0.perfiles.cargar = { .demo }
///       $0.avisos.cargar = { [.bienvenida] }
///     }
///     await store.send(.aparecio)
///     await store.receive(inAnyOrder: [.perfilCargado(.demo), .avisosCargados([.bienvenida])]) {
///       $0.perfil = .demo
///       $0.avisos = [.bienvenida]
///     }
///   }
/// }
/// ```
///
/// Schedule seed 0 is the order without exploration (first in, first out). Under any other seed,
/// whenever more than one job of a store's effects is ready, the next one is drawn from a
/// generator seeded with it, and sleepers of a ``TestClock`` that are due at the same instant
/// wake in a drawn order. Nothing else changes: each effect's own code runs in program order,
/// time moves only when the test advances a clock, and a seed gives the same run every time, on
/// every machine.
///
/// Every failure recorded under a schedule ends with `Recorded under schedule seed N` and how to
/// rerun just that one: `@Test(.schedule(seed: N))`, or `withSchedules(1, seed: N) { … }`. In
/// Swift Testing the traits ``Testing/Trait/schedules(_:seed:sourceLocation:)`` and
/// ``Testing/Trait/schedule(seed:sourceLocation:)`` do the same around a whole test.
///
/// - Parameters:
///   - count: How many schedules to run, at least 1.
///   - seed: The first seed. Without it the seeds are `0 ..< count`; with it, `seed ..< seed +
///     count`.
///   - isolation: The actor `body` runs on; the caller's, by default.
///   - fileID: The file a failure of the exploration itself is reported at: this call; leave
///     the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line a failure of the exploration itself is reported at; leave the default.
///   - column: The column a failure of the exploration itself is reported at; leave the
///     default.
///   - body: The test to explore. Create the test stores (and clocks) inside it, so each
///     schedule starts from scratch.
///
/// > Important: Only what runs on a test store's executor is explored: effects' tasks, their
/// > child tasks and task groups. An unstructured `Task { }` inside an effect runs on the global
/// > pool, outside any schedule. Inside another exploration (a `.schedule(seed:)` trait around
/// > the test), `withSchedules` runs `body` once, under the schedule already chosen. An error
/// > `body` throws ends the exploration and is rethrown unchanged, with a warning naming the
/// > seed.
public func withSchedules(
  _ count: Int,
  seed: UInt64? = nil,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () async throws -> Void
) async rethrows {
  FailureReporter.install()
  let site = Exploration.Site.call(
    TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  guard let seeds = Schedule.seeds(count: count, start: seed) else {
    site.fail(Message.noSchedules(count: count))
    return
  }
  try await Exploration.run(seeds: seeds, isolation: isolation, at: site, body)
}
