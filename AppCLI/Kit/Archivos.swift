import Foundation

/// The few things `AppCLI` does with paths given on its command line.
enum Archivos {
  /// A file that could not be read.
  struct ErrorDeLectura: Error, CustomStringConvertible {
    var description: String
  }

  /// `ruta` as a URL, relative paths from the current directory.
  static func url(_ ruta: String) -> URL {
    URL(filePath: ruta, directoryHint: .isDirectory, relativeTo: .currentDirectory())
      .absoluteURL
  }

  /// The text of the file at `ruta`; `que` names it in the error (`el guion`).
  static func leer(_ ruta: String, que: String) -> Result<String, ErrorDeLectura> {
    do {
      let datos = try Data(contentsOf: URL(filePath: ruta, relativeTo: .currentDirectory()))
      return .success(String(decoding: datos, as: UTF8.self))
    } catch {
      let motivo =
        FileManager.default.fileExists(atPath: ruta) ? "no se puede leer" : "no existe"
      return .failure(ErrorDeLectura(description: "\(que) «\(ruta)» \(motivo)."))
    }
  }

  /// Why `carpeta` can't be the data folder, or `nil` when it can (it may not exist yet).
  static func problemaConCarpeta(_ carpeta: URL) -> String? {
    var esCarpeta: ObjCBool = false
    guard FileManager.default.fileExists(atPath: carpeta.path, isDirectory: &esCarpeta) else {
      return nil
    }
    return esCarpeta.boolValue ? nil : "--datos no es una carpeta: «\(carpeta.path)»."
  }
}
