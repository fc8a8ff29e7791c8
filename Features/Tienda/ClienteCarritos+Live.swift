import Foundation
import Runtime
import Storage

extension ClienteCarritos {
  /// The name of the folder of kept carts inside the data folder.
  public static let nombreDeCarpeta = "carritos"

  /// Keeps each person's cart as JSON in `carpeta/ID.json` (`ID` the user id):
  ///
  /// ```json
  /// {"version": 1, "usuario": 1, "lineas": [{"cantidad": 2, "producto": {"categoria": "Ropa",
  ///   "id": 1, "nombre": "Camiseta de algodón blanca", "precioEnCentimos": 1299}}]}
  /// ```
  ///
  /// Saving replaces the file atomically (``AtomicFile``) while holding its lock
  /// (`.ID.json.lock`), after checking that what is there can be read: a file that is not a
  /// cart this version understands is reported (``ErrorCarritoGuardado``) and never
  /// overwritten. Loading cleans up the temporary files a killed process left. Several
  /// sessions of one person share the file: the last cart saved is the one kept.
  public static func live(carpeta: URL) -> ClienteCarritos {
    ClienteCarritos(
      cargar: { usuario in
        let archivo = CarritoGuardado.archivo(de: usuario, en: carpeta)
        return try FileLock(guarding: archivo).withLock {
          AtomicFile.removeAbandonedTemporaries(of: archivo)
          return try CarritoGuardado.leer(archivo)?.lineas ?? []
        }
      },
      guardar: { carrito, usuario in
        let archivo = CarritoGuardado.archivo(de: usuario, en: carpeta)
        try FileLock(guarding: archivo).withLock {
          // A newer save of this cart has started: it will write, this one need not.
          try Task.checkCancellation()
          _ = try CarritoGuardado.leer(archivo)
          try AtomicFile.write(
            try CarritoGuardado.codificar(
              CarritoGuardado(version: CarritoGuardado.version, usuario: usuario, lineas: carrito)),
            to: archivo)
        }
      })
  }
}

/// A kept cart's file.
private struct CarritoGuardado: Codable {
  static let version = 1

  var version: Int
  var usuario: Int
  var lineas: IdentifiedArrayOf<LineaDeCarrito>

  static func archivo(de usuario: Int, en carpeta: URL) -> URL {
    carpeta.appending(path: "\(usuario).json")
  }

  /// The file's cart, `nil` when there is no file.
  static func leer(_ archivo: URL) throws -> CarritoGuardado? {
    guard FileManager.default.fileExists(atPath: archivo.path) else { return nil }
    let datos = try Data(contentsOf: archivo)
    struct Version: Decodable { var version: Int }
    guard let version = try? JSONDecoder().decode(Version.self, from: datos) else {
      throw ErrorCarritoGuardado.corrupto(archivo)
    }
    guard version.version == Self.version else {
      throw ErrorCarritoGuardado.versionDesconocida(archivo, version.version)
    }
    guard let carrito = try? JSONDecoder().decode(CarritoGuardado.self, from: datos) else {
      throw ErrorCarritoGuardado.corrupto(archivo)
    }
    return carrito
  }

  static func codificar(_ carrito: CarritoGuardado) throws -> Data {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try codificador.encode(carrito)
  }
}

/// Why a kept cart could not be used. The file is never overwritten in these cases.
public enum ErrorCarritoGuardado: Error, Equatable, CustomStringConvertible {
  /// The file is not a kept cart.
  case corrupto(URL)
  /// The file is a kept cart of a version this app does not know.
  case versionDesconocida(URL, Int)

  public var description: String {
    switch self {
    case .corrupto(let url):
      "The cart file at \(url.path) is corrupt; it was left untouched."
    case .versionDesconocida(let url, let version):
      "The cart file at \(url.path) is version \(version), which this app does not know; it "
        + "was left untouched."
    }
  }
}
