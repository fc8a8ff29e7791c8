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
  /// What a terminal in raw mode sends, as it is typed, for the session's own line editor;
  /// `nil` when the input comes in whole lines (``lines``).
  public var keys: AsyncStream<[UInt8]>?
  /// How many columns wide the terminal is.
  public var columns: @Sendable () -> Int
  /// Gives the terminal back as it was before the session: called when the session ends.
  public var restore: @Sendable () -> Void

  /// An input.
  public init(
    lines: AsyncStream<String>, isInteractive: Bool,
    echo: @escaping @Sendable (_ on: Bool) -> Void = { _ in }
  ) {
    self.lines = lines
    self.isInteractive = isInteractive
    self.echo = echo
    self.keys = nil
    self.columns = { 80 }
    self.restore = {}
  }

  /// An interactive input read key by key: the session edits the line itself, so what is
  /// typed stays on the screen, and the cursor where it was, whatever is drawn meanwhile.
  ///
  /// - Parameters:
  ///   - keys: What the terminal sends.
  ///   - columns: How many columns wide the terminal is.
  ///   - restore: Gives the terminal back when the session ends.
  public init(
    keys: AsyncStream<[UInt8]>, columns: @escaping @Sendable () -> Int = { 80 },
    restore: @escaping @Sendable () -> Void = {}
  ) {
    self.init(lines: AsyncStream { $0.finish() }, isInteractive: true)
    (self.keys, self.columns, self.restore) = (keys, columns, restore)
  }

  /// The terminal at `fileDescriptor`, put in raw mode and read key by key on a thread of its
  /// own (see ``init(keys:columns:restore:)``); `nil` when it is not a terminal.
  public static func terminal(_ fileDescriptor: Int32) -> ConsoleInput? {
    guard isatty(fileDescriptor) == 1, let restore = Terminal.raw(fileDescriptor) else {
      return nil
    }
    let (keys, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .unbounded)
    // The reader keeps a descriptor of its own, closed when the terminal hangs up: whoever
    // opened `fileDescriptor` may close it while the reader waits.
    let own = dup(fileDescriptor)
    let reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 1024)
      while own >= 0 {
        let count = read(own, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        continuation.yield(Array(buffer[..<count]))
      }
      if own >= 0 { close(own) }
      continuation.finish()
    }
    reader.start()
    return ConsoleInput(
      keys: keys, columns: { Terminal.columns(fileDescriptor) ?? 80 }, restore: restore)
  }

  /// Standard input: key by key (``terminal(_:)``) when standard input and output are a
  /// terminal; otherwise read line by line on a thread of its own so the session keeps taking
  /// events while it waits, interactive when standard input is a terminal.
  public static func standard() -> ConsoleInput {
    if isatty(STDOUT_FILENO) == 1, let terminal = terminal(STDIN_FILENO) { return terminal }
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

/// The terminal's settings: echo off for a secret, raw mode for the line editor, its width.
private enum Terminal {
  /// Puts the terminal at `fileDescriptor` in raw mode — keys arrive one by one, unechoed,
  /// Ctrl-C and Ctrl-D among them — keeping output as it was; returns what restores it.
  static func raw(_ fileDescriptor: Int32) -> (@Sendable () -> Void)? {
    var original = termios()
    guard tcgetattr(fileDescriptor, &original) == 0 else { return nil }
    var settings = original
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    settings.c_iflag &= ~tcflag_t(ICRNL | IXON)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(fileDescriptor, TCSANOW, &settings) == 0 else { return nil }
    if fileDescriptor == STDIN_FILENO { RestoredOnSignal.install(original) }
    let saved = original
    return {
      var settings = saved
      _ = tcsetattr(fileDescriptor, TCSANOW, &settings)
    }
  }

  /// How many columns wide the terminal at `fileDescriptor` is, if it says.
  @Sendable static func columns(_ fileDescriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

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

/// The person's terminal given back when a signal ends the program in raw mode (`kill`, a
/// hang-up): otherwise the shell it returns to would echo nothing and ignore Enter. The handler
/// restores standard input's settings, then lets the signal end the program as it would have.
private enum RestoredOnSignal {
  /// Standard input's settings before raw mode. A signal handler captures nothing, so they live
  /// here. `nonisolated(unsafe)` because a handler cannot take a lock: it is written once per
  /// raw mode, before the handlers are installed, and a handler only reads it.
  nonisolated(unsafe) private static var settings = termios()

  /// Keeps `original` and installs the handlers for the signals that end a program.
  static func install(_ original: termios) {
    settings = original
    for number in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
      _ = signal(number) { number in
        var settings = RestoredOnSignal.settings
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        _ = signal(number, SIG_DFL)
        _ = raise(number)
      }
    }
  }
}
