import Foundation
import Runtime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a recording, one JSON line per ``LineaDeGrabacion``, as the session goes: the
/// person's and the effects' actions from the main actor, dependency calls and clock sleeps
/// from the effects' tasks.
///
/// The file is created new — an existing file is never overwritten — and starts with the
/// version line. Each line is written with one `write(2)` as soon as it is known, so a session
/// that is killed keeps every line but the one being written; nothing is written after the end
/// line.
// Safe: `archivo` is only read or written while `cerrojo` is held (`conArchivo`).
final class Grabadora: @unchecked Sendable {
  /// Where the recording goes.
  let ruta: String
  private let alFallar: @Sendable (String) -> Void
  // Guards the file and the numbering, so lines from different tasks never interleave and
  // numbers follow the order of the lines. An `NSLock`, not a `Mutex`: effects contend for it,
  // and the thread sanitizer cannot follow a contended `Mutex`.
  private let cerrojo = NSLock()
  private var archivo: (handle: FileHandle?, siguiente: Int)

  /// Why a recording could not be started.
  struct ErrorAlCrear: Error, Equatable, CustomStringConvertible {
    /// The path and the reason, in Spanish.
    var description: String
  }

  /// Creates the file at `ruta`, which must not exist yet, and writes the version line.
  ///
  /// - Parameter alFallar: Told, once, when a line can't be written (a full disk); the
  ///   recording stops there and the session goes on.
  init(
    ruta: String, alFallar: @escaping @Sendable (String) -> Void = { _ in }
  ) throws(ErrorAlCrear) {
    let descriptor = open(ruta, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let motivo =
        errno == EEXIST ? "ya existe y no se sobrescribe" : String(cString: strerror(errno))
      throw ErrorAlCrear(description: "no se puede crear la grabación «\(ruta)»: \(motivo).")
    }
    self.ruta = ruta
    self.alFallar = alFallar
    archivo = (FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), 1)
    escribir(LineaDeGrabacion<Never>.version(LineaDeGrabacion<Never>.versionActual))
  }

  /// Appends `linea`; after the end line, nothing more is written.
  func escribir<Action>(_ linea: LineaDeGrabacion<Action>) {
    conArchivo { archivo in escribir(linea, en: &archivo) }
  }

  /// Writes how a call or a sleep ended.
  func responder(_ respuesta: Respuesta) { escribir(LineaDeGrabacion<Never>.respuesta(respuesta)) }

  /// Writes that `extremo` was called and returns the call's number.
  func llamada(_ extremo: String) -> Int {
    numerada { .llamada(Llamada(id: $0, extremo: extremo)) }
  }

  /// Writes that an effect sleeps until `hasta` on the session's clock; returns its number.
  func espera(hasta: Duration) -> Int {
    let (segundos, attosegundos) = hasta.components
    let nanosegundos = Int(segundos) * 1_000_000_000 + Int(attosegundos / 1_000_000_000)
    return numerada { .espera(Espera(id: $0, hasta: nanosegundos)) }
  }

  private func conArchivo<T>(_ cuerpo: (inout (handle: FileHandle?, siguiente: Int)) -> T) -> T {
    cerrojo.withLock { cuerpo(&archivo) }
  }

  private func numerada(_ linea: (Int) -> LineaDeGrabacion<Never>) -> Int {
    conArchivo { archivo in
      let id = archivo.siguiente
      archivo.siguiente += 1
      escribir(linea(id), en: &archivo)
      return id
    }
  }

  private func escribir<Action>(
    _ linea: LineaDeGrabacion<Action>, en archivo: inout (handle: FileHandle?, siguiente: Int)
  ) {
    guard let handle = archivo.handle else { return }
    if case .fin = linea { archivo.handle = nil }
    do {
      let codificador = JSONEncoder()
      codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      try handle.write(contentsOf: try codificador.encode(linea) + Data("\n".utf8))
    } catch {
      archivo.handle = nil
      alFallar("no se pudo escribir en la grabación «\(ruta)»: \(error.localizedDescription)")
    }
  }
}
