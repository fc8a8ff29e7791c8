import Foundation

/// The references behind `@Shared(key)`, one per key id, so every `@Shared` of one key shares
/// one value. Held weakly: when the last `Shared` of a key goes away, so does its reference, and
/// the next one loads again from where the key keeps the value.
///
/// It is a dependency, so the app has one and each test its own.
final class SharedReferences: @unchecked Sendable {
  // Safe: `references` is only read and written while holding `lock`.
  private let lock = NSLock()
  private var references: [AnyHashable: Weak] = [:]

  private struct Weak {
    weak var reference: AnyObject?
  }

  /// The reference for `key`, created (and loaded) if there is none.
  func reference<Key: SharedKey>(
    for key: Key, default initialValue: () -> Key.Value
  ) -> PersistentReference<Key> {
    let id = AnyHashable(key.id)
    if let existing = lock.withLock({ references[id]?.reference as? PersistentReference<Key> }) {
      return existing
    }
    // Loading may read a file: do it outside the lock, and keep whichever reference was
    // stored first.
    let created = PersistentReference(key: key, initialValue: initialValue())
    return lock.withLock {
      if let existing = references[id]?.reference as? PersistentReference<Key> {
        return existing
      }
      references[id] = Weak(reference: created)
      let keyID = key.id
      created.onDeinit = { [weak self] in self?.forget(AnyHashable(keyID)) }
      return created
    }
  }

  private func forget(_ id: AnyHashable) {
    lock.withLock {
      if references[id]?.reference == nil { references[id] = nil }
    }
  }
}

private enum SharedReferencesKey: DependencyKey {
  static var liveValue: SharedReferences { SharedReferences() }
  static var testValue: SharedReferences { SharedReferences() }
}

extension DependencyValues {
  /// The references of the `@Shared` values in use: one set for the app, one for each test.
  var sharedReferences: SharedReferences {
    get { self[SharedReferencesKey.self] }
    set { self[SharedReferencesKey.self] = newValue }
  }
}
