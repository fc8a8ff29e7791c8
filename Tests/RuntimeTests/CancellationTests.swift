@_spi(Driver) import Runtime
import TestSupport
import Testing

/// A feature for cancellation edge cases: effects gated by the test, cancellable by id.
private struct Gated: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case start(Int, cancelInFlight: Bool)
    case cancel
    case startAndCancel
    case finished(Int)
    case spawn(Int)
    case done
  }
  enum CancelID: Hashable, Sendable { case work }
  let gate: Gate
  let log: Log

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let number, let cancelInFlight):
      return .run { [gate, log] send in
        log.append("started \(number)")
        await gate.wait()
        await send(.finished(number))
      }
      .cancellable(id: CancelID.work, cancelInFlight: cancelInFlight)
    case .cancel:
      return .cancel(id: CancelID.work)
    case .startAndCancel:
      return .merge(
        .run { [log] send in
          log.append("should not start")
          await send(.finished(-1))
        }
        .cancellable(id: CancelID.work),
        .cancel(id: CancelID.work))
    case .finished(let number):
      state.log.append("finished \(number)")
      return .none
    case .spawn(let number):
      return .run { send in await send(.done) }.cancellable(id: number % 97)
    case .done:
      state.log.append("done")
      return .none
    }
  }
}

@MainActor
@Suite("Cancellation")
struct CancellationTests {
  @Test("a cancel processed right after a start wins, even before the effect's task runs")
  func cancelBeforeFirstRun() async {
    let log = Log()
    let gate = Gate()
    gate.open()
    let store = Store(initialState: Gated.State()) { Gated(gate: gate, log: log) }
    let task = store.send(.start(1, cancelInFlight: false))
    store.send(.cancel)
    await task.finish()
    #expect(log.all.isEmpty, "the operation never ran")
    #expect(store.state.log.isEmpty)
  }

  @Test("a cancel merged with the start it cancels wins too")
  func cancelInSameEffect() async {
    let log = Log()
    let store = Store(initialState: Gated.State()) { Gated(gate: Gate(), log: log) }
    await store.send(.startAndCancel).finish()
    #expect(log.all.isEmpty)
    #expect(store.state.log.isEmpty)
  }

  @Test("actions sent by an effect after it was cancelled are dropped")
  func sendsAfterCancellationAreDropped() async {
    let log = Log()
    let gate = Gate()
    let store = Store(initialState: Gated.State()) { Gated(gate: gate, log: log) }
    let task = store.send(.start(1, cancelInFlight: false))
    while log.all.isEmpty { await Task.yield() }  // the effect is now waiting at the gate
    store.send(.cancel)
    gate.open()  // the gate ignores cancellation: the effect goes on and sends
    await task.finish()
    #expect(store.state.log.isEmpty)
  }

  @Test("cancelInFlight cancels the previous effect with the same id", .schedules(20))
  func cancelInFlight() async {
    let gate = Gate()
    let store = Store(initialState: Gated.State()) { Gated(gate: gate, log: Log()) }
    let first = store.send(.start(1, cancelInFlight: false))
    let second = store.send(.start(2, cancelInFlight: true))
    gate.open()
    await first.finish()
    await second.finish()
    #expect(store.state.log == ["finished 2"])
  }

  @Test("10,000 concurrent cancellable effects leave no registrations behind")
  func manyEffectsLeaveNothingBehind() async throws {
    let store = Store(initialState: Gated.State()) { Gated(gate: Gate(), log: Log()) }
    let tasks = (0..<10_000).map { store.send(.spawn($0)) }
    for task in tasks { await task.finish() }
    #expect(store.state.log.count == 10_000)
    #expect(store.runningEffectCount == 0)
    #expect(store.runningTasks.isEmpty)
    #expect(store.cancelIDCount == 0)
  }

  @Test("cancelling a StoreTask cancels its effects")
  func storeTaskCancel() async {
    let gate = Gate()
    let log = Log()
    let store = Store(initialState: Gated.State()) { Gated(gate: gate, log: log) }
    let task = store.send(.start(1, cancelInFlight: false))
    while log.all.isEmpty { await Task.yield() }
    task.cancel()
    #expect(task.isCancelled)
    gate.open()
    await task.finish()
    #expect(store.state.log.isEmpty)
  }

  @Test("a store released before its effect's task starts never runs the effect's body")
  func releasedBeforeTheEffectStarts() async {
    let log = Log()
    let gate = Gate()
    gate.open()
    var store: Store<Gated.State, Gated.Action>? = Store(initialState: Gated.State()) {
      Gated(gate: gate, log: log)
    }
    let task = store?.send(.start(1, cancelInFlight: false))
    // Still on the main actor: the effect's task has not run yet.
    store = nil
    await task?.finish()
    #expect(
      log.all.isEmpty,
      "the body never ran (TCA runs it, and it sees the cancellation: coming-from-tca.md)")
  }

  @Test("releasing the store cancels its effects")
  func releasingStoreCancels() async {
    let (events, continuation) = AsyncStream<String>.makeStream()
    let clock = TestClock()
    var store: Store<Probe.State, Probe.Action>? = Store(initialState: Probe.State()) {
      Reduce { _, action in
        guard action == .startTimer else { return .none }
        return .run { _ in
          do {
            try await clock.sleep(for: .seconds(60))
            continuation.yield("woke")
          } catch {
            continuation.yield("cancelled")
          }
        }
      }
    }
    store?.send(.startTimer)
    while clock.sleeperCount == 0 { await Task.yield() }
    store = nil
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "cancelled")
  }
}
