import AppIdentity
import CarritosClient
import Catalogo
import Foundation
import Runtime
import Storage

extension ClienteCarritos {
  /// Keeps each person's cart as JSON in `carpeta/ID.json` (`ID` the user id):
  ///
  /// ```json
  /// {"version": 1, "usuario": 1, "lineas": [{"cantidad": 2, "producto": {"categoria": "Ropa",
  ///   "id": 1, "nombre": "Camiseta de algodón blanca", "precioEnCentimos": 1299}}]}
  /// ```
  ///
  /// Keeping a change reads the file, makes the change to what it holds and replaces it
  /// atomically (``Storage/AtomicFile``), all while holding its lock (`.ID.json.lock` beside
  /// it, ``Storage/FileLock``): several sessions of one person, in this process or others, each
  /// keep their changes, and none is lost to another's. A file that is not a cart this version
  /// understands is reported (``CarritosClient/ErrorCarritoGuardado``) and never overwritten.
  /// A process killed while saving leaves the file as it was before that change, and its lock
  /// free. Loading cleans up the temporary files a killed process left.
  ///
  /// A change that could not be kept (the lock held too long, the disk refusing) is not lost
  /// while the process lives: it waits in memory and is kept with the next change, or when the
  /// cart is next loaded. Both run on a thread kept for blocking work (``Storage/BlockingWork``),
  /// and give up on a lock held past `espera` (``CarritosClient/ErrorCarritoGuardado/ocupado``).
  ///
  /// - Parameters:
  ///   - carpeta: The folder of kept carts; the app uses `carritos` in the data folder.
  ///   - espera: How long to wait for another process's lock before giving up.
  public static func live(
    carpeta: URL, espera: Duration = FileLock.defaultTimeout
  ) -> ClienteCarritos {
    let pendientes = CambiosPendientes()
    return ClienteCarritos(
      cargar: { usuario in
        let archivo = CarritoGuardado.archivo(de: usuario, en: carpeta)
        let pendiente = pendientes.tomar(de: usuario)
        do {
          return try await BlockingWork.run {
            try CarritoGuardado.traducirErrores {
              try FileLock(guarding: archivo, timeout: espera).withLock {
                AtomicFile.removeAbandonedTemporaries(of: archivo)
                let guardado = try CarritoGuardado.leer(archivo)?.lineas ?? []
                guard !pendiente.esNinguno else { return guardado }
                return try CarritoGuardado.escribir(
                  pendiente.aplicado(a: guardado), de: usuario, en: archivo)
              }
            }
          }
        } catch {
          pendientes.devolver(pendiente, de: usuario)
          throw error
        }
      },
      guardar: { cambio, usuario in
        let archivo = CarritoGuardado.archivo(de: usuario, en: carpeta)
        let pendiente = pendientes.tomar(de: usuario).seguido(de: cambio)
        guard !pendiente.esNinguno else { return }
        do {
          try await BlockingWork.run {
            try CarritoGuardado.traducirErrores {
              try FileLock(guarding: archivo, timeout: espera).withLock {
                let guardado = try CarritoGuardado.leer(archivo)?.lineas ?? []
                _ = try CarritoGuardado.escribir(
                  pendiente.aplicado(a: guardado), de: usuario, en: archivo)
              }
            }
          }
        } catch {
          pendientes.devolver(pendiente, de: usuario)
          throw error
        }
      })
  }
}

extension ClienteCarritos: DependencyKey {
  /// The carts in the app's data folder (``AppIdentity/DataFiles/carritos``).
  public static let liveValue = ClienteCarritos.live(
    carpeta: DataFiles().carritos)
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

  /// Replaces the file with `lineas` as the cart of `usuario`, and returns them.
  static func escribir(
    _ lineas: IdentifiedArrayOf<LineaDeCarrito>, de usuario: Int, en archivo: URL
  ) throws -> IdentifiedArrayOf<LineaDeCarrito> {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let carrito = CarritoGuardado(version: version, usuario: usuario, lineas: lineas)
    try AtomicFile.write(try codificador.encode(carrito), to: archivo)
    return lineas
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
