@_spi(Driver) import Runtime

/// The boundary of a live session: the clock its effects sleep on and the gate every declared
/// endpoint's answer passes through — so each sleeper wakes, and each answer reaches its
/// effect, only when the session's pump says, one event at a time — and the recording of both.
///
/// Effects call it from their tasks (``sleep(until:)``, ``call(_:encode:_:)``), live answers
/// arrive from any thread, and the pump takes events on the main actor; the state is one
/// ``SessionTimeline`` and the tasks waiting on it, behind one lock. Each recording line is
/// written under that lock, in the order the transitions happen.
final class SessionScheduler: Sendable {
  /// Where a sleeper or a call is: between its first line and its registration, or waiting.
  /// Gone from the table once woken, answered or cancelled.
  private enum Waiter<Value> {
    case starting
    case cancelledWhileStarting
    case waiting(UnsafeContinuation<Value, any Error>)
  }

  private struct State {
    var timeline = SessionTimeline()
    var nextID = 1
    var sleepers: [Int: Waiter<Void>] = [:]
    var calls: [Int: Waiter<any Sendable>] = [:]
    var answers: [Int: (result: Result<any Sendable, any Error>, line: RecordedAnswer)] = [:]
    var input: [(line: String, wall: Duration)] = []
    var inputEnded: Duration?
    var arrivals = 0
    /// Counts every transition, so the pump can tell a turn that changed something.
    var activity = 0

    mutating func reserveID() -> Int {
      activity &+= 1
      defer { nextID += 1 }
      return nextID
    }
  }

  private let state = SanitizerVisibleLock(State())
  private let writer: RecordingWriter?
  let wall: WallClock
  /// Given whenever something the pump waits for happens.
  let signal = Signal()

  init(wall: WallClock, writer: RecordingWriter?) {
    self.wall = wall
    self.writer = writer
  }

  /// The session's time.
  var now: Duration { state.withLock { $0.timeline.now } }

  /// A number that changes with every transition.
  var activity: Int { state.withLock { $0.activity } }

  // MARK: - Effects' side

