/// Lays out a ``Doc`` within 100 columns the way the project's `swift format` configuration
/// does, so that generated tests pass `swift format lint` as they are:
///
/// - a piece that fits stays on one line;
/// - a call that does not fit breaks after `(`, packs its arguments on the following lines,
///   two spaces in, and closes with `)` after the last one;
/// - an array that does not fit breaks after `[`, packs its elements the same way (with a
///   trailing comma when there are several), and closes with `]` on a line of its own;
/// - an argument or element that does not fit on a line by itself breaks the same way, and the
///   next one starts on a new line.
enum Maquetador {
  /// The line width of `.swift-format`.
  static let ancho = 100

  /// The lines of `doc`, the first starting at column `sangria` and the rest indented from it;
  /// `sufijo` is glued after the last line (a comma, closing parentheses, ` {`).
  static func lineas(_ doc: Doc, sangria: Int, sufijo: String = "") -> [String] {
    let margen = String(repeating: " ", count: sangria)
    return maquetar(doc, columna: sangria, sangria: sangria, sufijo: sufijo).enumerated().map {
      $0.offset == 0 ? margen + $0.element : $0.element
    }
  }

  /// The lines of `doc` starting at `columna` (the first line without its indentation; the
  /// rest with theirs), continuation lines indented from `sangria`.
  private static func maquetar(
    _ doc: Doc, columna: Int, sangria: Int, sufijo: String
  ) -> [String] {
    let plano = doc.enUnaLinea + sufijo
    if columna + plano.count <= ancho { return [plano] }
    switch doc {
    case .texto:
      return [plano]
    case .prefijo(let prefijo, let resto):
      var lineas = maquetar(
        resto, columna: columna + prefijo.count, sangria: sangria, sufijo: sufijo)
      lineas[0] = prefijo + lineas[0]
      return lineas
    case .llamada(let nombre, let argumentos):
      guard !argumentos.isEmpty else { return [plano] }
      return [nombre + "("]
        + empaquetar(argumentos, sangria: sangria + 2, separador: ",", ultimo: ")" + sufijo)
    case .lista(let elementos):
      guard !elementos.isEmpty else { return [plano] }
      // A trailing comma goes after the last of several elements, never after a lone one.
      let margen = String(repeating: " ", count: sangria)
      let coma = elementos.count > 1 ? "," : ""
      return ["["] + empaquetar(elementos, sangria: sangria + 2, separador: ",", ultimo: coma)
        + [margen + "]" + sufijo]
    }
  }

  /// Packs `piezas` onto lines indented by `sangria`, as many per line as fit.
  static func empaquetar(
    _ piezas: [Doc], sangria: Int, separador: String, ultimo: String
  ) -> [String] {
    let margen = String(repeating: " ", count: sangria)
    var lineas: [String] = []
    var actual: String?
    for (indice, pieza) in piezas.enumerated() {
      let cola = indice == piezas.count - 1 ? ultimo : separador
      let plano = pieza.enUnaLinea + cola
      if let linea = actual, linea.count + 1 + plano.count <= ancho {
        actual = linea + " " + plano
        continue
      }
      if let linea = actual { lineas.append(linea) }
      if sangria + plano.count <= ancho {
        actual = margen + plano
      } else {
        actual = nil
        lineas += lineasSangradas(pieza, sangria: sangria, sufijo: cola)
      }
    }
    if let linea = actual { lineas.append(linea) }
    return lineas
  }

  private static func lineasSangradas(_ doc: Doc, sangria: Int, sufijo: String) -> [String] {
    lineas(doc, sangria: sangria, sufijo: sufijo)
  }
}
