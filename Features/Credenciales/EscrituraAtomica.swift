import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents so that a reader — or a crash — sees either the old file or the
/// new one, never a mix.
///
/// The data goes to a temporary file in the same folder, which is flushed to disk and then
/// renamed over the destination (`rename(2)` is atomic within a file system). A crash before
/// the rename leaves the old file intact and a stray `.*.tmp` file that nothing reads.
enum EscrituraAtomica {
  /// The error when a step of the write fails.
  struct Error: Swift.Error, CustomStringConvertible {
    let paso: String
    let codigo: Int32
    var description: String {
      "Atomic write failed at \(paso): \(String(cString: strerror(codigo)))"
    }
  }

  /// Writes `datos` to `destino`, creating its folder if needed.
  ///
  /// - Parameter permisos: the file's POSIX permissions, such as `0o600` for secrets.
  static func escribir(_ datos: Data, en destino: URL, permisos: Int = 0o644) throws {
    let gestor = FileManager.default
    let carpeta = destino.deletingLastPathComponent()
    try gestor.createDirectory(at: carpeta, withIntermediateDirectories: true)
    let temporal = carpeta.appending(path: ".\(destino.lastPathComponent).\(UUID().uuidString).tmp")
    guard
      gestor.createFile(
        atPath: temporal.path, contents: nil, attributes: [.posixPermissions: permisos])
    else { throw Error(paso: "create \(temporal.lastPathComponent)", codigo: errno) }
    do {
      let archivo = try FileHandle(forWritingTo: temporal)
      do {
        try archivo.write(contentsOf: datos)
        try archivo.synchronize()
        try archivo.close()
      } catch {
        try? archivo.close()
        throw error
      }
      guard rename(temporal.path, destino.path) == 0 else {
        throw Error(paso: "rename", codigo: errno)
      }
    } catch {
      try? gestor.removeItem(at: temporal)
      throw error
    }
    sincronizarCarpeta(carpeta)
  }

  /// Flushes the folder's entry for the renamed file, so the rename itself survives a crash.
  private static func sincronizarCarpeta(_ carpeta: URL) {
    let descriptor = open(carpeta.path, O_RDONLY)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }
}