  /// Sleeps until the session's time reaches `deadline`, as a sleeper the pump wakes.
  func sleep(until deadline: Duration) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      let id = state.reserveID()
      state.sleepers[id] = .starting
      writer?.write(RecordingLine<Never>.sleep(RecordedSleep(id: id, until: deadline.nanoseconds)))
      return id
    }
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Void, any Error>) in
        let registered = state.withLock { state in
          state.activity &+= 1
          guard case .starting? = state.sleepers[id] else {
            state.sleepers[id] = nil
            return false
          }
          state.sleepers[id] = .waiting(continuation)
          state.timeline.sleep(id: id, until: deadline, at: wall.elapsed())
          return true
        }
        if !registered { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
        guard let waiter = state.sleepers[id] else { return nil }  // woken already
        state.activity &+= 1
        writer?.write(RecordingLine<Never>.answer(RecordedAnswer(id: id, cancelled: true)))
        guard case .waiting(let continuation) = waiter else {
          state.sleepers[id] = .cancelledWhileStarting
          return nil
        }
        state.sleepers[id] = nil
        _ = state.timeline.cancelSleeper(id)
        return continuation
      }
      sleeper?.resume(throwing: CancellationError())
    }
  }

  /// Calls the live endpoint `endpoint` in a task of its own, and returns its answer when the
  /// pump delivers it: the call, its answer — or that its effect was cancelled first — are
  /// recorded where they happen among the session's events.
  func call<R: Sendable>(
    _ endpoint: String, encode: @escaping @Sendable (R) -> JSONValue?,
    _ live: @escaping @Sendable () async throws -> R
  ) async throws -> R {
    try Task.checkCancellation()
    let id = state.withLock { state in
      let id = state.reserveID()
      state.calls[id] = .starting
      writer?.write(RecordingLine<Never>.call(RecordedCall(id: id, endpoint: endpoint)))
      return id
    }
    // An unstructured task: it runs on the global pool, not on the session's executor, so the
    // world's work never counts as the effects' own.
    let world = Task { [self] in
      let result: Result<any Sendable, any Error>
      let line: RecordedAnswer
      do {
        let value = try await live()
        result = .success(value)
        line = RecordedAnswer(id: id, value: encode(value))
      } catch {
        result = .failure(error)
        line = RecordedAnswer(id: id, error: RecordedFailure(error))
      }
      arrived(call: id, result: result, line: line)
    }
    let answer = try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<any Sendable, any Error>) in
        let registered = state.withLock { state in
          state.activity &+= 1
          guard case .starting? = state.calls[id] else {
            state.calls[id] = nil
            return false
          }
          state.calls[id] = .waiting(continuation)
          return true
        }
        if !registered { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      world.cancel()
      let waiting = state.withLock { state -> UnsafeContinuation<any Sendable, any Error>? in
        guard let waiter = state.calls[id] else { return nil }  // answered already
        state.activity &+= 1
        state.answers[id] = nil
        _ = state.timeline.dropAnswer(call: id)
        writer?.write(RecordingLine<Never>.answer(RecordedAnswer(id: id, cancelled: true)))
        guard case .waiting(let continuation) = waiter else {
          state.calls[id] = .cancelledWhileStarting
          return nil
        }
        state.calls[id] = nil
        return continuation
      }
      waiting?.resume(throwing: CancellationError())
    }
    guard let answer = answer as? R else {
      preconditionFailure("\(endpoint) answered with another type than its own")
    }
    return answer
  }

  /// Calls an endpoint that answers without suspending (a key generator a reducer reads):
  /// the call and its answer are recorded at once.
  func immediately<R>(_ endpoint: String, encode: (R) -> JSONValue?, _ live: () -> R) -> R {
    let id = state.withLock { state in
      let id = state.reserveID()
      writer?.write(RecordingLine<Never>.call(RecordedCall(id: id, endpoint: endpoint)))
      return id
    }
    let value = live()
    writer?.write(RecordingLine<Never>.answer(RecordedAnswer(id: id, value: encode(value))))
    return value
  }

  private func arrived(call id: Int, result: Result<any Sendable, any Error>, line: RecordedAnswer)
  {
    let wall = wall.elapsed()
    let kept = state.withLock { state in
      // An answer to a cancelled call is dropped: its cancellation is already recorded.
      switch state.calls[id] {
      case .starting?, .waiting?: break
      case .cancelledWhileStarting?, nil: return false
      }
      state.activity &+= 1
      state.answers[id] = (result, line)
      state.arrivals += 1
      state.timeline.answerArrived(call: id, at: wall)
      return true
    }
    if kept { signal.give() }
  }

  /// How many answers arrived and were kept for delivery.
  var arrivals: Int { state.withLock { $0.arrivals } }

  // MARK: - The pump's side

  /// What comes next at the wall clock's time, working towards `goal`.
  func next(_ goal: SessionTimeline.Goal) -> SessionTimeline.Next {
    let wall = wall.elapsed()
    return state.withLock { $0.timeline.next(at: wall, goal: goal) }
  }

  /// Wakes the first sleeper due by `deadline`, moving the time to its deadline; returns
  /// whether there was one.
  func wakeNext(dueBy deadline: Duration) -> Bool {
    let sleeper = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
      guard let id = state.timeline.wakeNext(dueBy: deadline),
        case .waiting(let sleeper)? = state.sleepers.removeValue(forKey: id)
      else { return nil }
      state.activity &+= 1
      writer?.write(RecordingLine<Never>.answer(RecordedAnswer(id: id)))
      return sleeper
    }
    sleeper?.resume()
    return sleeper != nil
  }

  /// Gives the first call whose answer arrived its answer.
  func deliverNext() {
    let delivery = state.withLock {
      state -> (UnsafeContinuation<any Sendable, any Error>, Result<any Sendable, any Error>)? in
      guard let id = state.timeline.takeAnswer(),
        let answer = state.answers.removeValue(forKey: id),
        case .waiting(let waiting)? = state.calls.removeValue(forKey: id)
      else { return nil }
      state.activity &+= 1
      writer?.write(RecordingLine<Never>.answer(answer.line))
      return (waiting, answer.result)
    }
    if let (waiting, result) = delivery { waiting.resume(with: result) }
  }

  /// Moves the session's time to `instant` with nobody due then (a wait ended), and records it.
  func advance(to instant: Duration) {
    state.withLock { state in
      guard instant > state.timeline.now else { return }
      state.activity &+= 1
      state.timeline.move(to: instant)
      writer?.write(RecordingLine<Never>.advance(RecordedAdvance(to: instant.nanoseconds)))
    }
  }

  /// A line of input arrived, or the input ended (`nil`).
  func received(_ line: String?) {
    let wall = wall.elapsed()
    state.withLock { state in
      if let line { state.input.append((line, wall)) } else { state.inputEnded = wall }
    }
    signal.give()
  }

  /// When the next line of input arrived, or the input ended; `nil` when neither happened yet.
  var inputArrival: Duration? {
    state.withLock { $0.input.first?.wall ?? $0.inputEnded }
  }

  /// Takes the next line of input; `nil` at the end.
  func takeLine() -> String? {
    state.withLock { $0.input.isEmpty ? nil : $0.input.removeFirst().line }
  }

  /// Writes `line` to the recording.
  func record<Action>(_ line: RecordingLine<Action>) { writer?.write(line) }
}

extension RecordedFailure {
  /// What a recording keeps of `error`: its type and `Codable` form, or its description.
  init(_ error: any Error) {
    let value = (error as? any Encodable).flatMap { try? JSONValue(encoding: $0) }
    self.init(
      type: value == nil ? nil : Dumper.typeName(Swift.type(of: error)), value: value,
      description: value == nil ? String(describing: error) : nil)
  }
}
