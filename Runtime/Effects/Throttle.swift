import Synchronization

extension Effect where Action: Sendable {
  /// Lets at most one action of effects with `id` through per `interval`: the first at once,
  /// then one at the end of each interval in which more arrived — the latest of them, or (with
  /// `latest: false`) the first.
  ///
  /// ```swift
  /// case .desplazado(let posicion):
  ///   return .send(.guardarPosicion(posicion))
  ///     .throttle(id: CancelID.posicion, for: .seconds(1), clock: reloj, latest: true)
  /// ```
  ///
  /// Each new throttled effect with the same `id` cancels the previous one (as
  /// `cancellable(id:cancelInFlight: true)` does), so an action waiting for the end of the
  /// interval is replaced by the newer one, or kept when `latest` is `false`.
  ///
  /// > Important: pass the clock from a dependency (`@Dependency(\.continuousClock)`), so a
  /// > test can move time with a `TestClock`.
  ///
  /// - Parameters:
  ///   - id: Identifies the stream of effects to throttle; ids are scoped by navigation.
  ///   - interval: The least time between two actions let through.
  ///   - clock: The clock that measures it.
  ///   - latest: Whether the action sent at the end of an interval is the latest one that
  ///     arrived during it (`true`) or the first (`false`).
  public func throttle(
    id: some Hashable & Sendable,
    for interval: Duration,
    clock: any Clock<Duration>,
    latest: Bool
  ) -> Self {
    let id = EffectID(id)
    return interceptingActions { action, send in
      let scope = EffectScope.current
      let key = CancelKey(navigation: scope?.navigation ?? [], id: id)
      let throttles = scope?.byID.throttles ?? EffectsByID.outsideStores.throttles
      guard
        let passed = try? await throttles.pass(
          action, key: key, interval: interval, clock: clock, latest: latest)
      else { return }
      await send(passed)
    }
    .cancellable(id: id, cancelInFlight: true)
  }

  /// The same effect with every action it sends passed through the async `intercept` first.
  private func interceptingActions(
    _ intercept: @escaping @Sendable (Action, Send<Action>) async -> Void
  ) -> Self {
    switch operation {
    case .none, .cancel, .cancelNavigation:
      return self
    case .send(let action):
      return Self(
        operation: .run(
          RunOperation(
            priority: nil, body: { send in await intercept(action, send) },
            dependencies: DependencyValues.current)))
    case .run(let run):
      return Self(
        operation: .run(
          RunOperation(
            priority: run.priority,
            body: { send in
              await run.body(Send(intercepting: { await intercept($0, send) }))
            },
            dependencies: run.dependencies)))
    case .merge(let effects):
      return Self(operation: .merge(effects.map { $0.interceptingActions(intercept) }))
    case .concatenate(let effects):
      return Self(operation: .concatenate(effects.map { $0.interceptingActions(intercept) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Self(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect.interceptingActions(intercept)))
    case .navigation(let id, let effect):
      return Self(operation: .navigation(id, effect.interceptingActions(intercept)))
    }
  }
}

/// When each throttle last let an action through, and the action waiting for the end of its
/// interval, by cancel key.
final class ThrottleTable: Sendable {
  private struct Entry {
    var last: (any Sendable)?
    var pending: (any Sendable)?
  }
  private let entries = Mutex<[CancelKey: Entry]>([:])

  /// Returns the action to send for `action` — at once, or after waiting for the end of the
  /// interval. Throws when the wait is cancelled (a newer throttled effect replaced this one).
  func pass<Action: Sendable>(
    _ action: Action, key: CancelKey, interval: Duration, clock: any Clock<Duration>,
    latest: Bool
  ) async throws -> Action {
    try await pass(action, key: key, interval: interval, on: clock, latest: latest)
  }

  private func pass<Action: Sendable, C: Clock<Duration>>(
    _ action: Action, key: CancelKey, interval: Duration, on clock: C, latest: Bool
  ) async throws -> Action {
    let now = clock.now
    let (value, deadline): (Action, C.Instant?) = entries.withLock { entries in
      var entry = entries[key] ?? Entry()
      defer { entries[key] = entry }
      guard let last = entry.last as? C.Instant, last.duration(to: now) < interval else {
        let value = latest ? action : (entry.pending as? Action ?? action)
        entry.last = now
        entry.pending = nil
        return (value, nil)
      }
      let value = latest ? action : (entry.pending as? Action ?? action)
      entry.pending = value
      return (value, last.advanced(by: interval))
    }
    guard let deadline else { return value }
    try await clock.sleep(until: deadline, tolerance: nil)
    entries.withLock { entries in
      entries[key]?.last = clock.now
      entries[key]?.pending = nil
    }
    return value
  }
}
