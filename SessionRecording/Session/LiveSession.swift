@_spi(Driver) import Runtime

/// A feature running live — a store with the world's dependencies — whose events the session
/// takes one at a time, recording them if asked: what a command line, or any driver, runs.
///
/// ```swift
/// let writer = try RecordingWriter(path: "sesion.jsonl")
/// let session = LiveSession(grabable, recordingTo: writer) { $0.dado = .live }
/// await session.send(.tirar)         // the person's action; the store settles
/// await session.wait(.seconds(2))    // two seconds of the session's time pass
/// await session.finish()             // the end line: how it ended, and the final state
/// ```
///
/// The store's clock (`continuousClock`) is the session's own (``SessionClock``) and each
/// declared endpoint passes through the session, so sleepers wake and answers arrive only when
/// the session takes them — each one once the store has settled after the last, in the order
/// the wall clock saw them happen. Then the recording says exactly what happened, and the test
/// generated from it (``TestGenerator``) passes, however loaded the machine was.
@MainActor
public final class LiveSession<Base: RecordableReducer> {
  /// The feature the session runs.
  public let feature: RecordableFeature<Base>
  /// The store running it.
  public let store: Store<Base.State, Base.Action>
  /// Every action the store processed, masked.
  public let log: ActionLog<Base.State, Base.Action>
  let pump: SessionPump
  private var observation: StoreObservation?
  private var ended = false

  /// A session of `feature` from its initial state.
  ///
  /// - Parameters:
  ///   - feature: The feature, its endpoints and masks.
  ///   - writer: Where to record the session; `nil` records nothing.
  ///   - wallClock: What paces the session's time; real time by default.
  ///   - dependencies: Sets the live dependencies (its context is `.live` on entry). The clock
  ///     and the declared endpoints are then wrapped by the session. The session starts with
  ///     memory of its own for `@Shared(.inMemory(…))` values (a session is the app's life):
  ///     two sessions in one process never see each other's values unless `dependencies`
  ///     gives them the same `defaultInMemoryStorage`.
  public init(
    _ feature: RecordableFeature<Base>, recordingTo writer: RecordingWriter? = nil,
    wallClock: WallClock = .continuous,
    dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) {
    self.feature = feature
    let scheduler = SessionScheduler(wall: wallClock, writer: writer)
    let log = ActionLog<Base.State, Base.Action>(mask: feature.mask)
    let store = Store(initialState: feature.initialState) {
      log.reducer(feature.reducer)
    } withDependencies: {
      $0.context = .live
      $0.defaultInMemoryStorage = InMemoryStorage()
      dependencies(&$0)
      for endpoint in feature.endpoints { endpoint.install(&$0, scheduler) }
      $0.continuousClock = SessionClock(scheduler: scheduler)
    }
    let pump = SessionPump(scheduler: scheduler)
    store.effectExecutor = pump.executor
    pump.executor.watch { [unowned log] in log.actions.count }
    log.countRunningEffects = { [unowned store] in store.runningEffectCount }
    log.onAction { recorded, _, _ in scheduler.record(RecordingLine.action(recorded)) }
    (self.store, self.log, self.pump) = (store, log, pump)
    observation = store.observe { [log] in log.endCycle(state: $0) }
  }

  /// The session's clock, which the store's effects sleep on.
  public var clock: SessionClock { SessionClock(scheduler: pump.scheduler) }

  /// Sends `action` as the person's, and lets the store settle: what it started runs until it
  /// waits on the clock or on an endpoint.
  ///
  /// - Returns: the task of the effects it started.
  @discardableResult
  public func send(_ action: Base.Action) async -> StoreTask {
    log.markNextAsPersons()
    let task = store.send(action)
    await pump.settle()
    return task
  }

  /// Takes the session's events — sleepers waking as their time comes, answers as they
  /// arrive — until every effect has finished, except those of `ongoing`, which are meant to
  /// run until stopped (a ticking timer).
  public func settle(ignoring ongoing: [StoreTask] = []) async {
    let finished = Flag()
    let waiter = Task { [store, scheduler = pump.scheduler] in
      await store.settle(ignoring: ongoing)
      finished.value = true
      scheduler.signal.give()
    }
    await pump.run { finished.value }
    waiter.cancel()
  }

  /// Lets `duration` of the session's time pass: everyone due by then wakes, in order, and
  /// answers are taken as they arrive; it takes at least `duration` of wall time.
  public func wait(_ duration: Duration) async { await pump.wait(duration) }

  /// Reads the person's input from `lines`, for ``nextLine()``.
  public func read(_ lines: AsyncStream<String>) { pump.read(lines) }

  /// The next line of input, once every event that happened before it arrived has been taken;
  /// `nil` at the end of input. The session keeps taking events while it waits.
  public func nextLine() async -> String? { await pump.nextLine() }

  /// Ends the session: lets it settle (except `ongoing`), cancels the effects still running,
  /// lets their cancellation settle, and records the end line with the final state.
  ///
  /// - Returns: How many effects were cancelled.
  @discardableResult
  public func finish(ignoring ongoing: [StoreTask] = []) async -> Int {
    guard !ended else { return 0 }
    ended = true
    await settle(ignoring: ongoing)
    let cancelled = store.cancelAllEffects()
    await settle()
    observation?.cancel()
    pump.scheduler.record(
      RecordingLine<Base.Action>.end(
        SessionEnd(cancelledEffects: cancelled, finalState: Dumper.line(store.state))))
    return cancelled
  }
}

/// A flag a task sets and the session reads, both on the main actor.
@MainActor
private final class Flag {
  var value = false
}
