/// A flag of AppCLI's command line, declared once: the parser, the usage line and `--help` are
/// all read from these declarations.
///
/// ```swift
/// Bandera<OpcionesDeSesion>.valor("--datos", "CARPETA", \.datos, "carpeta de datos")
/// ```
struct Bandera<Opciones>: Sendable {
  /// As typed: `--datos`.
  let nombre: String
  /// What its value is called in the help (`CARPETA`); `nil` for a switch.
  let valor: String?
  /// What it does, in Spanish, one line each.
  let ayuda: [String]
  /// Sets it on the options: `nil` for a switch.
  let aplicar: @Sendable (inout Opciones, String?) -> Void
  /// Whether the options already have it.
  let presente: @Sendable (Opciones) -> Bool

  /// A switch: `--json`.
  static func interruptor(
    _ nombre: String, _ camino: WritableKeyPath<Opciones, Bool> & Sendable, _ ayuda: String...
  ) -> Self {
    Self(
      nombre: nombre, valor: nil, ayuda: ayuda,
      aplicar: { opciones, _ in opciones[keyPath: camino] = true },
      presente: { _ in false })
  }

  /// A flag with a value: `--datos CARPETA` or `--datos=CARPETA`.
  static func valor(
    _ nombre: String, _ valor: String, _ camino: WritableKeyPath<Opciones, String?> & Sendable,
    _ ayuda: String...
  ) -> Self {
    Self(
      nombre: nombre, valor: valor, ayuda: ayuda, aplicar: { $0[keyPath: camino] = $1 },
      presente: { $0[keyPath: camino] != nil })
  }

  /// `--datos CARPETA`, as the usage and the help write it.
  var uso: String { valor.map { "\(nombre) \($0)" } ?? nombre }
}

extension OpcionesDeSesion {
  /// The flags of a session.
  static let banderas: [Bandera<Self>] = [
    .valor("--script", "ARCHIVO", \.guion, "lee las órdenes de ARCHIVO, una por línea."),
    .interruptor(
      "--json", \.json, "un objeto JSON por cada cambio de estado en la salida estándar;",
      "todo lo demás va a la salida de errores."),
    .interruptor(
      "--trace", \.traza, "cada acción y el cambio de estado que causó (salida de errores)."),
    .valor(
      "--datos", "CARPETA", \.datos, "carpeta de datos de las secciones (usuarios, pedidos…).",
      "Por omisión $COMPOSABLE_DATA_DIR, o $XDG_DATA_HOME/composable, o",
      "~/.local/share/composable."),
    .valor(
      "--record", "ARCHIVO", \.grabacion, "graba en ARCHIVO, que no debe existir, cada acción y",
      "lo que respondieron las dependencias y el reloj, en líneas JSON."),
  ]
}

extension OpcionesDeReproduccion {
  /// The flags of `replay`.
  static let banderas: [Bandera<Self>] = [
    .interruptor(
      "--test", \.generarTest, "escribe en su lugar un test de Swift Testing que reproduce la",
      "sesión (grabaciones de la versión 2)."),
    .interruptor(
      "--continuar", \.continuar,
      "salta las líneas dañadas (avisando) en vez de no reproducir nada."),
    .interruptor("--trace", \.traza, "cada acción reproducida y el cambio de estado que causó."),
  ]
}
