import Catalogo
import Foundation

/// A catalogue prepared for searching, as a shop's search box works: matching ignores case and
/// accents, forgives plurals (`camisetas` finds «Camiseta de algodón blanca», `cafeteras` «Cafetera
/// italiana 6 tazas», and `taza` finds it too), takes the words in any order, and ranks the
/// results.
///
/// A product matches when its name starts with the term's words, when each word of the term
/// begins a word of its name, or when each word begins a word of its name or its category —
/// ranked in that order. Words match from their start: `taza` does not find «mostaza».
/// Ties keep alphabetical order of the name, then the id, so the same term always gives the
/// same list.
///
/// ```swift
/// let indice = IndiceDeBusqueda(productos: catalogo)
/// indice.buscar("sarten")  // "Sartén antiadherente 20 cm", …
/// indice.buscar("CAMISETAS blancas")  // "Camiseta de algodón blanca"
/// ```
public struct IndiceDeBusqueda: Sendable {
  /// The most results a search returns.
  public static let limite = 20

  private struct Entrada: Sendable {
    let producto: Producto
    let nombre: String
    let palabrasDelNombre: [[String]]
    let palabrasDeLaCategoria: [[String]]
  }

  private let entradas: [Entrada]

  /// Prepares `productos` for searching.
  public init(productos: [Producto]) {
    entradas = productos.map {
      let (nombre, categoria) = (Self.normalizar($0.nombre), Self.normalizar($0.categoria))
      return Entrada(
        producto: $0, nombre: nombre,
        palabrasDelNombre: Self.formas(nombre), palabrasDeLaCategoria: Self.formas(categoria))
    }
  }

  /// The products matching `termino`, best first, at most ``limite``. A blank term matches
  /// nothing.
  public func buscar(_ termino: String) -> [Producto] {
    let termino = Self.normalizar(termino)
    guard !termino.isEmpty else { return [] }
    let palabras = Self.formas(termino)
    let coincidencias: [(rango: Int, entrada: Entrada)] = entradas.compactMap { entrada in
      let nombre = entrada.palabrasDelNombre
      if palabras.count <= nombre.count,
        zip(palabras, nombre).allSatisfy({ Self.empieza($1, por: $0) })
      {
        return (0, entrada)
      }
      if Self.cadaPalabra(de: palabras, empiezaUnaDe: nombre) { return (1, entrada) }
      if Self.cadaPalabra(de: palabras, empiezaUnaDe: nombre + entrada.palabrasDeLaCategoria) {
        return (2, entrada)
      }
      return nil
    }
    return
      coincidencias
      .sorted { lhs, rhs in
        if lhs.rango != rhs.rango { return lhs.rango < rhs.rango }
        if lhs.entrada.nombre != rhs.entrada.nombre {
          return lhs.entrada.nombre < rhs.entrada.nombre
        }
        return lhs.entrada.producto.id < rhs.entrada.producto.id
      }
      .prefix(Self.limite)
      .map(\.entrada.producto)
  }

  /// Whether each word of the term begins one of `palabras`.
  private static func cadaPalabra(
    de termino: [[String]], empiezaUnaDe palabras: [[String]]
  ) -> Bool {
    termino.allSatisfy { buscada in palabras.contains { empieza($0, por: buscada) } }
  }

  /// Whether a word, in any of its forms, begins with the term's word in any of its forms.
  private static func empieza(_ palabra: [String], por buscada: [String]) -> Bool {
    buscada.contains { forma in palabra.contains { $0.hasPrefix(forma) } }
  }

  /// The words of a normalized text, each with the singulars its plural may stand for:
  /// `tazas` is also `taza`, `pantalones` `pantalon`, `lapices` `lapiz`. A singular shorter
  /// than four letters is not taken (`gris` is not `gri`).
  static func formas(_ texto: String) -> [[String]] {
    texto.split(separator: " ").map { palabra in
      let palabra = String(palabra)
      guard palabra.hasSuffix("s") else { return [palabra] }
      var singulares = [String(palabra.dropLast())]
      if palabra.hasSuffix("es") { singulares.append(String(palabra.dropLast(2))) }
      if palabra.hasSuffix("ces") { singulares.append(palabra.dropLast(3) + "z") }
      return [palabra] + singulares.filter { $0.count >= 4 }
    }
  }

  /// Lowercases, removes accents and collapses runs of whitespace: `"  Sartén  ANTI "` is
  /// `"sarten anti"`.
  static func normalizar(_ texto: String) -> String {
    texto
      .folding(
        options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "es")
      )
      .lowercased()
      .split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
  }
}
