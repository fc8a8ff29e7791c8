/// Plays `count` random sessions of a feature — actions a person may take, answers the world
/// may give, time passing, effects in varying orders — and when one breaks a rule, shrinks it
/// to the shortest session that still does and reports it as a `TestStore` test.
///
/// ```swift
/// @Test
/// func procesandoSiempreTermina() async {
///   await withRandomSessions(200) { session in
///     let reloj = TestClock()
///     let store = TestStore(initialState: Tienda.State()) {
///       Tienda()
///     } withDependencies: {
///       $0.continuousClock = reloj
///       $0.pagos.cobrar = { _ in session.pick([.aprobado, .rechazado]) }
///     }
///     await session.run(store) { state in
///       [.anadir(.camiseta), state.procesando ? nil : .pagar]
///     } invariant: { state in
///       // …
///     }
///   }
/// }
/// ```
///
/// Each session calls `body` with a ``RandomSession`` whose seed decides every choice: the
/// seeds are `0 ..< count`, or `seed ..< seed + count`. Sessions run silently. The first that
/// fails — an invariant, a test store's failure, a runtime warning, an error thrown — ends the
/// exploration: its recorded choices are shrunk (fewer steps, earlier options, smaller numbers,
/// shorter waits) by rerunning `body` silently until nothing smaller fails, and then:
///
/// - the smallest session is played once more, its failures reported at their lines, each
///   naming the seed;
/// - one issue, at this call, reports `random session seed N`, `minimal session: K steps`,
///   the steps one per line, how to rerun the session (`.randomSession(seed: N)`), and the
///   session as a `TestStore` test to paste: its `send`s, `clock.advance(by:)`s and the
///   `receive`s of the actions effects sent.
///
/// Every session is a run of the test of its own: create the test stores, clocks and
/// dependencies inside `body`. Nothing is random across runs: the same seed plays, shrinks and
/// reports the same session on every machine.
///
/// - Parameters:
///   - count: How many sessions to play, at least 1.
///   - steps: The most steps ``RandomSession/run(_:actions:invariant:fileID:filePath:line:column:)``
///     takes in a session.
///   - seed: The first seed. Without it the seeds are `0 ..< count`.
///   - isolation: The actor `body` runs on; the caller's, by default.
///   - fileID: The file the session's report is recorded at: this call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line the report is recorded at; leave the default.
///   - column: The column the report is recorded at; leave the default.
///   - body: One session: create a store and call `session.run`.
///
/// > Important: Under a ``Testing/Trait/randomSessions(_:seed:sourceLocation:)`` or
/// > ``Testing/Trait/randomSession(seed:sourceLocation:)`` trait, the trait's seeds replace
/// > `count` and `seed`. Shrinking silences what TestSupport reports and, under Swift Testing,
/// > every issue; under XCTest, an `XCTAssert` in an invariant cannot be silenced, so its
/// > failures during shrinking show too — use `#expect`, or a Swift Testing test.
public func withRandomSessions(
  _ count: Int,
  steps: Int = 30,
  seed: UInt64? = nil,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: (RandomSession) async throws -> Void
) async rethrows {
  FailureReporter.install()
  let site = Exploration.Site.call(
    TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  let seeds: Range<UInt64>
  if let chosen = RandomSessionTrait.chosenSeeds {
    seeds = chosen
  } else if let range = Schedule.seeds(count: count, start: seed) {
    seeds = range
  } else {
    site.fail(Message.noRandomSessions(count: count))
    return
  }
  try await RandomExploration.run(
    seeds: seeds, steps: max(0, steps), isolation: isolation, at: site, body)
}
