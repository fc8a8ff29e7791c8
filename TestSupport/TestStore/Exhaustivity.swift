/// How strictly a ``TestStore`` judges a test.
///
/// - ``on`` (the default): every state change must be asserted, every action an effect sends
///   must be received, and every effect must have finished when the test ends.
/// - ``off``: only what you assert is checked — and checked exactly. Unasserted changes,
///   unclaimed actions and running effects are not failures.
/// - `.off(showSkippedAssertions: true)`: like `.off`, but what was not asserted is reported as
///   a known issue, so you can read it while the test still passes.
///
/// Exhaustivity is a property you can change at any point of a test: lax to get somewhere,
/// strict to examine what happens there.
public enum Exhaustivity: Equatable, Sendable {
  /// Everything must be asserted.
  case on
  /// Only what is asserted is checked; with `showSkippedAssertions`, the rest is reported as
  /// known issues.
  case off(showSkippedAssertions: Bool)

  /// Only what is asserted is checked, silently.
  public static let off = Self.off(showSkippedAssertions: false)

  var isExhaustive: Bool { self == .on }
  var showsSkipped: Bool { self == .off(showSkippedAssertions: true) }
}
