import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a recording, one JSON line per ``LineaDeGrabacion``, as the session goes.
///
/// The file is created new — an existing file is never overwritten — and each line is written
/// with one `write(2)` as soon as it is known, so a session that is killed keeps every line
/// but the one being written.
@MainActor
public final class Grabadora {
  /// Where the recording goes.
  public let ruta: String
  private let archivo: FileHandle
  private let codificador: JSONEncoder
  private var fallo: String?

  /// Why a recording could not be started.
  public struct ErrorAlCrear: Error, Equatable, CustomStringConvertible {
    /// The path and the reason, in Spanish.
    public var description: String
  }

  /// Creates the file at `ruta`, which must not exist yet.
  public init(ruta: String) throws(ErrorAlCrear) {
    let descriptor = open(ruta, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let motivo =
        errno == EEXIST ? "ya existe y no se sobrescribe" : String(cString: strerror(errno))
      throw ErrorAlCrear(description: "no se puede crear la grabación «\(ruta)»: \(motivo).")
    }
    self.ruta = ruta
    archivo = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  /// Appends `linea`. Returns a message the first time writing fails (a full disk), `nil`
  /// otherwise; after a failure it stops trying.
  @discardableResult
  public func escribir(_ linea: LineaDeGrabacion) -> String? {
    guard fallo == nil else { return nil }
    do {
      var datos = try codificador.encode(linea)
      datos.append(UInt8(ascii: "\n"))
      try archivo.write(contentsOf: datos)
      return nil
    } catch {
      let mensaje = "no se pudo escribir en la grabación «\(ruta)»: \(error.localizedDescription)"
      fallo = mensaje
      return mensaje
    }
  }
}
