import Runtime

/// Any value as one line of JSON, read through its mirror — so a password, which the features'
/// mirrors redact, is `"<redacted>"` here too.
///
/// Structs are objects (fields in declaration order), enum cases are `"caso"` or
/// `{"caso": payload}`, optionals are the value or `null`, collections are arrays.
///
/// ```swift
/// EstadoJSON.texto(Temporizador.State(segundos: 3))  // {"segundos":3}
/// ```
public enum EstadoJSON {
  /// `valor` as compact JSON.
  public static func texto(_ valor: Any) -> String {
    var salida = ""
    escribir(valor, en: &salida)
    return salida
  }

  private static func escribir(_ valor: Any, en salida: inout String) {
    switch valor {
    case let secreto as any Redacted:
      let texto = secreto.redactedDescription
      salida += cadena(texto == "\"\"" ? "" : texto)
      return
    case let texto as String: salida += cadena(texto); return
    case let logico as Bool: salida += logico ? "true" : "false"; return
    case let entero as any BinaryInteger: salida += "\(entero)"; return
    case let real as any BinaryFloatingPoint: salida += "\(real)"; return
    default: break
    }
    let espejo = Mirror(reflecting: valor)
    switch espejo.displayStyle {
    case .optional:
      if let envuelto = espejo.children.first?.value {
        escribir(envuelto, en: &salida)
      } else {
        salida += "null"
      }
    case .enum:
      guard let caso = espejo.children.first else {
        salida += cadena("\(valor)")
        return
      }
      salida += "{" + cadena(caso.label ?? "?") + ":"
      escribir(caso.value, en: &salida)
      salida += "}"
    case .collection, .set:
      salida += "["
      for (indice, hijo) in espejo.children.enumerated() {
        if indice > 0 { salida += "," }
        escribir(hijo.value, en: &salida)
      }
      salida += "]"
    case .dictionary:
      salida += "{"
      for (indice, hijo) in espejo.children.enumerated() {
        let par = Array(Mirror(reflecting: hijo.value).children.map(\.value))
        guard par.count == 2 else { continue }
        if indice > 0 { salida += "," }
        salida += cadena(String(describing: par[0])) + ":"
        escribir(par[1], en: &salida)
      }
      salida += "}"
    case .struct, .class, .tuple:
      salida += "{"
      for (indice, hijo) in espejo.children.enumerated() {
        if indice > 0 { salida += "," }
        salida += cadena(etiqueta(hijo.label, indice: indice, valor: hijo.value)) + ":"
        escribir(hijo.value, en: &salida)
      }
      salida += "}"
    default:
      salida += cadena(String(describing: valor))
    }
  }

  /// A field's name: a property wrapper's storage (`_destino`) under the property's name, and
  /// an unlabeled tuple element as `_0`, `_1`… like `Codable` does.
  private static func etiqueta(_ etiqueta: String?, indice: Int, valor: Any) -> String {
    guard let etiqueta, !etiqueta.hasPrefix(".") else { return "_\(indice)" }
    if etiqueta.hasPrefix("_"), valor is any PropertyWrapperDumping {
      return String(etiqueta.dropFirst())
    }
    return etiqueta
  }

  /// `texto` as a JSON string literal.
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
