import AutenticacionClient
import Runtime

// Dumps, diffs, descriptions and `dump(_:)` read values through their mirror. These mirrors
// show every field except the password, which appears as `<redacted>` (or `""` when empty).

extension Credenciales.State: CustomReflectable, CustomStringConvertible {
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "correo": correo, "clave": ClaveOculta(clave), "entrando": entrando,
        "error": error as Any,
      ],
      displayStyle: .struct)
  }

  /// The state on one line, password redacted.
  public var description: String { Dumper.line(self) }
}

extension Credenciales.Action: CustomReflectable {
  public var customMirror: Mirror {
    switch self {
    case .correoEscrito(let correo):
      Mirror(self, children: ["correoEscrito": correo], displayStyle: .enum)
    case .claveEscrita(let clave):
      Mirror(self, children: ["claveEscrita": ClaveOculta(clave)], displayStyle: .enum)
    case .entrarPulsado:
      Mirror(self, children: [:], displayStyle: .enum)
    }
  }
}

/// A password as dumps show it: never its characters.
///
/// Two different passwords are different values, so a diff still marks the field as changed
/// (`− clave: <redacted>` / `+ clave: <redacted>`) without printing either.
struct ClaveOculta: Redacted, Equatable, CustomStringConvertible, CustomReflectable {
  private let clave: String

  init(_ clave: String) { self.clave = clave }

  var redactedDescription: String { clave.isEmpty ? "\"\"" : "<redacted>" }
  var description: String { redactedDescription }
  var customMirror: Mirror { Mirror(self, children: [:]) }
}
