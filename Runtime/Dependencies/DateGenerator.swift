import Foundation

/// Tells the current date. Read it as `@Dependency(\.date) var date`, then `date()` or
/// `date.now`.
///
/// In tests, fix it with ``constant(_:)``; the default test value fails when used.
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// Creates a generator from a function.
  public init(_ generate: @escaping @Sendable () -> Date) { self.generate = generate }

  /// The current date. Setting it fixes "now" to that date, as ``constant(_:)`` does:
  ///
  /// ```swift
  /// withDependencies: { $0.date.now = Date(timeIntervalSince1970: 0) }
  /// ```
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  public func callAsFunction() -> Date { generate() }

  /// Always the same date.
  public static func constant(_ date: Date) -> Self { Self { date } }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let testValue = DateGenerator(
    unimplemented("date", placeholder: Date(timeIntervalSince1970: 0)))
}

extension DependencyValues {
  /// Where "now" comes from: the system clock in the app; `.constant(…)` in tests.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
