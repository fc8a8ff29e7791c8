import Foundation

/// A catalogue prepared for searching: matching ignores case and accents, and results are
/// ranked.
///
/// A product matches when its name starts with the term, when its name contains the term, or
/// when its category contains the term — ranked in that order. Ties keep alphabetical order of
/// the name, then the id, so the same term always gives the same list.
///
/// ```swift
/// let indice = IndiceDeBusqueda(productos: catalogo)
/// indice.buscar("sarten")  // "Sartén antiadherente 20 cm", …
/// ```
public struct IndiceDeBusqueda: Sendable {
  /// The most results a search returns.
  public static let limite = 20

  private struct Entrada: Sendable {
    let producto: Resultado
    let nombre: String
    let categoria: String
  }

  private let entradas: [Entrada]

  /// Prepares `productos` for searching.
  public init(productos: [Resultado]) {
    entradas = productos.map {
      Entrada(
        producto: $0, nombre: Self.normalizar($0.nombre), categoria: Self.normalizar($0.categoria))
    }
  }

  /// The products matching `termino`, best first, at most ``limite``. A blank term matches
  /// nothing.
  public func buscar(_ termino: String) -> [Resultado] {
    let termino = Self.normalizar(termino)
    guard !termino.isEmpty else { return [] }
    let coincidencias: [(rango: Int, entrada: Entrada)] = entradas.compactMap { entrada in
      if entrada.nombre.hasPrefix(termino) { return (0, entrada) }
      if entrada.nombre.contains(termino) { return (1, entrada) }
      if entrada.categoria.contains(termino) { return (2, entrada) }
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
