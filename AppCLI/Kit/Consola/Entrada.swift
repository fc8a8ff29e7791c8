import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a session reads its commands from: a terminal, a pipe, a script, or a test's lines.
public struct Entrada: Sendable {
  /// The lines, without their newlines; the stream ends at end of input.
  public var lineas: AsyncStream<String>
  /// Whether a person is typing (a terminal): the session shows a prompt and can ask for a
  /// password without echoing it.
  public var esInteractiva: Bool
  /// Turns the terminal's echo off (`false`) or back on (`true`).
  public var eco: @Sendable (_ activado: Bool) -> Void

  /// Creates an input.
  public init(
    lineas: AsyncStream<String>, esInteractiva: Bool,
    eco: @escaping @Sendable (_ activado: Bool) -> Void = { _ in }
  ) {
    self.lineas = lineas
    self.esInteractiva = esInteractiva
    self.eco = eco
  }

  /// Standard input, read line by line on a thread of its own so the session keeps printing
  /// what effects do while it waits. Interactive when standard input is a terminal.
  public static func estandar() -> Entrada {
    let (lineas, continuacion) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
    let lector = Thread {
      while let linea = readLine(strippingNewline: true) { continuacion.yield(linea) }
      continuacion.finish()
    }
    lector.start()
    return Entrada(
      lineas: lineas, esInteractiva: isatty(STDIN_FILENO) == 1, eco: Terminal.cambiarEco)
  }

  /// The lines of a script, not interactive.
  public static func guion(_ texto: String) -> Entrada {
    var lineas = texto.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.hasSuffix("\r") ? $0.dropLast() : $0)
    }
    if lineas.last == "" { lineas.removeLast() }
    return .lineas(lineas)
  }

  /// These lines, not interactive.
  public static func lineas(_ lineas: [String]) -> Entrada {
    let (flujo, continuacion) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
    for linea in lineas { continuacion.yield(linea) }
    continuacion.finish()
    return Entrada(lineas: flujo, esInteractiva: false)
  }
}

/// The terminal's settings, for reading a password without showing it.
enum Terminal {
  @Sendable static func cambiarEco(_ activado: Bool) {
    var ajustes = termios()
    guard tcgetattr(STDIN_FILENO, &ajustes) == 0 else { return }
    if activado {
      ajustes.c_lflag |= tcflag_t(ECHO)
    } else {
      ajustes.c_lflag &= ~tcflag_t(ECHO)
    }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &ajustes)
  }
}
