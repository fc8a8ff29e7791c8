import AppIdentity
import BuscadorFeature
import CredencialesFeature
import Foundation
import PedidosFeature
import RootFeature
import Runtime
import StoreConsole
import TemporizadorFeature
import TiendaFeature

/// The features the command line drives, and where each sits in the app: the one file of
/// AppCLI that names more than one feature. Each feature's screen and commands live in its own
/// file beside this one; adding a feature is that file and a line here.
enum Registro {
  /// The app: `Root`, its login form, and its sections in menu order.
  static let aplicacion = Root.aplicacion(
    acceso: Root.acceso(Credenciales.pantalla, estado: \.credenciales, accion: \.credenciales),
    secciones: [
      Root.seccion(
        .buscador, Buscador.pantalla, como: Buscador.sustantivo, estado: \.buscador,
        accion: \.buscador),
      Root.seccion(
        .tienda, Tienda.pantalla, como: Tienda.sustantivo, estado: \.tienda, accion: \.tienda),
      Root.seccion(
        .temporizador, Temporizador.pantalla, como: Temporizador.sustantivo,
        estado: \.temporizador, accion: \.temporizador),
      Root.seccion(
        .pedidos, Pedidos.pantalla, como: Pedidos.sustantivo, estado: \.pedidos,
        accion: \.pedidos),
    ])

  /// Every feature's live dependencies, with the files where `archivos` says.
  static func enVivo(_ dependencias: inout DependencyValues, archivos: DataFiles) {
    Credenciales.enVivo(&dependencias, archivos: archivos)
    Buscador.enVivo(&dependencias, archivos: archivos)
    Tienda.enVivo(&dependencias, archivos: archivos)
    Pedidos.enVivo(&dependencias, archivos: archivos)
  }

  /// The program: English flags, as the console's own are — one language for every flag — with
  /// the first version's Spanish spellings still understood, and noted.
  static let programa = ConsoleProgram(
    name: "AppCLI", version: "AppCLI 1.0.0",
    summary: "AppCLI: la tienda de ejemplo desde la línea de órdenes.",
    app: aplicacion, options: AppCLI.Opciones(),
    flags: [
      .value(
        "--data", "CARPETA", \.datos,
        help: [
          "carpeta de datos (usuarios, pedidos, telemetría). Por",
          "omisión $COMPOSABLE_DATA_DIR, o $XDG_DATA_HOME/composable, o",
          "~/.local/share/composable.",
        ])
    ],
    formerSpellings: ["--datos": "--data", "--continuar": "--skip-damaged"],
    validate: { opciones in
      let carpeta = carpeta(opciones)
      var esCarpeta: ObjCBool = false
      guard FileManager.default.fileExists(atPath: carpeta.path, isDirectory: &esCarpeta),
        !esCarpeta.boolValue
      else { return nil }
      return "--data no es una carpeta: «\(carpeta.path)»."
    },
    live: { dependencias, opciones in
      Registro.enVivo(&dependencias, archivos: DataFiles(folder: carpeta(opciones)))
    })

  /// The data folder `opciones` name: `--data`, relative paths from the current directory, or
  /// the app's default (`$COMPOSABLE_DATA_DIR`, XDG).
  static func carpeta(_ opciones: AppCLI.Opciones) -> URL {
    guard let ruta = opciones.datos else { return DataFolder.url() }
    return URL(filePath: ruta, directoryHint: .isDirectory, relativeTo: .currentDirectory())
      .absoluteURL
  }
}
