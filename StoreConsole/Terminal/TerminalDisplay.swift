/// Screens printed above the prompt line of a ``TerminalCanvas``.
struct TerminalScreen: ScreenRenderer {
  let canvas: TerminalCanvas
  let json: Bool

  func render(_ screen: String, update: Bool) {
    guard !json else { return }
    canvas.print(screen, toError: false)
  }
}

/// The prompt line of a ``TerminalCanvas``: the session's own line editor, fed key by key.
struct TerminalInput: InputLine {
  let canvas: TerminalCanvas

  func prompt(_ name: String) { canvas.showPrompt("\(name)> ") }

  func beginSecret(_ label: String) { canvas.showPrompt("\(label): ", secret: true) }

  func endSecret() { canvas.endSecret() }

  func ended() {
    // The canvas has already left the prompt line behind.
  }

  func lines(from input: ConsoleInput) -> AsyncStream<String> {
    guard let keys = input.keys else { return input.lines }
    let (lines, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
    canvas.deliver = { line in
      if let line { continuation.yield(line) } else { continuation.finish() }
    }
    Task { @MainActor [canvas] in
      for await bytes in keys { canvas.type(bytes) }
      canvas.endInput()
    }
    return lines
  }
}
