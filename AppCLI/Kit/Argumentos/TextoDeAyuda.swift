/// The texts `AppCLI` prints about itself, the usage and the options read from the flags'
/// declarations.
enum TextoDeAyuda {
  static let version = "AppCLI 1.0.0"

  /// The usage lines, printed after a command-line error.
  static let uso = """
    Usage: AppCLI \(OpcionesDeSesion.banderas.map { "[\($0.uso)]" }.joined(separator: " "))
           AppCLI replay ARCHIVO \(OpcionesDeReproduccion.banderas.map { "[\($0.uso)]" }.joined(separator: " "))
           AppCLI --help | --version
    """

  /// The line that ends every command-line error.
  static let masAyuda = "Escribe «AppCLI --help» para ver todas las opciones."

  /// The full `--help` text.
  static let completo = """
    AppCLI: la tienda de ejemplo desde la línea de órdenes.

    \(uso)

    Sin --script, lee las órdenes de la entrada estándar: con un terminal abre una sesión
    interactiva (escribe «ayuda»); si la entrada no es un terminal, la trata como un guion.

    Opciones de la sesión:
    \(OpcionesDeSesion.banderas.map { fila($0.uso, $0.ayuda) }.joined(separator: "\n"))

    Reproducir una grabación:
    \(fila("replay ARCHIVO", ["aplica las acciones grabadas al reducer, sin efectos, y escribe", "el estado final."]))
    \(OpcionesDeReproduccion.banderas.map { fila($0.uso, $0.ayuda) }.joined(separator: "\n"))

    Códigos de salida: 0 bien; 1 la reproducción no llega al estado grabado; 64 uso incorrecto;
    65 grabación dañada, de una versión desconocida o de la 1 con --test; 66 no se puede leer
    un archivo; 70 error interno; 73 no se puede crear la grabación.
    """

  /// A flag and its help in two columns.
  private static func fila(_ izquierda: String, _ lineas: [String]) -> String {
    lineas.enumerated().map { indice, linea in
      let columna = indice == 0 ? izquierda : ""
      return "  " + columna + String(repeating: " ", count: 19 - columna.count) + linea
    }
    .joined(separator: "\n")
  }
}
