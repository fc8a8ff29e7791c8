@_spi(Driver) import Runtime

/// One random session of ``withRandomSessions(_:steps:seed:isolation:fileID:filePath:line:column:_:)``:
/// it draws every choice the session makes, so a seed replays the same session on any machine.
///
/// ```swift
/// @Test
/// func elCarritoNuncaTieneLineasVacias() async {
///   await withRandomSessions(100) { session in
///     let store = TestStore(initialState: Tienda.State()) {
///       Tienda()
///     } withDependencies: {
///       $0.pagos.cobrar = { _ in session.bool() ? .aprobado : .rechazado }
///     }
///     await session.run(store) { state in
///       [.anadir(.camiseta), state.carrito.isEmpty ? nil : .quitar(.camiseta), .pagar]
///     } invariant: { state in
///       #expect(state.carrito.allSatisfy { $0.unidades > 0 })
///     }
///   }
/// }
/// ```
///
/// ``run(_:actions:invariant:fileID:filePath:line:column:)`` plays the session on a test
/// store; ``pick(_:)``, ``int(in:)`` and ``bool()`` let the test and its dependencies draw from
/// the same choices, so the world's answers — a payment approved or declined, a search that
/// fails — are part of the session and shrink with it. Draws are synchronous and may be made
/// from any closure of the session, on any thread.
public final class RandomSession: Sendable {
  /// The session's seed: `withRandomSessions(1, seed: seed)` or `@Test(.randomSession(seed:))`
  /// plays it again.
  public let seed: UInt64
  /// How many steps ``run(_:actions:invariant:fileID:filePath:line:column:)`` takes at most.
  public let steps: Int

  /// The schedule the session runs under: it picks effect orders, and counts failures.
  let schedule: Schedule
  private let draws: SanitizerVisibleLock<Draws>

  /// What the session did, for its report. Only its `run` writes it, on the main actor.
  @MainActor var log = SessionLog()

  private struct Draws {
    var source: ChoiceSource
    var recorded: [Choice] = []
    /// Values dependencies drew since the last step was logged.
    var drawn: [String] = []
  }

  init(seed: UInt64, steps: Int, source: ChoiceSource, schedule: Schedule) {
    self.seed = seed
    self.steps = steps
    self.schedule = schedule
    draws = SanitizerVisibleLock(Draws(source: source))
  }

  /// One of `options`. Shrinking prefers the earlier ones, so list the ordinary answer first.
  ///
  /// - Precondition: `options` is not empty.
  public func pick<T>(_ options: [T]) -> T {
    precondition(!options.isEmpty, "RandomSession.pick needs at least one option to pick from.")
    let chosen = options[draw(below: options.count, role: .world)]
    note(chosen)
    return chosen
  }

  /// A number in `range`. Shrinking prefers the lower ones.
  public func int(in range: ClosedRange<Int>) -> Int {
    let (span, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
    let bound = overflow || span == .max ? Int.max : span + 1
    let chosen = range.lowerBound + draw(below: bound, role: .world)
    note(chosen)
    return chosen
  }

  /// `true` or `false`. Shrinking prefers `false`.
  public func bool() -> Bool {
    let chosen = draw(below: 2, role: .world) == 1
    note(chosen)
    return chosen
  }

  /// The next choice in `0 ..< bound`, recorded.
  func draw(below bound: Int, role: Choice.Role) -> Int {
    draws.withLock { draws in
      let value = bound <= 1 ? 0 : draws.source.next(below: bound)
      draws.recorded.append(Choice(value: value, bound: max(bound, 1), role: role))
      return value
    }
  }

  /// Every choice made so far, in order.
  var recorded: [Choice] { draws.withLock { $0.recorded } }

  /// How many choices were made so far.
  var recordedCount: Int { draws.withLock { $0.recorded.count } }

  /// Whether a replayed session has no choices left: no new step starts.
  var isExhausted: Bool { draws.withLock { $0.source.isExhausted } }

  /// Whether anything failed in the session so far.
  var hasFailed: Bool { schedule.failureCount > 0 }

  /// The values dependencies drew since the last call.
  func takeDrawn() -> [String] {
    draws.withLock { draws in
      defer { draws.drawn.removeAll() }
      return draws.drawn
    }
  }

  private func note(_ value: Any) {
    let line = Dumper.line(value)
    draws.withLock { $0.drawn.append(line) }
  }
}
