/// A piece of Swift source whose line breaks are not decided yet: the generator builds these,
/// and ``Maquetador`` lays them out within the line width the way `swift format` does.
indirect enum Doc: Equatable, Sendable {
  /// Text that is never broken: `1299`, `"Demo"`, `.exito`.
  case texto(String)
  /// Text glued in front of a piece: `id: 1`, `$0.mensaje = nil`, `let x = …`.
  case prefijo(String, Doc)
  /// A call or tuple: `Nombre(a, b)`; the name is empty for a tuple.
  case llamada(String, [Doc])
  /// An array literal: `[a, b]`.
  case lista([Doc])

  /// The piece on one line.
  var enUnaLinea: String {
    switch self {
    case .texto(let texto): texto
    case .prefijo(let prefijo, let doc): prefijo + doc.enUnaLinea
    case .llamada(let nombre, let argumentos):
      nombre + "(" + argumentos.map(\.enUnaLinea).joined(separator: ", ") + ")"
    case .lista(let elementos):
      "[" + elementos.map(\.enUnaLinea).joined(separator: ", ") + "]"
    }
  }
}
