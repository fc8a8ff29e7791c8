import StoreConsole

/// A screen's name as Spanish sentences need it, agreeing in gender and number: `el buscador`,
/// `de la tienda`, `ábrelos`.
struct Sustantivo: Equatable, Sendable {
  /// The word: `tienda`.
  let palabra: String
  var femenino = false
  var plural = false

  static func masculino(_ palabra: String) -> Self { Self(palabra: palabra) }
  static func femenino(_ palabra: String) -> Self { Self(palabra: palabra, femenino: true) }
  static func masculinoPlural(_ palabra: String) -> Self { Self(palabra: palabra, plural: true) }

  /// `la tienda`.
  var conArticulo: String {
    (femenino ? (plural ? "las " : "la ") : (plural ? "los " : "el ")) + palabra
  }
  /// After `de`, contracted as Spanish does: `del buscador`, `de la tienda`.
  var trasDe: String { !femenino && !plural ? "del \(palabra)" : "de \(conArticulo)" }
  /// `lo`, `la`, `los`, `las` (`ábrelo`).
  var pronombre: String { (femenino ? "la" : "lo") + (plural ? "s" : "") }
  /// `está abierto`, `están abiertas`…
  var estaAbierto: String {
    (plural ? "están" : "está") + " abiert" + (femenino ? "a" : "o") + (plural ? "s" : "")
  }
}

/// `1 artículo`, `3 artículos`.
func contar(_ cantidad: Int, _ singular: String, _ plural: String) -> String {
  "\(cantidad) \(cantidad == 1 ? singular : plural)"
}

extension Argument where Value == (Int, Int) {
  /// A whole number from 1, then one from 0 (`cantidad 5 0`).
  static var numeroYCantidad: Self {
    Self { palabras, _ in
      guard palabras.count == 2, let id = Argument<Int>.number.parse([palabras[0]], ""),
        let cantidad = Int(palabras[1]), cantidad >= 0
      else { return nil }
      return (id, cantidad)
    }
  }
}
