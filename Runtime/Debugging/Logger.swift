/// TCA's store logger (its `@_spi(Logging)`): while enabled, it records when root stores are
/// created and released, so a test can check a store's lifetime.
///
/// ```swift
/// Logger.shared.isEnabled = true
/// do { _ = Store<Void, Void>(initialState: ()) {} }
/// Logger.shared.logs  // ["Store<(), ()>.init", "Store<(), ()>.deinit"]
/// ```
@_spi(Logging)
@MainActor
public final class Logger {
  /// The logger the stores write to.
  public static let shared = Logger()

  /// Whether stores record their lifetime; off by default.
  public var isEnabled = false

  /// What was recorded since the last ``clear()``, oldest first.
  public private(set) var logs: [String] = []

  /// Records `message` when enabled.
  public func log(_ message: @autoclosure () -> String) {
    guard isEnabled else { return }
    logs.append(message())
  }

  /// Forgets what was recorded.
  public func clear() {
    logs.removeAll()
  }
}
