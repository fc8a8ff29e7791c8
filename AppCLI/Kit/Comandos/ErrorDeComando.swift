/// Why a line typed in a session was not understood. The session prints ``mensaje`` and goes
/// on, with the state unchanged.
public enum ErrorDeComando: Error, Equatable, Sendable {
  /// No command has this name.
  case desconocido(String)
  /// The command exists, but its arguments are wrong.
  case usoIncorrecto(Orden)

  /// What the person reads, in Spanish, with the right usage.
  public var mensaje: String {
    switch self {
    case .desconocido(let nombre):
      "No conozco la orden «\(nombre)». Escribe «ayuda» para ver las órdenes."
    case .usoIncorrecto(let orden):
      "Uso: \(orden.uso) — \(orden.descripcion)."
    }
  }
}
