/// Accumulates the lines of a generated source file, keeping track of the indentation.
struct Escritor {
  var sangria = 0
  var lineas: [String] = []

  /// `texto`'s lines at the current indentation (empty lines stay empty).
  mutating func linea(_ texto: String) {
    for linea in texto.split(separator: "\n", omittingEmptySubsequences: false) {
      lineas.append(linea.isEmpty ? "" : String(repeating: " ", count: sangria) + linea)
    }
  }

  /// A piece of code laid out at the current indentation.
  mutating func doc(_ doc: Doc, sufijo: String = "") {
    lineas += Maquetador.lineas(doc, sangria: sangria, sufijo: sufijo)
  }

  /// `cabecera {`, the lines `cuerpo` writes one level in, and `}`.
  mutating func bloque(_ cabecera: String, _ cuerpo: (inout Escritor) -> Void) {
    linea(cabecera + " {")
    sangria += 2
    cuerpo(&self)
    sangria -= 2
    linea("}")
  }

  /// A call, with the assertion closure `mutaciones` as its trailing closure when there are
  /// any. When the arguments do not fit, the closing parenthesis goes on a line of its own
  /// before the closure, as `swift format` puts it.
  mutating func llamada(_ nombre: String, _ argumentos: [Doc], cierre mutaciones: [Mutacion]) {
    let llamada = Doc.llamada(nombre, argumentos)
    guard !mutaciones.isEmpty else { return doc(llamada) }
    if sangria + llamada.enUnaLinea.count + 2 <= Maquetador.ancho {
      linea(llamada.enUnaLinea + " {")
    } else {
      linea(nombre + "(")
      lineas += Maquetador.empaquetar(argumentos, sangria: sangria + 2, separador: ",", ultimo: "")
      linea(") {")
    }
    sangria += 2
    for mutacion in mutaciones { lineas += mutacion.lineas(sangria: sangria) }
    sangria -= 2
    linea("}")
  }

  /// The file's text, ending with a newline.
  var texto: String { lineas.joined(separator: "\n") + "\n" }
}
