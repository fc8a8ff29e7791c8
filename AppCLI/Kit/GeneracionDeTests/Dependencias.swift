import Runtime

/// The dependency overrides of a generated test, read from the recording's calls: each
/// endpoint the session called answers, call after call, what it answered then — a value, the
/// same error, or nothing at all when the session never got the answer (a cancelled search).
///
/// Nothing here knows a feature: the endpoints come from the app's features, the answers from
/// the log, and the values are written by ``CodigoSwift``. Long answers become constants the
/// steps reuse (`let usuario = Usuario(…)`, then `receive(\.sesionAbierta, usuario)`).
struct Dependencias {
  /// Declarations before the store: constants, then the answers of each endpoint.
  private(set) var declaraciones: [Doc] = []
  /// Statements inside `withDependencies`.
  private(set) var anulaciones: [String] = []
  /// Names the code writes instead of values, keyed by the value's dump line.
  private(set) var constantes: [String: String] = [:]
  /// What the recording does not let the test reconstruct.
  private(set) var notas: [String] = []
  private var nombres: Set<String> = []

  /// Whether the test needs the `Grabadas` queue and `FalloGrabado`.
  var usaCola: Bool { !declaraciones.isEmpty }

  init<Action>(_ grabacion: Grabacion<Action>, extremos: [Extremo], codigo: CodigoSwift) {
    let respuestas = grabacion.respuestasPorExtremo
    var colas: [(Extremo, [Doc]?)] = []
    for extremo in extremos {
      guard let suyas = respuestas[extremo.nombre] else { continue }
      let entradas =
        extremo.tipo == nil ? nil : suyas.map { respuesta(extremo, $0, codigo: codigo) }
      colas.append((extremo, entradas))
    }
    for (extremo, respuestas) in colas {
      guard let respuestas, let tipo = extremo.tipo else {
        anulaciones.append("$0.\(extremo.nombre) = { _ in }")
        continue
      }
      codigo.modulos.anotar(extremo.tipoDeRespuesta)
      let cola = nombreUnico(identificador(extremo.nombre))
      declaraciones.append(
        .prefijo(
          "let \(cola) = ",
          .llamada("Grabadas<\(tipo)>", [.texto(Dumper.line(extremo.nombre)), .lista(respuestas)])))
      let parametros =
        extremo.aridad == 0
        ? "" : Array(repeating: "_", count: extremo.aridad).joined(separator: ", ") + " in "
      let siguiente = extremo.inmediato ? "\(cola).siempre()" : "try await \(cola).siguiente()"
      anulaciones.append("$0.\(extremo.nombre) = { \(parametros)\(siguiente) }")
    }
  }

  /// One answer as an entry of the endpoint's queue; a long value becomes a constant.
  private mutating func respuesta(
    _ extremo: Extremo, _ respuesta: Respuesta?, codigo: CodigoSwift
  ) -> Doc {
    guard let respuesta, respuesta.cancelada != true else { return .texto(".ninguna") }
    if let error = respuesta.error {
      guard let conocido = extremo.error(error) else {
        return .texto(".error(FalloGrabado())")
      }
      return .llamada(".error", [codigo.calificado(conocido)])
    }
    guard let valor = try? extremo.decodificar(respuesta.valor ?? .nulo) else {
      notas.append("an answer of \(extremo.nombre) could not be read; it never comes")
      return .texto(".ninguna")
    }
    let doc = codigo.doc(valor)
    guard doc.enUnaLinea.count > 30 else { return .llamada(".valor", [doc]) }
    let clave = Dumper.line(valor)
    if constantes[clave] == nil {
      let nombre = nombreUnico(Self.nombre(de: type(of: valor)))
      constantes[clave] = nombre
      let anotado = doc.enUnaLinea.hasPrefix("[") ? ": \(extremo.tipo ?? "")" : ""
      declaraciones.append(.prefijo("let \(nombre)\(anotado) = ", codigo.calificado(valor)))
    }
    return .llamada(".valor", [.texto(constantes[clave]!)])
  }

  private mutating func nombreUnico(_ nombre: String) -> String {
    var unico = nombre
    var numero = 2
    while !nombres.insert(unico).inserted {
      unico = "\(nombre)\(numero)"
      numero += 1
    }
    return unico
  }

  /// A constant's name from its type: `Usuario` → `usuario`, `UUID` → `uuid`, a collection
  /// of `Resultado` → `resultados`.
  static func nombre(de tipo: Any.Type) -> String {
    let nombre = Dumper.typeName(tipo)
    let elemento = nombre.split(whereSeparator: { "<>, ".contains($0) }).last.map(String.init)
    guard nombre.hasSuffix(">"), !nombre.hasPrefix("Optional<"), let elemento else {
      if nombre.hasPrefix("Optional<"), let elemento { return identificador(elemento) }
      return nombre.allSatisfy(\.isUppercase) ? nombre.lowercased() : identificador(nombre)
    }
    let singular = identificador(elemento)
    return singular + ("aeiou".contains(singular.last ?? "a") ? "s" : "es")
  }
}

/// `texto` as a lower camel case identifier: `pagos.cobrar` → `pagosCobrar`, `Usuario` →
/// `usuario`, `sesión de oro` → `sesionDeOro`.
func identificador(_ texto: String) -> String {
  let palabras = texto.folding(options: .diacriticInsensitive, locale: nil)
    .split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
  guard let primera = palabras.first else { return "valor" }
  return primera.prefix(1).lowercased() + primera.dropFirst()
    + palabras.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}
