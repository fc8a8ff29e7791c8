import Foundation
@_spi(Driver) import IssueReports

/// The default values of dependencies, computed once and kept.
///
/// A value is kept per key, per ``DependencyContext`` and per test: in the app there is one
/// value per key for the life of the process; in a test process each test gets its own, so a
/// stateful test double (an in-memory store) keeps its state across every use in a test — the
/// test body, its stores, their effects — and two tests running in parallel never share one.
///
/// Values are computed outside the lock (computing one may read others) and the first one
/// stored wins, so every reader gets the same instance.
///
/// Its entries sit behind an `NSLock` rather than a `Mutex`: parallel tests contend for this
/// lock constantly, and the thread sanitizer cannot follow a contended `Mutex` (its slow path
/// runs in the toolchain's uninstrumented library), so it reported races here that were not.
// Safe: `entries` is only read or written inside `withEntries`, which holds `lock`.
final class DependencyCache: @unchecked Sendable {
  static let shared = DependencyCache()

  private struct Key: Hashable {
    let type: ObjectIdentifier
    let context: DependencyContext
    let scope: DependencyScope?
  }

  private struct Entry: Sendable {
    let value: any Sendable
    /// The `prepareDependencies` call that stored it, if one did.
    let preparation: UUID?
  }

  private let lock = NSLock()
  private var entries: [Key: Entry] = [:]

  private func withEntries<T>(_ body: (inout [Key: Entry]) -> T) -> T {
    lock.withLock { body(&entries) }
  }

  /// The kept value of `key`, computing it on first use.
  func value<K: TestDependencyKey>(
    for key: K.Type, context: DependencyContext, scope: DependencyScope?, name: String
  ) -> K.Value {
    let cacheKey = Key(type: ObjectIdentifier(key), context: context, scope: scope)
    // Unwrap the entry first: `nil as? Optional<T>` succeeds, and would hide a missing one.
    if let entry = withEntries({ $0[cacheKey] }), let kept = entry.value as? K.Value {
      return kept
    }
    let (value, isStandIn) = compute(key, context: context, name: name)
    // A stand-in (the live value of a key with no test value) read to override part of it is
    // not kept, so the first real use still computes — and reports — it.
    if isStandIn { return value }
    return withEntries { entries in
      if let entry = entries[cacheKey], let kept = entry.value as? K.Value { return kept }
      entries[cacheKey] = Entry(value: value, preparation: nil)
      return value
    }
  }

  /// Stores `value` as the default of `key`, for `prepareDependencies`. A key already used, or
  /// prepared by another call, keeps its value, and the problem is reported.
  func prepare<K: TestDependencyKey>(
    _ value: K.Value, for key: K.Type, context: DependencyContext, scope: DependencyScope?,
    preparation: UUID, name: String
  ) {
    let cacheKey = Key(type: ObjectIdentifier(key), context: context, scope: scope)
    let accepted = withEntries { entries in
      if let existing = entries[cacheKey], existing.preparation != preparation,
        !(context == .preview && existing.preparation == nil)
      {
        return false
      }
      entries[cacheKey] = Entry(value: value, preparation: preparation)
      return true
    }
    guard !accepted, context != .preview else { return }
    reportIssue(
      """
      '\(name)' was already used or prepared, so prepareDependencies did not change it.
      A dependency can be prepared once, before anything reads it: prepare dependencies as early \
      as possible (where the app starts, at the start of a test). To change one for a stretch \
      of code, use withDependencies.
      """,
      at: IssueReporting.currentStep)
  }

  /// The value of `key` in `context`, and whether it is a stand-in: the value used, without a
  /// report, when code overriding part of a dependency reads a key that has no value for the
  /// context.
  private func compute<K: TestDependencyKey>(
    _ key: K.Type, context: DependencyContext, name: String
  ) -> (value: K.Value, isStandIn: Bool) {
    switch context {
    case .live:
      if let live = key as? any DependencyKey.Type, let value = liveValue(of: live) as? K.Value {
        return (value, false)
      }
      if DependencyValues.isSetting { return (K.testValue, true) }
      reportIssue(
        """
        '\(name)' has no live value, but was used in the running app.
        Conform \(K.self) to DependencyKey (give it a 'liveValue') in a module the app links, \
        or override it where the app starts (prepareDependencies or withDependencies). Its \
        test value is used in the meantime.
        """,
        at: IssueReporting.currentStep)
      return (K.testValue, false)
    case .preview:
      return (K.previewValue, false)
    case .test:
      let standIn = StandInNote()
      let value = DependencyValues.$resolvingName.withValue(name) {
        DependencyValues.$standInNote.withValue(standIn) { K.testValue }
      }
      return (value, standIn.wasUsed)
    }
  }

  private func liveValue<L: DependencyKey>(of key: L.Type) -> any Sendable { key.liveValue }
}

/// Notes that a key's missing test value was stood in for, silently, while overriding.
final class StandInNote: @unchecked Sendable {
  // Safe: written and read by the one task computing a value, in order.
  var wasUsed = false
}

/// Which test a kept dependency value belongs to: an opaque, hashable identity that
/// `TestSupport` provides for the test running now.
@_spi(Driver)
public struct DependencyScope: Hashable, Sendable {
  private let identity: Identity

  /// A scope identified by `id`.
  public init(_ id: some Hashable & Sendable) { identity = Identity(base: AnyHashable(id)) }

  private struct Identity: Hashable, @unchecked Sendable {
    // Safe: `base` is only ever made from a `Hashable & Sendable` value (see `init`), and is
    // never mutated.
    let base: AnyHashable
  }

  /// The scope of the test running now; `nil` outside tests, or when `TestSupport` is not
  /// linked into the test process.
  static var currentTest: DependencyScope? { provider?.currentTestScope }

  private static let provider =
    DependencyContext.current == .test
    ? IssueReporting.testRouter as? any TestScopeProvider.Type : nil
}

/// Tells Runtime which test is running; `TestSupport` provides the one in use.
@_spi(Driver)
public protocol TestScopeProvider: AnyObject, SendableMetatype {
  /// The scope of the test running now, or `nil` when none can be told.
  static var currentTestScope: DependencyScope? { get }
}
