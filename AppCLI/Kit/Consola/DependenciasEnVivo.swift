import BuscadorFeature
import CredencialesFeature
import Foundation
import Runtime
import TiendaFeature

/// The live dependencies of the app, with every file in one data folder.
public enum DependenciasEnVivo {
  /// The data folder when `--datos` is not given: `$COMPOSABLE_DATA_DIR`, else
  /// `$XDG_DATA_HOME/composable`, else `~/.local/share/composable`.
  public static var carpetaPorOmision: URL { DataFolder.url() }

  /// Sets every dependency the app uses to its live value, reading and writing the users,
  /// orders, carts and telemetry files in `datos`. The search catalogue is the bundled one; payments
  /// are the simulated processor (amounts over 1.000,00 € are declined).
  public static func configurar(_ dependencias: inout DependencyValues, datos: URL) {
    dependencias.context = .live
    dependencias.continuousClock = ContinuousClock()
    dependencias.autenticacion = .live(
      archivo: datos.appending(path: ArchivoDeUsuarios.nombreDeArchivo))
    dependencias.clienteBusqueda = .live()
    dependencias.catalogo = .live
    dependencias.pagos = .live
    dependencias.pedidos = .live(archivo: datos.appending(path: LibroDePedidos.nombreDeArchivo))
    dependencias.carritos = .live(carpeta: datos.appending(path: ClienteCarritos.nombreDeCarpeta))
    dependencias.telemetria = .live(archivo: datos.appending(path: "telemetria.jsonl"))
  }
}
