import Foundation
import Synchronization

/// Makes UUIDs. Read it as `@Dependency(\.uuid) var uuid` and call it: `uuid()`.
///
/// In tests, make identity predictable with ``incrementing`` (`UUID(0)`, `UUID(1)`, …) or
/// ``constant(_:)``; the default test value fails when used.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator from a function.
  public init(_ generate: @escaping @Sendable () -> UUID) { self.generate = generate }

  /// Returns a UUID.
  public func callAsFunction() -> UUID { generate() }

  /// Random UUIDs, as the app uses.
  public static let random = UUIDGenerator { UUID() }

  /// Always the same UUID.
  public static func constant(_ uuid: UUID) -> Self { Self { uuid } }

  /// `UUID(0)`, `UUID(1)`, `UUID(2)`, …: a fresh sequence each time this is read.
  public static var incrementing: Self {
    let counter = Counter()
    return Self { UUID(counter.next()) }
  }

  private final class Counter: Sendable {
    private let value = Mutex(0)
    func next() -> Int {
      value.withLock { value in
        let current = value
        value += 1
        return current
      }
    }
  }
}

extension UUID {
  /// A UUID whose last 12 hex digits are `intValue`: `UUID(0)` is
  /// `00000000-0000-0000-0000-000000000000`, `UUID(1)` ends in `…0001`.
  ///
  /// - Precondition: `intValue` is not negative.
  public init(_ intValue: Int) {
    precondition(intValue >= 0, "UUID(_:) needs a non-negative integer")
    let hex = String(intValue, radix: 16)
    let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    self.init(uuidString: "00000000-0000-0000-0000-\(digits.suffix(12))")!
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator.random
  static let testValue = UUIDGenerator(
    unimplemented("uuid", placeholder: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!))
}

extension DependencyValues {
  /// Where new identities come from: random in the app; `.incrementing` or `.constant` in tests.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}
