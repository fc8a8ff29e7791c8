import Synchronization

extension Effect where Action: Sendable {
  /// Lets at most one action of effects with `id` through per `interval`: the first at once,
  /// then, at the end of an interval in which more arrived, one of them — the latest, or (with
  /// `latest: false`) the first. The others are dropped.
  ///
  /// ```swift
  /// case .desplazado(let posicion):
  ///   return .send(.guardarPosicion(posicion))
  ///     .throttle(id: CancelID.posicion, for: .seconds(1), clock: reloj, latest: true)
  /// ```
  ///
  /// Each new throttled effect with the same `id` cancels the previous one (as
  /// `cancellable(id:cancelInFlight: true)` does) and takes over the action it was holding for
  /// the end of the interval. A long-running effect is throttled the same way: the actions it
  /// sends are let through, held or dropped as they come, and it finishes after the one it
  /// holds is sent.
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
    return mappingRuns(
      { run in
        RunOperation(
          priority: run.priority,
          body: { send in
            let scope = EffectScope.current
            let table = scope?.byID.throttles ?? EffectsByID.outsideStores.throttles
            let throttle = Throttle(
              key: CancelKey(navigation: scope?.navigation ?? [], id: id), table: table,
              interval: interval, latest: latest, owner: table.newOwner())
            await throttle.run(run.body, sending: send, on: clock)
          },
          dependencies: run.dependencies)
      },
      sends: { action in
        RunOperation(
          priority: nil, body: { await $0(action) }, dependencies: DependencyValues.current)
      }
    )
    .cancellable(id: id, cancelInFlight: true)
  }
}

/// One throttled operation running: it passes the operation's actions through the throttle's
/// entry in the table, and sends the one held back when its interval ends.
private struct Throttle: Sendable {
  let key: CancelKey
  let table: ThrottleTable
  let interval: Duration
  let latest: Bool
  /// Tells this operation's held action from one held by an operation it replaced.
  let owner: Int

  func run<Action: Sendable>(
    _ body: @escaping @Sendable (Send<Action>) async -> Void, sending send: Send<Action>,
    on clock: any Clock<Duration>
  ) async {
    await run(body, sending: send, on: clock)
  }

  private func run<Action: Sendable, C: Clock<Duration>>(
    _ body: @escaping @Sendable (Send<Action>) async -> Void, sending send: Send<Action>,
    on clock: C
  ) async {
    let (deadlines, schedule) = AsyncStream<C.Instant>.makeStream()
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        await body(
          Send(intercepting: { action in
            switch table.offer(
              action, key: key, at: clock.now, interval: interval, latest: latest, owner: owner)
            {
            case .now(let passed): await send(passed)
            case .held(until: let deadline): schedule.yield(deadline)
            case .joined: break
            }
          }))
        schedule.finish()
      }
      group.addTask {
        for await deadline in deadlines {
          if clock.now < deadline {
            do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return }
          }
          if let held: Action = table.release(key: key, owner: owner, at: clock.now) {
            await send(held)
          }
        }
      }
    }
  }
}

/// When each throttle last let an action through, and the action it holds for the end of the
/// interval, by cancel key.
final class ThrottleTable: Sendable {
  private struct Entry {
    var last: (any Sendable)?
    var held: (any Sendable)?
    /// The operation that holds `held` and will send it.
    var owner: Int?
  }

  /// What to do with an action offered to a throttle.
  enum Offer<Action, Instant> {
    /// Send it now.
    case now(Action)
    /// It is held until `deadline`; the offering operation must send it then.
    case held(until: Instant)
    /// It replaced (or was dropped in favour of) the action already held by this operation.
    case joined
  }

  private let entries = Mutex<[CancelKey: Entry]>([:])
  private let owners = Atomic<Int>(0)

  /// A token for a new throttled operation, never used before.
  func newOwner() -> Int { owners.add(1, ordering: .relaxed).newValue }

  func offer<Action: Sendable, Instant: InstantProtocol<Duration>>(
    _ action: Action, key: CancelKey, at now: Instant, interval: Duration, latest: Bool,
    owner: Int
  ) -> Offer<Action, Instant> {
    entries.withLock { entries in
      var entry = entries[key] ?? Entry()
      defer { entries[key] = entry }
      let value = latest ? action : (entry.held as? Action ?? action)
      guard let last = entry.last as? Instant, last.duration(to: now) < interval else {
        entry = Entry(last: now, held: nil, owner: nil)
        return .now(value)
      }
      entry.held = value
      guard entry.owner != owner else { return .joined }
      entry.owner = owner
      return .held(until: last.advanced(by: interval))
    }
  }

  /// Takes the action `owner` holds under `key`, if it still does, recording that it is sent
  /// now.
  func release<Action: Sendable, Instant: InstantProtocol<Duration>>(
    key: CancelKey, owner: Int, at now: Instant
  ) -> Action? {
    entries.withLock { entries in
      guard let entry = entries[key], entry.owner == owner,
        let held = entry.held as? Action
      else { return nil }
      entries[key] = Entry(last: now, held: nil, owner: nil)
      return held
    }
  }
}
