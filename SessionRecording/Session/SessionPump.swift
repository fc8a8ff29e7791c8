import Dispatch
@_spi(Driver) import Runtime

/// Takes a live session's events one at a time — a sleeper waking, an answer arriving, a line
/// of input — and lets the store settle after each before it takes the next: the woken
/// effects run until they wait again, on the session's clock or on an endpoint, or end.
///
/// So what a recording shows happening between two events is everything that event caused,
/// and a generated test, which settles its store the same way after each step, sees the same.
@MainActor
final class SessionPump {
  let scheduler: SessionScheduler
  /// Runs the store's effect jobs one at a time on the main queue — the executor a test store
  /// uses, so in the same order — and tells the scheduler's signal of each one: a job that
  /// arrives while the session waits is something resuming an effect.
  let executor: SettlingExecutor

  init(scheduler: SessionScheduler) {
    self.scheduler = scheduler
    executor = SettlingExecutor { [signal = scheduler.signal] in signal.give() }
    executor.watch { [scheduler] in scheduler.activity }
  }

  /// Lets the effects run until none can make progress: no job of theirs is queued, and a
  /// whole turn of the main queue ran none and changed nothing at the boundary or in the store
  /// (the store watches its own effects once it is given the executor).
  ///
  /// Effects that never stop making progress (a loop that never waits) would keep it going:
  /// it gives up after `SettlingExecutor.busyTurnLimit` busy turns in a row *and* five seconds
  /// of wall time.
  func settle() async {
    await executor.settle(until: ContinuousClock.now.advanced(by: .seconds(5)))
  }

  /// Runs events until `done` holds after the store settled.
  func run(until done: @MainActor () -> Bool) async {
    while true {
      await settle()
      if done() { return }
      await take(scheduler.next(.none))
    }
  }

  /// Moves the session's time forward by `duration`, waking everyone due by then, in order —
  /// no sooner than `duration` of wall time from now — and taking answers as they arrive.
  func wait(_ duration: Duration) async {
    let target = scheduler.now + duration
    let wallDue = scheduler.wall.elapsed() + duration
    while true {
      await settle()
      let next = scheduler.next(.reach(target: target, wallDue: wallDue))
      if next == .reach {
        scheduler.advance(to: target)
        await settle()
        return
      }
      await take(next)
    }
  }

  /// The next line of input, once everything that happened before it arrived has been taken;
  /// `nil` at the end of input.
  func nextLine() async -> String? {
    while true {
      await settle()
      let next = scheduler.next(.input(arrivedAt: scheduler.inputArrival))
      if next == .input { return scheduler.takeLine() }
      await take(next)
    }
  }

  /// Feeds `lines` to ``nextLine()`` as they arrive.
  func read(_ lines: AsyncStream<String>) {
    Task { [scheduler] in
      for await line in lines { scheduler.received(line) }
      scheduler.received(nil)
    }
  }

  /// Carries out one event, or waits for one.
  private func take(_ next: SessionTimeline.Next) async {
    switch next {
    case .wake(let deadline):
      // Everyone due by the deadline wakes, one at a time, before anything else happens — as a
      // test clock's advance wakes them.
      while scheduler.wakeNext(dueBy: deadline) { await settle() }
    case .deliver:
      scheduler.deliverNext()
    case .reach, .input:
      break
    case .wait(let wallTime):
      await waitForSignal(orWallTime: wallTime)
    }
  }

  /// Waits until something arrives or the wall clock reaches `wallTime`.
  private func waitForSignal(orWallTime wallTime: Duration?) async {
    let timer = wallTime.map { wallTime in
      Task { [scheduler] in
        // Only a sleep that ran its course gives the signal: a cancelled timer giving it would
        // wake the next wait at once, and the one after, for ever.
        guard (try? await scheduler.wall.sleepUntil(wallTime)) != nil else { return }
        scheduler.signal.give()
      }
    }
    await scheduler.signal.wait {
      MainActorAssumption.run(
        "SessionPump's wait",
        onMainBecause: "the pump is main-actor code and a signal calls onSuspend in its waiter's "
          + "isolation"
      ) { suspended() }
    }
    timer?.cancel()
  }

  // MARK: - Watching it from a test

  /// How many times the pump has waited with nothing to do: settled, nothing due.
  private(set) var suspensions = 0
  private var suspensionWatchers: [CheckedContinuation<Void, Never>] = []

  private func suspended() {
    suspensions += 1
    let watchers = suspensionWatchers
    suspensionWatchers = []
    for watcher in watchers { watcher.resume() }
  }

  /// Returns the next time the pump waits with nothing to do, or ``stopWatching()`` is called.
  func nextSuspension() async {
    await withCheckedContinuation { suspensionWatchers.append($0) }
  }

  /// Releases whoever waits in ``nextSuspension()``: the session is over.
  func stopWatching() {
    let watchers = suspensionWatchers
    suspensionWatchers = []
    for watcher in watchers { watcher.resume() }
  }
}
