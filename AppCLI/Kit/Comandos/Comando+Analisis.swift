import Foundation
import RootFeature

extension Comando {
  /// Understands one line. Pure: it looks at nothing but the line.
  ///
  /// The verb ignores case and accents (`Añadir` is `anadir`); text arguments (`buscar`'s term,
  /// `entrar`'s password) are the rest of the line, trimmed.
  ///
  /// ```swift
  /// try Comando.analizar("cantidad 5 2")  // .cantidad(id: 5, unidades: 2)
  /// ```
  public static func analizar(_ linea: String) throws(ErrorDeComando) -> Comando {
    let palabras = linea.split(whereSeparator: \.isWhitespace)
    guard let primera = palabras.first else { return .nada }
    let nombre = normalizar(primera)
    guard let orden = Orden.nombrada(nombre) else { throw .desconocido(String(primera)) }
    let argumentos = palabras.dropFirst().map(String.init)
    let resto = String(linea[primera.endIndex...]).trimmingCharacters(in: .whitespaces)
    guard let comando = construir(nombre, argumentos: argumentos, resto: resto) else {
      throw .usoIncorrecto(orden)
    }
    return comando
  }

  /// The command, or `nil` when its arguments are wrong.
  private static func construir(
    _ nombre: String, argumentos: [String], resto: String
  ) -> Comando? {
    switch (nombre, argumentos.count) {
    case ("ayuda", 0): return .ayuda(nil)
    case ("ayuda", 1): return .ayuda(normalizar(argumentos[0]))
    case ("entrar", 1): return .entrar(correo: argumentos[0], clave: nil)
    case ("entrar", 2...):
      let clave = resto.dropFirst(argumentos[0].count).trimmingCharacters(in: .whitespaces)
      return .entrar(correo: argumentos[0], clave: clave)
    case ("abrir", 1):
      return Seccion(rawValue: normalizar(argumentos[0])).map(Comando.abrir)
    case ("buscar", _): return .buscar(resto)
    case ("elegir", 1): return positivo(argumentos[0]).map(Comando.elegir)
    case ("catalogo", 0): return .catalogo(pagina: 1)
    case ("catalogo", 1): return positivo(argumentos[0]).map { .catalogo(pagina: $0) }
    case ("anadir", 1): return positivo(argumentos[0]).map(Comando.anadir)
    case ("quitar", 1): return positivo(argumentos[0]).map(Comando.quitar)
    case ("cantidad", 2):
      guard let id = positivo(argumentos[0]), let unidades = Int(argumentos[1]), unidades >= 0
      else { return nil }
      return .cantidad(id: id, unidades: unidades)
    case ("esperar", 1): return segundos(argumentos[0]).map(Comando.esperar)
    case (_, 0): return sinArgumentos[nombre]
    default: return nil
    }
  }

  private static let sinArgumentos: [String: Comando] = [
    "salir": .salir, "cerrar": .cerrar, "carrito": .carrito,
    "pagar": .pagar, "iniciar": .iniciar, "parar": .parar, "reiniciar": .reiniciar,
    "estado": .estado, "historial": .historial, "fin": .fin,
  ]

  /// The most `esperar` waits, so a typo can't hang a script for days.
  static let esperaMaxima: Duration = .seconds(3600)

  private static func positivo(_ texto: String) -> Int? {
    guard let numero = Int(texto), numero > 0 else { return nil }
    return numero
  }

  /// Seconds with a decimal point or comma: `2`, `1.5`, `0,3`.
  private static func segundos(_ texto: String) -> Duration? {
    let partes = texto.split(separator: /[.,]/, omittingEmptySubsequences: false)
    guard (1...2).contains(partes.count), let enteros = Int(partes[0]), enteros >= 0 else {
      return nil
    }
    var duracion = Duration.seconds(enteros)
    if partes.count == 2 {
      let decimales = partes[1]
      guard (1...3).contains(decimales.count), decimales.allSatisfy({ $0.isASCII && $0.isNumber }),
        let fraccion = Int(decimales)
      else { return nil }
      let escala = [1, 100, 10, 1][decimales.count]
      duracion += .milliseconds(fraccion * escala)
    }
    guard duracion > .zero, duracion <= esperaMaxima else { return nil }
    return duracion
  }

  /// Lowercased, without accents: `Añadir` is `anadir`.
  static func normalizar(_ palabra: some StringProtocol) -> String {
    String(palabra).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
  }
}
