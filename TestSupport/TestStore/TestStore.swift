import Foundation
@_spi(Driver) import Runtime

/// A store for tests: it runs a feature's real reducer and effects, and makes the test say —
/// exactly — what every action does.
///
/// ```swift
/// @Test
/// func incremento() async {
///   let store = TestStore(initialState: Contador.State(cuenta: 0)) {
///     Contador()
///   }
///   await store.send(.incrementar) {
///     $0.cuenta = 1  // you get the state *before* the action; mutate it into the state after
///   }
/// }
/// ```
///
/// By default it is exhaustive (see ``Exhaustivity``): a state change you did not assert fails,
/// an assertion closure that expects a change that did not happen fails, an action an effect
/// sends must be claimed with ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``
/// in order, and the test fails if it ends with actions unclaimed or effects still running.
///
/// Effects run for real but deterministically: their tasks run one job at a time on the main
/// actor's queue, each step waits until they have nothing runnable left, and time moves only
/// when a ``TestClock`` is advanced. Failures are reported at the line of the step that caused
/// them, to Swift Testing or XCTest.
///
/// Shared values (`@Shared`) are asserted like any other field, by changing them in the
/// assertion closure as the feature should have: `$0.$estadisticas.withLock { $0.cuenta = 1 }`.
/// Dependencies the test does not override are computed once for the test, so the store, its
/// effects and the test body share them.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The state the test has asserted so far: the state after the last action sent, received
  /// or skipped. Inside an assertion closure it is still the state before the action.
  public var state: State { assertedState }

  /// The dependencies the feature runs with. Change them between steps to change what later
  /// steps see.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  /// How strictly steps are judged. Change it at any point; see ``Exhaustivity``.
  public var exhaustivity: Exhaustivity = .on

  /// How long (in real time) a step waits for an effect that works outside the test's control
  /// before failing. Effects that wait on a ``TestClock`` never need it; if you need more than
  /// the default second, give the feature a clock instead.
  public var timeout: Duration = .seconds(1)

  /// Whether the feature under test dismissed itself (called `@Dependency(\.dismiss)`). After
  /// that its effects are cancelled and sending it actions fails, as it would be gone.
  public var isDismissed: Bool { dismissal.isDismissed }

  /// What the test did not assert, step by step, while `exhaustivity` was
  /// `.off(showSkippedAssertions: true)`: unasserted changes, skipped actions, effects left
  /// running. Each entry is the text of the report.
  public private(set) var skippedAssertions: [String] = []

  /// The store that runs the feature, driven through Runtime's seam for drivers.
  let core: Store<State, Action>
  /// Runs the effects' jobs; created under the schedule in force, if any, which picks their order.
  let executor: SettlingExecutor
  /// Remembers what shared values were before the feature changed them, so steps can assert
  /// shared state like any other state.
  let sharedChanges = SharedChangeTracker()
  let dismissal: DismissalRecord
  var assertedState: State
  var received: [ReceivedAction] = []
  private var stateAfterSentAction: State?
  private var currentStep: TestLocation?
  /// Where each origin's action was sent, for failures about its effects.
  private var originLocations: [StoreTask: TestLocation] = [:]
  let createdAt: TestLocation
  /// The feature's type as Swift writes it (`Tienda`), for the test a random session prints.
  let reducerName: String

  struct ReceivedAction {
    let action: Action
    let state: State
    let origin: StoreTask
    /// The next stack element id before the action was reduced, for its assertion.
    let stackIDs: StackElementID
  }

  /// The next stack element id before the last action the core reduced.
  private var stackIDsBeforeReduce: StackElementID = 0

  /// Creates a test store.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from. It is built after `prepareDependencies` has
  ///     run, so state that reads dependencies sees the test's overrides. Its type is the
  ///     reducer's, so `.init()` or `.init(cuenta: 3)` is enough:
  ///     `TestStore(initialState: .init()) { Contador() }`.
  ///   - reducer: The feature under test.
  ///   - prepareDependencies: Overrides the dependencies the test controls, such as
  ///     `$0.continuousClock = reloj`. Runs once. Dependencies not overridden use their test
  ///     value, which fails the test if used.
  ///   - fileID: The file where the store was created, for failures at the end of the test; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line where the store was created, for failures at the end of the test; leave the default.
  ///   - column: The column where the store was created, for failures at the end of the test; leave the default.
  public init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    FailureReporter.install()
    createdAt = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var values = DependencyValues.current
    values.context = .test
    values = values.preparedForStore(prepareDependencies)
    values.stackElementID = values.stackElementID.forNewStore(
      inheriting: DependencyValues.current.stackElementID)
    let (state, reducer) = DependencyValues.withCurrent(values) {
      (initialState(), reducer())
    }
    core = Store(driving: reducer, from: state, dependencies: values)
    reducerName = Dumper.typeName(R.self)
    executor = SettlingExecutor(order: Schedule.current?.makeJobOrder())
    assertedState = state
    core.effectExecutor = executor
    dismissal = DismissalRecord { [weak core] in core?.cancelAllEffects() }
    core.dependencies.dismiss = dismissal.wrapping(core.dependencies.dismiss)
    core.onReduce { [unowned self] action, source, state in
      if case .effect(let origin) = source {
        received.append(
          ReceivedAction(
            action: action, state: state, origin: origin, stackIDs: stackIDsBeforeReduce))
      } else if stateAfterSentAction == nil {
        stateAfterSentAction = state
      }
      stackIDsBeforeReduce = core.dependencies.stackElementID.peek()
    }
    core.makeTasks { [unowned self] action in
      let task = StoreTask(location: currentStep?.codeLocation, label: Dumper.line(action))
      originLocations[task] = currentStep
      return task
    }
  }

  // Not `isolated deinit`: an isolated deinit runs without task-local values, so a failure
  // raised there could not be attributed to the running Swift Testing test. The checks are
  // worked out on the main actor and reported here, in the releasing task (see
  // TestStore+EndOfTest.swift).
  nonisolated deinit {
    // The one `assumeIsolated` left as it is: it is reached only through the check just above,
    // which is the condition it needs; released elsewhere, the checks go to the main actor.
    if MainActorAssumption.holds {
      MainActor.assumeIsolated { EndOfTestFinding.report(endOfTestFindings()) }
      return
    }
    let store = Unmanaged.passUnretained(self)
    EndOfTestFinding.report(
      EndOfTestFinding.workOutOnMainActor(createdAt: createdAt) {
        store.takeUnretainedValue().endOfTestFindings()
      })
  }

  // MARK: - Shared machinery

  /// Where the action that started `origin` was sent.
  func location(of origin: StoreTask) -> TestLocation? {
    originLocations[origin]
  }

  /// Runs `body` as the test step at `location`: effects it starts inherit the location (for
  /// failures), the deterministic executor, the store's dependencies, and the tracking of
  /// changes to shared state.
  func step<T>(_ location: TestLocation, _ body: () -> T) -> T {
    currentStep = location
    defer { currentStep = nil }
    return IssueReporting.$currentStep.withValue(location.codeLocation) {
      TestLocation.$current.withValue(location) {
        StepExecutor.$current.withValue(executor) { sharedChanges.track(body) }
      }
    }
  }

  /// Sends `action` into the core and returns the state right after it, and the origin of the
  /// effects it started.
  func process(_ action: Action, at location: TestLocation) -> (State, StoreTask) {
    stateAfterSentAction = nil
    stackIDsBeforeReduce = core.dependencies.stackElementID.peek()
    let origin = step(location) { core.send(action) }
    let state = stateAfterSentAction ?? core.untrackedState
    stateAfterSentAction = nil
    return (state, origin)
  }

  /// Lets the effects run until they have nothing runnable left. With no effect running and no
  /// job queued there is nothing that could run, so it returns at once.
  func settle() async {
    await core.settle(on: executor, until: ContinuousClock.now.advanced(by: timeout * 5))
  }

  /// Origins with at least one effect still running and not cancelled.
  func runningOrigins() -> [StoreTask] {
    core.runningTasks.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
  }

  var hasRunningEffects: Bool { core.runningEffectCount > 0 }

  /// Waits, settling, until `condition` holds or no effect is left running or `timeout` of
  /// real time has passed. Returns whether `condition` holds.
  func wait(timeout: Duration?, until condition: () -> Bool) async -> Bool {
    await settle()
    let deadline = ContinuousClock.now.advanced(by: timeout ?? self.timeout)
    while !condition() {
      guard hasRunningEffects, ContinuousClock.now < deadline else { return condition() }
      try? await Task.sleep(for: .milliseconds(1))
      await settle()
    }
    return true
  }

  /// Records a skipped-assertion report, when the store shows them.
  func noteSkipped(_ message: String, at location: TestLocation) {
    guard exhaustivity.showsSkipped else { return }
    skippedAssertions.append(message)
    FailureReporter.note(message, at: location)
  }

  /// Runs the user's assertion closure on `state` with the store's dependencies in force — and
  /// a copy of its stack id generator as it was before the step's action (`stackIDs`; by
  /// default as it is now), so `$0.ruta.append(…)` predicts the id the reducer used.
  func runAssertion(
    _ assertion: (inout State) throws -> Void, on state: inout State,
    stackIDs: StackElementID? = nil, at location: TestLocation
  ) -> Bool {
    var dependencies = core.dependencies
    dependencies.stackElementID = .incrementing(
      from: stackIDs ?? dependencies.stackElementID.peek())
    do {
      try DependencyValues.withCurrent(dependencies) {
        try assertion(&state)
      }
      return true
    } catch {
      FailureReporter.fail(
        "The assertion closure threw an error: \(error)\nAn assertion closure should only mutate "
          + "the state it is given.",
        at: location)
      return false
    }
  }

  /// Checks the state after a step, by the rules of the current exhaustivity.
  ///
  /// Shared values are compared as TCA compares them: a copy of the state holds the same
  /// shared value, so the check runs against the snapshots ``sharedChanges`` took — what each
  /// shared value was before the step changed it, and what the assertion closure says it
  /// should be. Once checked, the step's shared changes count as asserted.
  func expectState(
    previous: State,
    actual: State,
    assertion: ((inout State) throws -> Void)?,
    step description: @autoclosure () -> String,
    stackIDs: StackElementID? = nil,
    at location: TestLocation
  ) {
    sharedChanges.assert {
      defer { sharedChanges.reset() }
      if exhaustivity.isExhaustive {
        guard let assertion else {
          if actual != previous {
            FailureReporter.fail(
              Message.unassertedChange(
                step: description(), previous: previous, actual: actual,
                sharedChanged: sharedChanges.hasChanges),
              at: location)
          }
          return
        }
        // Once the closure asserted a shared change, "before" and "after" read the same
        // value; whether anything changed was decided by the step, not by comparing them.
        let sharedChanged = sharedChanges.hasChanges
        var expected = previous
        guard runAssertion(assertion, on: &expected, stackIDs: stackIDs, at: location) else {
          return
        }
        if expected != actual {
          FailureReporter.fail(
            Message.mismatch(step: description(), expected: expected, actual: actual),
            at: location)
        } else if !sharedChanged, actual == previous {
          FailureReporter.fail(Message.noChange(step: description()), at: location)
        }
      } else {
        let skipped =
          exhaustivity.showsSkipped && actual != previous
          ? Message.skippedChanges(
            step: description(), previous: previous, actual: actual,
            hadAssertion: assertion != nil)
          : nil
        // The closure starts from what the feature did, shared values included.
        sharedChanges.reset()
        if let assertion {
          var expected = actual
          guard runAssertion(assertion, on: &expected, stackIDs: stackIDs, at: location) else {
            return
          }
          if expected != actual {
            FailureReporter.fail(
              Message.mismatch(step: description(), expected: expected, actual: actual),
              at: location)
          }
        }
        if let skipped { noteSkipped(skipped, at: location) }
      }
    }
  }
}

/// A test store for a reducer's domain: `TestStoreOf<Contador>` is
/// `TestStore<Contador.State, Contador.Action>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action>
where R.State: Equatable
