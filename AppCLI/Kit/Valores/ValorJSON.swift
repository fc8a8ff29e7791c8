import Runtime

/// Any value as one line of JSON, written from its dump tree — so a password, which the
/// features' mirrors redact, is `"<redacted>"` here too, and a property wrapper's field is
/// named as the property.
///
/// Structs are objects (fields in declaration order), enum cases are `"caso"` or
/// `{"caso": payload}`, optionals are the value or `null`, collections are arrays, unlabeled
/// tuple elements are `_0`, `_1`… as `Codable` names them.
///
/// ```swift
/// ValorJSON.texto(Temporizador.State(segundos: 3))  // {"segundos":3}
/// ```
enum ValorJSON {
  /// `valor` as compact JSON.
  static func texto(_ valor: Any) -> String { texto(Dumper.dump(valor)) }

  private static func texto(_ valor: Dumped) -> String {
    switch valor.node {
    case .leaf(let hoja):
      switch desenvuelto(valor.value) {
      case nil: return "null"
      case let texto as String: return cadena(texto)
      case is Bool, is any BinaryInteger, is any BinaryFloatingPoint: return hoja
      case is any Redacted: return cadena(hoja == "\"\"" ? "" : hoja)
      default: return cadena(hoja)
      }
    case .record(_, let campos):
      let pares = campos.enumerated().map { indice, campo in
        cadena(campo.label.isEmpty ? "_\(indice)" : campo.label) + ":" + texto(campo.value)
      }
      return "{" + pares.joined(separator: ",") + "}"
    case .enumCase(let nombre, let carga):
      return carga.map { "{" + cadena(nombre) + ":" + texto($0) + "}" } ?? cadena(nombre)
    case .collection(let elementos, _):
      return "[" + elementos.map(texto).joined(separator: ",") + "]"
    case .dictionary(let entradas):
      let pares = entradas.map { cadena(clave($0.key)) + ":" + texto($0.value) }
      return "{" + pares.joined(separator: ",") + "}"
    }
  }

  /// The value inside any optionals, or `nil` for none.
  static func desenvuelto(_ valor: Any) -> Any? {
    let espejo = Mirror(reflecting: valor)
    guard espejo.displayStyle == .optional else { return valor }
    return espejo.children.first.flatMap { desenvuelto($0.value) }
  }

  /// A dictionary key as printed by a dump (`"a"`), without the quotes of a string key.
  private static func clave(_ impresa: String) -> String {
    impresa.count >= 2 && impresa.hasPrefix("\"") && impresa.hasSuffix("\"")
      ? String(impresa.dropFirst().dropLast()) : impresa
  }

  /// `texto` as a JSON string literal: the one JSON escaper.
  static func cadena(_ texto: String) -> String {
    var resultado = "\""
    for escalar in texto.unicodeScalars {
      switch escalar {
      case "\"": resultado += "\\\""
      case "\\": resultado += "\\\\"
      case "\n": resultado += "\\n"
      case "\r": resultado += "\\r"
      case "\t": resultado += "\\t"
      case _ where escalar.value < 0x20:
        let hex = String(escalar.value, radix: 16)
        resultado += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: resultado.unicodeScalars.append(escalar)
      }
    }
    return resultado + "\""
  }
}
