import Foundation

/// What one run of the tool works on, and its limits.
public struct PortConfiguration: Sendable {
  /// The TCA package.
  public var input: URL
  /// Where the ported package is written (never inside `input`).
  public var output: URL
  /// This library's repository, which the ported package depends on by path.
  public var composable: URL
  /// The tests and files known not to run here.
  public var skips: SkipList
  /// A build folder to share between runs (`swift build --scratch-path`), if any.
  public var scratchPath: URL?
  /// How long a single test may run (its output silent) before it counts as hung, in seconds.
  public var testTimeout: TimeInterval
  /// How long a build may run, in seconds.
  public var buildTimeout: TimeInterval
  /// The timeout given to a `wait(for:)` or `fulfillment(of:)` written without one.
  public var waitTimeout: Int
  /// Whether to build and test, or only write the ported package.
  public var buildsAndTests: Bool
  /// Where progress goes (standard error, for the tool).
  public var log: @Sendable (String) -> Void

  /// A configuration with the tool's defaults.
  public init(
    input: URL, output: URL, composable: URL, skips: SkipList = SkipList(),
    scratchPath: URL? = nil, testTimeout: TimeInterval = 120, buildTimeout: TimeInterval = 3600,
    waitTimeout: Int = 30, buildsAndTests: Bool = true,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.input = input
    self.output = output
    self.composable = composable
    self.skips = skips
    self.scratchPath = scratchPath
    self.testTimeout = testTimeout
    self.buildTimeout = buildTimeout
    self.waitTimeout = waitTimeout
    self.buildsAndTests = buildsAndTests
    self.log = log
  }
}
