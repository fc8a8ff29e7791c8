import TestSource

/// Turns a recording into the steps of a test, line after line: actions, the ends of the
/// clock's sleeps and waits, and answers that arrived after later steps.
///
/// An action of the person is a `send`, and the effects' actions of the same store cycle
/// (synchronous `.send`s) are `receive`s right after it. Other effects' actions gather in a run
/// until the next step — an action of the person, a move of the clock, a held answer — and
/// are written together. A sleep that ended moves the test clock to its deadline; a wait that
/// ended, to where the wait took the session's time.
///
/// An answer is *held* when a step came between its call and its arrival: the test endpoint
/// keeps it until a `deliver(call:)` step at the place the session got it. Any other answer is
/// given at once, as the session got it before anything else happened.
///
/// Shared values (`@Shared`) are asserted where a test store checks them, as in TCA: at the
/// first step checked after they changed. A `send` is checked once its action and the actions
/// of its cycle are handled; a `receive` once the store has run every effect it can — the whole
/// run up to the next step. So each step asserts its own action's changes to ordinary state,
/// and the changes to shared values since the last check.
///
/// The steps name their states by ``StateMoment`` rather than hold them, so planning reduces
/// nothing; ``MomentStates`` makes the states as the test is written.
struct TestPlanner<Action: Codable & Sendable & Equatable> {
  /// A recorded action and its place among the recorded actions, from 0.
  struct Planned {
    var recorded: RecordedAction<Action>
    var index: Int
  }

  private(set) var steps: [TestStep<StateMoment, Action>] = []
  /// Calls answered only after a later step, by id.
  private(set) var held: Set<Int> = []
  /// Each call's endpoint and its number among that endpoint's calls (from 1), by id.
  private(set) var calls: [Int: (endpoint: String, number: Int)] = [:]
  /// The steps since the last step of the person or of the clock.
  private var run: [Planned] = []
  /// How many actions the test store had handled at the last check.
  private var checked = 0
  /// The test clock's time, in nanoseconds since the start.
  private var now = 0
  /// Whether the last step was an advance of the test clock, which wakes everyone due by its
  /// end — also those that go to sleep, due by then, while it runs.
  private var advancing = false
  /// How many steps that end a run were written: a call's answer is held when it changed.
  private var boundaries = 0
  private var callBoundary: [Int: Int] = [:]
  private var sleeps: [Int: Int] = [:]
  private var callsPerEndpoint: [String: Int] = [:]

  /// Plans the test of `lines`.
  init(_ lines: [RecordingLine<Action>]) {
    var index = 0
    for line in lines {
      switch line {
      case .action(let recorded):
        add(Planned(recorded: recorded, index: index))
        index += 1
      case .sleep(let sleep): sleeps[sleep.id] = sleep.until
      case .call(let call):
        callBoundary[call.id] = boundaries
        callsPerEndpoint[call.endpoint, default: 0] += 1
        calls[call.id] = (call.endpoint, callsPerEndpoint[call.endpoint]!)
      case .answer(let answer) where answer.cancelled != true:
        if let until = sleeps[answer.id] {
          wake(until: until)
        } else if let boundary = callBoundary[answer.id], boundary != boundaries,
          let call = calls[answer.id]
        {
          held.insert(answer.id)
          flush()
          steps.append(.deliver(endpoint: call.endpoint, call: call.number))
          boundaries += 1
          advancing = false
        }
      case .advance(let advance): move(to: advance.to)
      case .version, .answer, .end: break
      }
    }
    flush()
  }

  private mutating func add(_ step: Planned) {
    if step.recorded.origin == .person {
      flush()
      boundaries += 1
      advancing = false
    }
    run.append(step)
  }

  /// A sleep due at `until` (nanoseconds) woke: the clock moves there if it is not there yet;
  /// one that went to sleep already due wakes with an advance by zero, unless the advance in
  /// progress wakes it.
  private mutating func wake(until: Int) {
    if until > now { return move(to: until) }
    guard !advancing else { return }
    flush()
    steps.append(.advance(by: .zero))
    boundaries += 1
    advancing = true
  }

  /// The session's time moved to `instant` (nanoseconds).
  private mutating func move(to instant: Int) {
    guard instant > now else { return }
    flush()
    steps.append(.advance(by: .nanoseconds(instant - now)))
    now = instant
    boundaries += 1
    advancing = true
  }

  /// Writes the steps gathered since the last boundary: the person's `send`, the `receive`s of
  /// its cycle, then the effects' actions — one `receive` each when the recording shows that
  /// each was sent by the only effect running at the time, so no other order was possible;
  /// otherwise one `receive(inAnyOrder:)` for all of them, asserting the state after the last.
  private mutating func flush() {
    defer { run = [] }
    guard let last = run.last else { return }
    let end = last.index + 1
    var rest = run[...]
    if let sent = rest.first, sent.recorded.origin == .person {
      let ofItsCycle = rest.dropFirst().prefix { $0.recorded.cycle == sent.recorded.cycle }
      let (before, after) = checkpoint(sent, sent, checkedAtEnd: sent.index + 1 + ofItsCycle.count)
      steps.append(.send(sent.recorded.action, before: before, after: after))
      for step in ofItsCycle { receive(step, checkedAtEnd: end) }
      rest = rest.dropFirst(1 + ofItsCycle.count)
    }
    guard let first = rest.first, let lastOfTheRest = rest.last else { return }
    let heads = rest.indices.filter {
      $0 == rest.startIndex || rest[$0 - 1].recorded.cycle != rest[$0].recorded.cycle
    }
    if rest.count == 1 || heads.allSatisfy({ (rest[$0].recorded.effectsRunning ?? 2) <= 1 }) {
      for step in rest { receive(step, checkedAtEnd: end) }
      return
    }
    let (before, after) = checkpoint(first, lastOfTheRest, checkedAtEnd: end)
    steps.append(
      .receiveInAnyOrder(rest.map(\.recorded.action), before: before, after: after))
  }

  private mutating func receive(_ step: Planned, checkedAtEnd: Int) {
    let (before, after) = checkpoint(step, step, checkedAtEnd: checkedAtEnd)
    steps.append(.receive(step.recorded.action, before: before, after: after))
  }

  /// The states from before `from` to after `to`, with the shared values of both sides as the
  /// test store sees them: at the last check, and once it has handled `checkedAtEnd` actions.
  private mutating func checkpoint(
    _ from: Planned, _ to: Planned, checkedAtEnd: Int
  ) -> (StateMoment, StateMoment) {
    defer { checked = max(checked, checkedAtEnd) }
    return (
      StateMoment(actions: from.index, shared: checked),
      StateMoment(actions: to.index + 1, shared: checkedAtEnd)
    )
  }
}
