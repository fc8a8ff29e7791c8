import Dispatch

/// One settle of a ``SettlingExecutor`` in progress: turns of the main queue, taken as plain
/// blocks, until a whole turn passes with nothing run and nothing changed.
///
/// Each turn is a block put at the back of the main queue, so when it runs, every effect job and
/// every piece of main-actor work queued before it has run. A turn whose snapshot differs from
/// the one before made progress, and another turn follows.
///
/// Why blocks and not `await Task.yield()`: on Linux, an awaiting main-actor task is resumed
/// through the global pool (a thread wake-up, some 10–30 µs) before it gets back to the main
/// queue; a block costs well under a microsecond. The awaiting caller is resumed once, at the
/// end.
///
/// Effects that never stop (a loop that yields forever) would keep it going: it gives up only
/// past `deadline` *and* after ``SettlingExecutor/busyTurnLimit`` turns in a row that made progress. A slow
/// machine alone — a loaded CI box, the thread sanitizer, hundreds of tests sharing the main
/// queue — never cuts a settle short, so the time a machine takes cannot change what a test
/// sees.
@MainActor
final class Settling {
  private let deadline: ContinuousClock.Instant
  private let progress: @MainActor () -> SettlingExecutor.Progress
  private let then: @MainActor () -> Void
  private var busyTurns = 0

  init(
    deadline: ContinuousClock.Instant,
    progress: @escaping @MainActor () -> SettlingExecutor.Progress,
    then: @escaping @MainActor () -> Void
  ) {
    self.deadline = deadline
    self.progress = progress
    self.then = then
  }

  func start() { takeTurn(after: progress()) }

  private func takeTurn(after before: SettlingExecutor.Progress) {
    DispatchQueue.main.async { self.check(against: before) }
  }

  private func check(against before: SettlingExecutor.Progress) {
    let after = progress()
    if after.pending == 0, after.executed == before.executed, after.activity == before.activity {
      return then()
    }
    busyTurns += 1
    if busyTurns >= SettlingExecutor.busyTurnLimit, ContinuousClock.now >= deadline {
      return then()
    }
    takeTurn(after: after)
  }
}
