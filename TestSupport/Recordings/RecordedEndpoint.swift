@_spi(Driver) import Runtime

/// A dependency endpoint that answers, call after call, what it answered in a recorded
/// session: the helper a test generated from a recording uses for each endpoint the session
/// called.
///
/// ```swift
/// let buscar = RecordedEndpoint<[Producto]>(
///   "clienteBusqueda.buscar", [.never, .value(productos).held])
/// let store = TestStore(initialState: Buscador.State()) {
///   Buscador()
/// } withDependencies: {
///   $0.clienteBusqueda.buscar = { _ in try await buscar() }
/// }
/// // …the steps of the session…
/// buscar.deliver(call: 2)  // the session got this answer only here, after later steps
/// ```
///
/// Call *n* gets answer *n*: a value, an error, or — for a call the session never got an
/// answer to, because its effect was cancelled first — nothing until its effect is cancelled
/// (`Task.never()`). A ``Answer/held`` answer waits for ``deliver(call:)``, so it reaches the
/// feature at the step where the session got it, after the steps the person took meanwhile. A
/// call past the end of the recording fails the test, naming the endpoint.
///
/// > Important: answers go to calls in the order the calls are made, whatever their arguments.
/// > A feature that calls one endpoint from two effects at once gets the answers in the order
/// > its effects make the calls.
public final class RecordedEndpoint<Value: Sendable>: Sendable {
  /// What one call answered in the session.
  public struct Answer: Sendable {
    fileprivate enum Outcome: Sendable {
      case value(Value)
      case error(any Error & Sendable)
      case never
    }

    fileprivate let outcome: Outcome
    /// Whether the call waits for ``RecordedEndpoint/deliver(call:)``.
    public let isHeld: Bool

    /// The call returned `value`.
    public static func value(_ value: Value) -> Self { Self(outcome: .value(value), isHeld: false) }

    /// The call threw `error`.
    public static func error(_ error: any Error & Sendable) -> Self {
      Self(outcome: .error(error), isHeld: false)
    }

    /// The session never got an answer: the call's effect was cancelled first. The call waits
    /// until its task is cancelled, then throws `CancellationError`.
    public static var never: Self { Self(outcome: .never, isHeld: false) }

    /// The same answer, given only when the test calls ``RecordedEndpoint/deliver(call:)``.
    public var held: Self { Self(outcome: outcome, isHeld: true) }
  }

  private struct Calls {
    /// How many calls were made.
    var made = 0
    /// Held calls waiting for their answer, by number.
    var waiting: [Int: UnsafeContinuation<Void, any Error>] = [:]
    /// Held answers delivered before their call was made.
    var delivered: Set<Int> = []
    /// Held calls whose task was cancelled before they could register.
    var cancelledEarly: Set<Int> = []
  }

  /// The endpoint's path in the dependencies, as the test writes it: `pagos.cobrar`.
  public let name: String
  private let answers: [Answer]
  private let calls = SanitizerVisibleLock(Calls())
  private let location: TestLocation

  /// An endpoint that answers `answers`, one per call, in order.
  ///
  /// - Parameters:
  ///   - name: The endpoint's path in the dependencies, for failure messages.
  ///   - answers: What each call answered in the session.
  ///   - fileID: The file where a failure about the endpoint is reported; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line where a failure about the endpoint is reported; leave the default.
  ///   - column: The column where a failure about the endpoint is reported; leave the default.
  public init(
    _ name: String, _ answers: [Answer],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    FailureReporter.install()
    self.name = name
    self.answers = answers
    location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The next call's answer: its value, or the error it threw. A held answer waits for
  /// ``deliver(call:)``; an answer the session never got waits until the task is cancelled.
  public func callAsFunction() async throws -> Value {
    let number = calls.withLock { calls in
      calls.made += 1
      return calls.made
    }
    guard let answer = answer(number) else { throw RecordedError(pastTheEndOf: name) }
    if answer.isHeld { try await waitForDelivery(of: number) }
    switch answer.outcome {
    case .value(let value): return value
    case .error(let error): throw error
    case .never: return try await Task.never()
    }
  }

  /// The next call's answer, for an endpoint that answers without suspending and can't fail (a
  /// key generator a reducer reads). Past the end of the recording it fails the test and
  /// answers the last value again.
  public func immediately() -> Value {
    let number = calls.withLock { calls in
      calls.made += 1
      return calls.made
    }
    if let answer = answer(number), case .value(let value) = answer.outcome { return value }
    for answer in answers.reversed() {
      if case .value(let value) = answer.outcome { return value }
    }
    preconditionFailure("\(name) has no recorded value to answer with.")
  }

  /// Gives call `number` (from 1) its held answer: the session got it at this point. If the
  /// call has not been made yet, it gets the answer as soon as it is.
  public func deliver(call number: Int) {
    guard answers.indices.contains(number - 1), answers[number - 1].isHeld else {
      FailureReporter.fail(
        """
        deliver(call: \(number)) on \(name): the recording holds no answer for that call. \
        Regenerate the test from the recording, or deliver the number of a held answer.
        """, at: location)
      return
    }
    let waiting = calls.withLock { calls in
      guard let continuation = calls.waiting.removeValue(forKey: number) else {
        calls.delivered.insert(number)
        return UnsafeContinuation<Void, any Error>?.none
      }
      return continuation
    }
    waiting?.resume()
  }

  private func answer(_ number: Int) -> Answer? {
    guard answers.indices.contains(number - 1) else {
      FailureReporter.fail(
        """
        \(name) was called \(number) times; the recorded session called it \(answers.count) \
        times. The feature asks the world something the session did not: regenerate the test \
        from a new recording, or fix the feature if it should not call again.
        """, at: location)
      return nil
    }
    return answers[number - 1]
  }

  private func waitForDelivery(of number: Int) async throws {
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Void, any Error>) in
        let outcome = calls.withLock { calls -> Result<Void, any Error>? in
          if calls.cancelledEarly.remove(number) != nil { return .failure(CancellationError()) }
          if calls.delivered.remove(number) != nil { return .success(()) }
          calls.waiting[number] = continuation
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let waiting = calls.withLock { calls in
        guard let continuation = calls.waiting.removeValue(forKey: number) else {
          calls.cancelledEarly.insert(number)
          return UnsafeContinuation<Void, any Error>?.none
        }
        return continuation
      }
      waiting?.resume(throwing: CancellationError())
    }
  }
}
