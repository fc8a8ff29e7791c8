import Foundation
import Synchronization

/// Where a console writes: standard output for what it shows, standard error for diagnostics.
/// Tests capture both with ``capturing()``.
public struct ConsoleOutput: Sendable {
  /// Writes text to standard output, as is.
  public var standardOutput: @Sendable (String) -> Void
  /// Writes text to standard error, as is.
  public var standardError: @Sendable (String) -> Void
  /// Whether standard output is a terminal (it gets prompts and line clearing).
  public var isTerminal: Bool

  /// An output from its two writers.
  public init(
    standardOutput: @escaping @Sendable (String) -> Void,
    standardError: @escaping @Sendable (String) -> Void, isTerminal: Bool = false
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.isTerminal = isTerminal
  }

  /// The process's standard output and error, written unbuffered, so their lines interleave in
  /// the order they were written.
  public static var standard: ConsoleOutput {
    ConsoleOutput(
      standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      standardError: { FileHandle.standardError.write(Data($0.utf8)) },
      isTerminal: isatty(STDOUT_FILENO) == 1)
  }

  /// An output that keeps what is written, for tests.
  public static func capturing() -> (ConsoleOutput, CapturedOutput) {
    let captured = CapturedOutput()
    return (
      ConsoleOutput(
        standardOutput: { text in captured.texts.withLock { $0.output += text } },
        standardError: { text in captured.texts.withLock { $0.errors += text } }),
      captured
    )
  }

  /// Writes `text` and a newline to standard output.
  public func line(_ text: String) { standardOutput(text + "\n") }

  /// Writes `text` and a newline to standard error.
  public func error(_ text: String) { standardError(text + "\n") }
}

/// What a captured ``ConsoleOutput`` received.
public final class CapturedOutput: Sendable {
  fileprivate let texts = Mutex((output: "", errors: ""))

  /// Everything written to standard output.
  public var output: String { texts.withLock { $0.output } }
  /// Everything written to standard error.
  public var errors: String { texts.withLock { $0.errors } }
}
