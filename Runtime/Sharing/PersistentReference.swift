import Foundation

/// The reference behind `@Shared(key)`: the value in memory, loaded from and saved to where the
/// key keeps it.
///
/// Reading the value first checks the key's revision, and loads again when something else
/// changed what is kept. Each `withLock` is one exclusive transaction: hold the key, load again
/// if it changed, apply the change, save.
///
/// A load that fails leaves the value as it was and the kept value untouched: saves are
/// refused (``saveError``) until a load succeeds, so a file that cannot be read is never
/// overwritten with a default.
final class PersistentReference<Key: SharedKey>: SharedReference, @unchecked Sendable {
  typealias Value = Key.Value

  // Safe: every mutable property is only read and written while holding `lock` (recursive, so
  // the value can be read inside `withLock`).
  private let lock = NSRecursiveLock()
  private let key: Key
  private let initialValue: Value
  private var current: Value
  private var lastRevision: AnyHashable?
  private var unreadable: (any Error)?
  private var _loadError: (any Error)?
  private var _saveError: (any Error)?

  /// Called when the last `Shared` holding this reference goes away.
  var onDeinit: (@Sendable () -> Void)?

  init(key: Key, initialValue: Value) {
    self.key = key
    self.initialValue = initialValue
    self.current = initialValue
    lock.withLock { reload() }
  }

  deinit { onDeinit?() }

  let observation = SharedObservation()
  var root: AnyObject { self }
  var path: AnyKeyPath? { nil }

  var value: Value {
    lock.withLock {
      reloadIfChanged()
      return current
    }
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock {
      try key.withExclusiveAccess {
        reloadIfChanged()
        var value = current
        let result: R
        do {
          result = try body(&value)
        } catch {
          current = value  // what the body changed before throwing stays, unsaved
          throw error
        }
        current = value
        persist(value)
        return result
      }
    }
  }

  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    guard let snapshot = tracker.snapshot(of: self) else { return nil }
    return snapshot as? Value
  }

  func takeSnapshot(_ value: Value, in tracker: SharedChangeTracker) {
    tracker.record(value, of: self)
  }

  var loadError: (any Error)? { lock.withLock { _loadError } }
  var saveError: (any Error)? { lock.withLock { _saveError } }

  func load() throws {
    try lock.withLock {
      reload()
      if let error = _loadError { throw error }
    }
  }

  func save() throws {
    try lock.withLock {
      persist(current)
      if let error = _saveError { throw error }
    }
  }

  var description: String { "\(key)" }

  // MARK: - Under the lock

  private func reloadIfChanged() {
    guard let revision = key.revision(), revision != lastRevision else { return }
    reload()
  }

  private func reload() {
    lastRevision = key.revision()
    do {
      current = try key.load(initialValue: initialValue)
      unreadable = nil
      _loadError = nil
    } catch {
      unreadable = error
      _loadError = error
      report("could not be loaded; it keeps its current value, and is not overwritten", error)
    }
  }

  private func persist(_ value: Value) {
    if let unreadable {
      _saveError = SharedSaveRefused(key: "\(key)", reason: unreadable)
      return
    }
    do {
      try key.save(value)
      lastRevision = key.revision()
      _saveError = nil
    } catch {
      _saveError = error
      report("could not be saved; the change is kept in memory only", error)
    }
  }

  /// Reports a load or save failure in the app (on standard error). Tests read `loadError` and
  /// `saveError` instead, as they do any other state.
  private func report(_ what: String, _ error: any Error) {
    guard DependencyContext.current != .test else { return }
    reportIssue("Shared value \(key) \(what): \(error)", at: nil)
  }
}

/// The error of a save refused because what is kept could not be loaded: saving would
/// overwrite it with a value that never saw it.
public struct SharedSaveRefused: Error, CustomStringConvertible {
  /// The key, as `.fileStorage("…")`.
  public let key: String
  /// Why loading failed.
  public let reason: any Error

  public var description: String {
    """
    Not saved: what \(key) keeps could not be loaded (\(reason)), and saving would overwrite \
    it. Fix or remove it; the change is kept in memory until then.
    """
  }
}
