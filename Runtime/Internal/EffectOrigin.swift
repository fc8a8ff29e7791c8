/// The effects started by one action sent to a store, and by everything they caused in turn.
///
/// A ``StoreTask`` (and a test store's task) is a handle on one origin: cancelling it cancels
/// those effects, finishing it waits for them.
@MainActor
@usableFromInline
final class EffectOrigin {
  /// Where the action was sent from, for messages about effects still running.
  nonisolated let location: CodeLocation?
  /// A short description of the action, for messages.
  nonisolated let label: String?
  private(set) var handles: [ObjectIdentifier: EffectHandle] = [:]
  private(set) var isCancelled = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  @usableFromInline
  init(location: CodeLocation? = nil, label: String? = nil) {
    self.location = location
    self.label = label
  }

  /// Whether any effect of this origin is still running.
  var isRunning: Bool { !handles.isEmpty }

  func add(_ handle: EffectHandle) { handles[ObjectIdentifier(handle)] = handle }

  func remove(_ handle: EffectHandle) {
    handles[ObjectIdentifier(handle)] = nil
    if handles.isEmpty {
      let waiters = self.waiters
      self.waiters = []
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Cancels every running effect of this origin.
  func cancel() {
    isCancelled = true
    for handle in Array(handles.values) { handle.cancel() }
  }

  /// Waits until no effect of this origin is running.
  func finish() async {
    guard !handles.isEmpty else { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}
