import BuscadorFeature
import CredencialesFeature
import RootFeature
import Runtime
import TemporizadorFeature
import TiendaFeature

/// Writes the app's values as Swift expressions that build them — `Producto(id: 1, …)`,
/// `.tienda(Tienda.State(carrito: […]))` — reading them through their mirrors.
///
/// Structs are written with their memberwise initializers, leaving out the fields whose value
/// is the default (every `State` has a default for each field), enum cases with a leading dot,
/// collections as array literals. The password, which the features' mirrors hide, is read from
/// the form itself: in a replay it is already ``Enmascarado/clave``.
struct CodigoSwift {
  /// Names to write instead of values, keyed by the value's text: a constant the test declares
  /// once, such as `catalogo`.
  var constantes: [String: String] = [:]

  /// `valor` as an expression.
  func doc(_ valor: Any) -> Doc {
    let plano = Self.texto(valor)
    if let nombre = constantes[plano] {
      return Self.esIdentificado(valor)
        ? .texto("IdentifiedArray(uniqueElements: \(nombre))")
        : .texto(nombre)
    }
    return Self.construir(valor) { doc($0) }
  }

  /// `valor` on one line, without constants: the key for comparing values and for constants.
  static func texto(_ valor: Any) -> String {
    construir(valor) { .texto(texto($0)) }.enUnaLinea
  }

  /// The expression for `valor`, with `hijo` making its parts.
  private static func construir(_ valor: Any, hijo: (Any) -> Doc) -> Doc {
    switch valor {
    case let texto as String: return .texto(literal(texto))
    case let logico as Bool: return .texto("\(logico)")
    case let entero as Int: return .texto("\(entero)")
    case let accion as Credenciales.Action:
      if case .claveEscrita(let clave) = accion {
        return .llamada(".claveEscrita", [.texto(literal(clave))])
      }
    default: break
    }
    if let campos = campos(de: valor) {
      let defecto = Self.defectos[ObjectIdentifier(type(of: valor))].flatMap(campos(de:))
      let argumentos = campos.enumerated().compactMap { indice, campo -> Doc? in
        if let defecto, texto(defecto[indice].valor) == texto(campo.valor) { return nil }
        return .prefijo("\(campo.etiqueta): ", hijo(campo.valor))
      }
      return .llamada(Dumper.typeName(type(of: valor)), argumentos)
    }
    let espejo = Mirror(reflecting: valor)
    switch espejo.displayStyle {
    case .optional:
      return espejo.children.first.map { hijo($0.value) } ?? .texto("nil")
    case .enum:
      guard let caso = caso(de: valor) else { return .texto(".\(valor)") }
      guard let carga = caso.carga else { return .texto(".\(caso.nombre)") }
      let tupla = Mirror(reflecting: carga)
      if tupla.displayStyle == .tuple {
        return .llamada(".\(caso.nombre)", etiquetados(tupla, hijo: hijo))
      }
      return .llamada(".\(caso.nombre)", [hijo(carga)])
    case .collection, .set:
      return .lista(espejo.children.map { hijo($0.value) })
    case .tuple:
      return .llamada("", etiquetados(espejo, hijo: hijo))
    default:
      return .texto(String(describing: valor))
    }
  }

  /// A tuple's elements, with their labels when they have them.
  private static func etiquetados(_ tupla: Mirror, hijo: (Any) -> Doc) -> [Doc] {
    tupla.children.map { elemento in
      guard let etiqueta = elemento.label, !etiqueta.hasPrefix(".") else {
        return hijo(elemento.value)
      }
      return .prefijo("\(etiqueta): ", hijo(elemento.value))
    }
  }

  /// A struct's stored fields, labelled as its initializer's parameters; `nil` for other
  /// values. The login form's come from its properties, since its mirror hides the password.
  static func campos(de valor: Any) -> [(etiqueta: String, valor: Any)]? {
    if let formulario = valor as? Credenciales.State {
      return [
        ("correo", formulario.correo), ("clave", formulario.clave),
        ("entrando", formulario.entrando), ("error", formulario.error as Any),
      ]
    }
    let espejo = Mirror(reflecting: valor)
    guard espejo.displayStyle == .struct, !(valor is String) else { return nil }
    return espejo.children.map { hijo in
      var etiqueta = hijo.label ?? ""
      if etiqueta.hasPrefix("_"), hijo.value is any PropertyWrapperDumping {
        etiqueta.removeFirst()
      }
      return (etiqueta, hijo.value)
    }
  }

  /// An enum value's case name and payload; `nil` when `valor` is not an enum.
  static func caso(de valor: Any) -> (nombre: String, carga: Any?)? {
    if let accion = valor as? Credenciales.Action, case .claveEscrita(let clave) = accion {
      return ("claveEscrita", clave)
    }
    let espejo = Mirror(reflecting: valor)
    guard espejo.displayStyle == .enum else { return nil }
    guard let hijo = espejo.children.first else { return ("\(valor)", nil) }
    return (hijo.label ?? "\(valor)", hijo.value)
  }

  /// The states whose initializer defaults every field: a field with its default is left out.
  private static let defectos: [ObjectIdentifier: any Sendable] = [
    ObjectIdentifier(Root.State.self): Root.State(),
    ObjectIdentifier(Credenciales.State.self): Credenciales.State(),
    ObjectIdentifier(Buscador.State.self): Buscador.State(),
    ObjectIdentifier(Tienda.State.self): Tienda.State(),
    ObjectIdentifier(Telemetria.State.self): Telemetria.State(),
    ObjectIdentifier(Temporizador.State.self): Temporizador.State(),
  ]

  private static func esIdentificado(_ valor: Any) -> Bool {
    String(describing: type(of: valor)).hasPrefix("IdentifiedArray<")
  }

  /// `texto` as a Swift string literal.
  static func literal(_ texto: String) -> String {
    var resultado = "\""
    for escalar in texto.unicodeScalars {
      switch escalar {
      case "\"": resultado += "\\\""
      case "\\": resultado += "\\\\"
      case "\n": resultado += "\\n"
      case "\r": resultado += "\\r"
      case "\t": resultado += "\\t"
      case _ where escalar.value < 0x20 || escalar.value == 0x7f:
        resultado += "\\u{\(String(escalar.value, radix: 16))}"
      default: resultado.unicodeScalars.append(escalar)
      }
    }
    return resultado + "\""
  }
}
