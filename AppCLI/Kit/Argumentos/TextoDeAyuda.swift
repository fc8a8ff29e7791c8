/// The texts `AppCLI` prints about itself: usage, `--help` and `--version`.
public enum TextoDeAyuda {
  /// The version `--version` prints.
  public static let version = "AppCLI 1.0.0"

  /// The usage lines, printed after a command-line error.
  public static let uso = """
    Usage: AppCLI [--script ARCHIVO] [--json] [--trace] [--datos CARPETA] [--record ARCHIVO]
           AppCLI replay ARCHIVO [--test] [--continuar] [--trace]
           AppCLI --help | --version
    """

  /// The full `--help` text.
  public static let completo = """
    AppCLI: la tienda de ejemplo desde la línea de órdenes.

    \(uso)

    Sin --script, lee las órdenes de la entrada estándar: con un terminal abre una sesión
    interactiva (escribe «ayuda»); si la entrada no es un terminal, la trata como un guion.

    Opciones de la sesión:
      --script ARCHIVO   lee las órdenes de ARCHIVO, una por línea.
      --json             un objeto JSON por cada cambio de estado en la salida estándar;
                         todo lo demás va a la salida de errores.
      --trace            cada acción y el cambio de estado que causó (salida de errores).
      --datos CARPETA    carpeta de datos (usuarios, pedidos, telemetría). Por omisión
                         $COMPOSABLE_DATA_DIR, o $XDG_DATA_HOME/composable, o
                         ~/.local/share/composable.
      --record ARCHIVO   graba cada acción, de la persona y de los efectos, en líneas JSON
                         en ARCHIVO, que no debe existir.

    Reproducir una grabación:
      replay ARCHIVO     aplica las acciones grabadas al reducer, sin efectos, y escribe el
                         estado final.
      --test             escribe en su lugar un test de Swift Testing que reproduce la sesión.
      --continuar        salta las líneas dañadas (avisando) en vez de no reproducir nada.
      --trace            cada acción reproducida y el cambio de estado que causó.

    Códigos de salida: 0 bien; 1 la reproducción no llega al estado grabado; 64 uso incorrecto;
    65 grabación dañada; 66 no se puede leer un archivo; 70 error interno; 73 no se puede
    crear la grabación.
    """
}
