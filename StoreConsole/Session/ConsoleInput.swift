import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a session reads its commands from: a terminal, a pipe, a script, or a test's lines.
public struct ConsoleInput: Sendable {
  /// The lines, without their newlines; the stream ends at end of input.
  public var lines: AsyncStream<String>
  /// Whether a person is typing (a terminal): the session shows a prompt and can ask for a
  /// secret without echoing it.
  public var isInteractive: Bool
  /// Turns the terminal's echo off (`false`) or back on (`true`).
  public var echo: @Sendable (_ on: Bool) -> Void

  /// An input.
  public init(
    lines: AsyncStream<String>, isInteractive: Bool,
    echo: @escaping @Sendable (_ on: Bool) -> Void = { _ in }
  ) {
    self.lines = lines
    self.isInteractive = isInteractive
    self.echo = echo
  }

  /// Standard input, read line by line on a thread of its own so the session keeps taking
  /// events while it waits. Interactive when standard input is a terminal.
  public static func standard() -> ConsoleInput {
    let (lines, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
    let reader = Thread {
      while let line = readLine(strippingNewline: true) { continuation.yield(line) }
      continuation.finish()
    }
    reader.start()
    return ConsoleInput(
      lines: lines, isInteractive: isatty(STDIN_FILENO) == 1, echo: Terminal.setEcho)
  }

  /// The lines of a script, not interactive.
  public static func script(_ text: String) -> ConsoleInput {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.hasSuffix("\r") ? $0.dropLast() : $0)
    }
    if lines.last == "" { lines.removeLast() }
    return .lines(lines)
  }

  /// These lines, not interactive.
  public static func lines(_ lines: [String]) -> ConsoleInput {
    let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
    for line in lines { continuation.yield(line) }
    continuation.finish()
    return ConsoleInput(lines: stream, isInteractive: false)
  }
}

/// The terminal's settings, for reading a secret without showing it.
private enum Terminal {
  @Sendable static func setEcho(_ on: Bool) {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    if on {
      settings.c_lflag |= tcflag_t(ECHO)
    } else {
      settings.c_lflag &= ~tcflag_t(ECHO)
    }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }
}
