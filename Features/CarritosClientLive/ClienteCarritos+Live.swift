import AppIdentity
import CarritosClient
import Catalogo
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
  /// Saving replaces the file atomically (``Storage/AtomicFile``) while holding its lock
  /// (`.ID.json.lock` beside it, ``Storage/FileLock``), after checking that what is there can
  /// be read: a file that is not a cart this version understands is reported
  /// (``CarritosClient/ErrorCarritoGuardado``) and never overwritten. Loading cleans up the
  /// temporary files a killed process left. Several sessions of one person share the file:
  /// the last cart saved is the one kept. Both run on a thread kept for blocking work
  /// (``Storage/BlockingWork``), and give up on a lock held past `espera`
  /// (``CarritosClient/ErrorCarritoGuardado/ocupado``).
  ///
  /// - Parameters:
  ///   - carpeta: The folder of kept carts; the app uses `carritos` in the data folder.
  ///   - espera: How long to wait for another process's lock before giving up.
  public static func live(
    carpeta: URL, espera: Duration = FileLock.defaultTimeout
  ) -> ClienteCarritos {
    ClienteCarritos(
      cargar: { usuario in
        let archivo = CarritoGuardado.archivo(de: usuario, en: carpeta)
        return try await BlockingWork.run {
          try CarritoGuardado.traducirErrores {
            try FileLock(guarding: archivo, timeout: espera).withLock {
              AtomicFile.removeAbandonedTemporaries(of: archivo)
              return try CarritoGuardado.leer(archivo)?.lineas ?? []
            }
          }
        }
      },
      guardar: { carrito, usuario in
        let archivo = CarritoGuardado.archivo(de: usuario, en: carpeta)
        try await BlockingWork.run {
          try CarritoGuardado.traducirErrores {
            try FileLock(guarding: archivo, timeout: espera).withLock {
              _ = try CarritoGuardado.leer(archivo)
              try AtomicFile.write(
                try CarritoGuardado.codificar(
                  CarritoGuardado(
                    version: CarritoGuardado.version, usuario: usuario, lineas: carrito)),
                to: archivo)
            }
          }
        }
      })
  }
}

extension ClienteCarritos: DependencyKey {
  /// The carts in the app's data folder (`DataFolder`).
  public static let liveValue = ClienteCarritos.live(
    carpeta: DataFolder.url().appending(path: ClienteCarritos.nombreDeCarpeta))
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
    guard let datos = try AtomicFile.read(archivo) else { return nil }
    struct Version: Decodable { var version: Int }
    guard let version = try? JSONDecoder().decode(Version.self, from: datos) else {
      throw ErrorCarritoGuardado.corrupto
    }
    guard version.version == Self.version else {
      throw ErrorCarritoGuardado.versionDesconocida(version.version)
    }
    guard let carrito = try? JSONDecoder().decode(CarritoGuardado.self, from: datos) else {
      throw ErrorCarritoGuardado.corrupto
    }
    return carrito
  }

  static func codificar(_ carrito: CarritoGuardado) throws -> Data {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try codificador.encode(carrito)
  }

  /// Runs `cuerpo`, turning what the disk throws into ``ErrorCarritoGuardado``: a lock held
  /// too long is `.ocupado`, any other failure of the file system `.noDisponible`.
  static func traducirErrores<T>(_ cuerpo: () throws -> T) throws(ErrorCarritoGuardado) -> T {
    do {
      return try cuerpo()
    } catch let error as ErrorCarritoGuardado {
      throw error
    } catch is FileLockTimeout {
      throw .ocupado
    } catch {
      throw .noDisponible
    }
  }
}
