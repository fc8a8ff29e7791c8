import Foundation

/// Runs main-actor code from a place the compiler cannot see is on the main actor — a reducer,
/// a callback handed to another type, a block on the main queue — as `MainActor.assumeIsolated`
/// does, but without trapping when the place was reached from another thread after all.
///
/// ```swift
/// MainActorAssumption.run("ObservedReducer", onMainBecause: "a store runs reducers there") {
///   observer(action, before, after)
/// }
/// ```
///
/// On the main thread, or in a block the main queue runs, it is `MainActor.assumeIsolated`.
/// Anywhere else it reports an issue (a test fails, an app prints it) naming the place and why
/// it assumed the main actor, and runs the code where it is rather than stopping the process:
/// a bug to fix, not a crash to reproduce.
@_spi(Driver)
public enum MainActorAssumption {
  /// Whether the code running now is on the main actor: on the main thread, or in a block the
  /// main queue runs (a test store's or a live session's effect job).
  public static var holds: Bool { MainQueue.isCurrent || Thread.isMainThread }

  /// Runs `body` as main-actor code; off the main actor, reports an issue first (see above).
  ///
  /// - Parameters:
  ///   - place: The code that assumes the main actor, as a reader finds it.
  ///   - reason: Why it is on the main actor by construction.
  ///   - body: The main-actor code.
  public static func run<T: Sendable>(
    _ place: String, onMainBecause reason: String, _ body: @MainActor () -> T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> T {
    if holds { return MainActor.assumeIsolated(body) }
    reportIssue(
      """
      \(place) ran off the main actor.

      It assumes the main actor because \(reason), but it was reached from another thread. It \
      ran there, without the main actor's protection, instead of stopping the process: find \
      what called it off the main actor.
      """, fileID: fileID, filePath: filePath, line: line, column: column)
    return withoutActuallyEscaping(body) { body in
      // Safe as far as it can be: the caller was told above; trapping would lose the report.
      unsafeBitCast(body, to: (() -> T).self)()
    }
  }
}
