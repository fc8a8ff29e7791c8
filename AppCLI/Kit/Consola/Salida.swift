import Foundation
import Synchronization

/// Where a session writes: standard output for what it shows, standard error for diagnostics.
/// Tests capture both with ``capturando()``.
public struct Salida: Sendable {
  /// Writes text to standard output, as is.
  public var salida: @Sendable (String) -> Void
  /// Writes text to standard error, as is.
  public var errores: @Sendable (String) -> Void
  /// Whether standard output is a terminal (it gets prompts and line clearing).
  public var esTerminal: Bool

  /// Creates an output from its two writers.
  public init(
    salida: @escaping @Sendable (String) -> Void, errores: @escaping @Sendable (String) -> Void,
    esTerminal: Bool = false
  ) {
    self.salida = salida
    self.errores = errores
    self.esTerminal = esTerminal
  }

  /// The process's standard output and error, written unbuffered, so their lines interleave
  /// in the order they were written.
  public static var estandar: Salida {
    Salida(
      salida: { FileHandle.standardOutput.write(Data($0.utf8)) },
      errores: { FileHandle.standardError.write(Data($0.utf8)) },
      esTerminal: isatty(STDOUT_FILENO) == 1)
  }

  /// An output that keeps what is written, for tests.
  public static func capturando() -> (Salida, Captura) {
    let captura = Captura()
    return (
      Salida(
        salida: { texto in captura.textos.withLock { $0.salida += texto } },
        errores: { texto in captura.textos.withLock { $0.errores += texto } }),
      captura
    )
  }

  /// Writes `texto` and a newline to standard output.
  public func linea(_ texto: String) { salida(texto + "\n") }

  /// Writes `texto` and a newline to standard error.
  public func error(_ texto: String) { errores(texto + "\n") }
}

/// What a captured ``Salida`` received.
public final class Captura: Sendable {
  fileprivate let textos = Mutex((salida: "", errores: ""))

  /// Everything written to standard output.
  public var salida: String { textos.withLock { $0.salida } }
  /// Everything written to standard error.
  public var errores: String { textos.withLock { $0.errores } }
}
