import Synchronization

/// Runs `operation` so that it can be cancelled by `id`, from anywhere in the same store: a
/// reducer's `.cancel(id:)`, `Task.cancel(id:)` in another effect, or a later
/// `withTaskCancellation(id:cancelInFlight: true)`.
///
/// ```swift
/// return .run { send in
///   await withTaskCancellation(id: CancelID.carga, cancelInFlight: true) {
///     let datos = try? await cliente.cargar()
///     await send(.cargado(datos))
///   }
/// }
/// ```
///
/// It is `.cancellable(id:)` for a stretch of work inside an effect: ids are scoped by
/// navigation exactly as there, so a presented child's ids never collide with its parent's.
/// Outside any store's effect, ids are shared by all such code in the process.
///
/// - Parameters:
///   - id: Any hashable, sendable value; a private enum case reads best.
///   - cancelInFlight: Cancel work already running with this id (regions and `.cancellable`
///     effects) before starting.
///   - isolation: The actor the caller runs on, where `operation` is awaited; leave the default.
///   - operation: The work. It runs as a child task and is cancelled when the id is.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws (`CancellationError`, typically, once cancelled).
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  let scope = EffectScope.current
  let key = scope?.key(id) ?? CancelKey(navigation: [], id: EffectID(id))
  let regions = scope?.byID.regions ?? EffectsByID.outsideStores.regions
  if cancelInFlight {
    if let scope { scope.cancel(key) } else { regions.cancel(key) }
  }
  let signal = CancellationSignal()
  let token = regions.insert(key) { signal.fire() }
  defer { regions.remove(key, token: token) }
  let outcome = await withTaskGroup(of: Result<T, Failure>?.self) { group in
    group.addTask {
      do throws(Failure) {
        return .success(try await operation())
      } catch {
        return .failure(error)
      }
    }
    group.addTask {
      await signal.wait()
      return nil
    }
    var outcome: Result<T, Failure>?
    // Whichever finishes first stops the other: the operation's end stops the wait, the id's
    // cancellation cancels the operation (whose result is still awaited).
    while let next = await group.next() {
      group.cancelAll()
      if let next { outcome = next }
    }
    return outcome!
  }
  return try outcome.get()
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the work running with `id` in the current store: `.cancellable(id:)` effects and
  /// `withTaskCancellation(id:)` regions — from inside an effect, in its navigation scope.
  ///
  /// ```swift
  /// return .run { _ in
  ///   Task.cancel(id: CancelID.carga)
  /// }
  /// ```
  ///
  /// `withTaskCancellation` regions stop at once; `.cancellable` effects as soon as the store's
  /// main actor runs (at once when called from it, as in a test store).
  public static func cancel(id: some Hashable & Sendable) {
    guard let scope = EffectScope.current else {
      EffectsByID.outsideStores.regions.cancel(CancelKey(navigation: [], id: EffectID(id)))
      return
    }
    scope.cancel(scope.key(id))
  }
}

/// The `withTaskCancellation` regions running, by cancel key.
final class CancellationRegions: Sendable {
  private struct Table {
    var next = 0
    var byKey: [CancelKey: [Int: @Sendable () -> Void]] = [:]
  }
  private let table = Mutex(Table())

  /// Registers a region's cancellation under `key`; returns a token to remove it with.
  func insert(_ key: CancelKey, cancel: @escaping @Sendable () -> Void) -> Int {
    table.withLock { table in
      let token = table.next
      table.next += 1
      table.byKey[key, default: [:]][token] = cancel
      return token
    }
  }

  /// Removes a region that ended.
  func remove(_ key: CancelKey, token: Int) {
    table.withLock { table in
      table.byKey[key]?[token] = nil
      if table.byKey[key]?.isEmpty == true { table.byKey[key] = nil }
    }
  }

  /// Cancels every region registered under `key`.
  func cancel(_ key: CancelKey) {
    let cancellations = table.withLock { $0.byKey.removeValue(forKey: key) } ?? [:]
    for cancel in cancellations.values { cancel() }
  }
}

/// A one-shot signal a task can wait for: fired by a cancellation by id, or by the waiting
/// task's own cancellation.
private final class CancellationSignal: Sendable {
  private struct State {
    var fired = false
    var waiter: CheckedContinuation<Void, Never>?
  }
  private let state = Mutex(State())

  func fire() {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.fired = true
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume()
  }

  func wait() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let firedAlready = state.withLock { state in
          if !state.fired { state.waiter = continuation }
          return state.fired
        }
        if firedAlready { continuation.resume() }
      }
    } onCancel: {
      fire()
    }
  }
}
