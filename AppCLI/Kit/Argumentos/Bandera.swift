/// A flag of AppCLI's command line, declared once: the parser, the usage line and `--help` all
/// read these declarations.
struct Bandera<Opciones>: Sendable {
  /// As typed: `--datos`.
  let nombre: String
  /// What its value is called in the help (`CARPETA`); `nil` for a switch.
  let valor: String?
  /// What it does, in Spanish, one line of the help each.
  let ayuda: [String]
  /// Sets it on the options; the value is `nil` for a switch.
  let aplicar: @Sendable (inout Opciones, String?) -> Void
  /// Whether the options have it already (only flags with a value can't be repeated).
  let presente: @Sendable (Opciones) -> Bool

  /// A switch: `--json`.
  static func interruptor(
    _ nombre: String, _ camino: WritableKeyPath<Opciones, Bool> & Sendable, _ ayuda: String...
  ) -> Self {
    Self(nombre: nombre, valor: nil, ayuda: ayuda, aplicar: { $0[keyPath: camino] = $1 == nil }) {
      _ in false
    }
  }

  /// A flag with a value: `--datos CARPETA` or `--datos=CARPETA`.
  static func valor(
    _ nombre: String, _ valor: String, _ camino: WritableKeyPath<Opciones, String?> & Sendable,
    _ ayuda: String...
  ) -> Self {
    Self(nombre: nombre, valor: valor, ayuda: ayuda, aplicar: { $0[keyPath: camino] = $1 }) {
      $0[keyPath: camino] != nil
    }
  }

  /// `--datos CARPETA`, as the usage and the help write it.
  var uso: String { valor.map { "\(nombre) \($0)" } ?? nombre }
}

extension OpcionesDeSesion {
  static let banderas: [Bandera<Self>] = [
    .valor("--script", "ARCHIVO", \.guion, "lee las órdenes de ARCHIVO, una por línea."),
    .interruptor(
      "--json", \.json, "un objeto JSON por cada cambio de estado en la salida estándar;",
      "todo lo demás va a la salida de errores."),
    .interruptor(
      "--trace", \.traza, "cada acción y el cambio de estado que causó (salida de errores)."),
    .valor(
      "--datos", "CARPETA", \.datos, "carpeta de datos (usuarios, pedidos, telemetría). Por",
      "omisión $COMPOSABLE_DATA_DIR, o $XDG_DATA_HOME/composable, o",
      "~/.local/share/composable."),
    .valor(
      "--record", "ARCHIVO", \.grabacion, "graba en ARCHIVO, que no debe existir, cada acción, lo",
      "que respondieron las dependencias y las esperas del reloj, en líneas JSON."),
  ]
}

extension OpcionesDeReproduccion {
  static let banderas: [Bandera<Self>] = [
    .interruptor(
      "--test", \.generarTest, "escribe en su lugar un test de Swift Testing que reproduce la",
      "sesión (grabaciones de la versión 2)."),
    .interruptor(
      "--continuar", \.continuar, "salta las líneas dañadas (avisando) en vez de no reproducir",
      "nada."),
    .interruptor("--trace", \.traza, "cada acción reproducida y el cambio de estado que causó."),
  ]
}
