import Synchronization

/// Where randomness comes from: the system's generator in the app, a seeded one in tests.
///
/// Read it as `@Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator` and draw
/// inside its closure:
///
/// ```swift
/// let tirada = withRandomNumberGenerator { generador in
///   Int.random(in: 1...6, using: &generador)
/// }
/// ```
///
/// A test makes the draws predictable with a seeded generator:
/// `$0.withRandomNumberGenerator = WithRandomNumberGenerator(GeneradorConSemilla(semilla: 0))`.
/// Its test value fails when used, like any dependency's without one.
///
/// > Important: draw only inside the closure. The generator is shared by everyone reading the
/// > dependency, and the closure is what gives one caller at a time access to it.
public struct WithRandomNumberGenerator: Sendable {
  private let generator: Generator

  /// Shares `generator` with everyone who reads the dependency.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = Generator(generator)
  }

  /// Runs `work` with exclusive access to the generator.
  public func callAsFunction<R: Sendable>(
    _ work: @Sendable (inout any RandomNumberGenerator & Sendable) throws -> R
  ) rethrows -> R {
    try generator.state.withLock { try work(&$0) }
  }

  private final class Generator: Sendable {
    let state: Mutex<any RandomNumberGenerator & Sendable>
    init(_ generator: some RandomNumberGenerator & Sendable) { state = Mutex(generator) }
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
}

extension DependencyValues {
  /// The random number generator features draw from: the system's in the app; in tests, one
  /// the test gives (its test value fails when used).
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}
