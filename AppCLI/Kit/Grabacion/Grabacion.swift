import Foundation

/// A recording read back: its version, its lines in order, how it ended, and the lines that
/// could not be read.
struct Grabacion<Action: Codable & Sendable & Equatable>: Equatable {
  /// What the first line says, or 1 when it says nothing.
  var version = 1
  /// The lines between the version and the end.
  var lineas: [LineaDeGrabacion<Action>] = []
  var fin: FinDeSesion?
  var errores: [LineaDanada] = []

  struct LineaDanada: Equatable {
    /// From 1.
    var numero: Int
    /// What is wrong with it, in Spanish.
    var motivo: String
  }

  var acciones: [AccionGrabada<Action>] {
    lineas.compactMap { if case .accion(let accion) = $0 { accion } else { nil } }
  }

  /// Each endpoint's answers, call after call; `nil` for a call that never got one.
  var respuestasPorExtremo: [String: [Respuesta?]] {
    var respuestas: [Int: Respuesta] = [:]
    for case .respuesta(let respuesta) in lineas { respuestas[respuesta.id] = respuesta }
    var porExtremo: [String: [Respuesta?]] = [:]
    for case .llamada(let llamada) in lineas {
      porExtremo[llamada.extremo, default: []].append(respuestas[llamada.id])
    }
    return porExtremo
  }

  /// Reads a recording's text. Blank lines are skipped; every other line must be a
  /// ``LineaDeGrabacion``, the version (if any) first and the end (if any) last.
  init(texto: String) {
    let decodificador = JSONDecoder()
    for (indice, linea) in texto.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated() where !linea.allSatisfy(\.isWhitespace)
    {
      let leida = Result {
        try decodificador.decode(LineaDeGrabacion<Action>.self, from: Data(linea.utf8))
      }
      switch (leida, fin) {
      case (_, _?):
        errores.append(LineaDanada(numero: indice + 1, motivo: "hay líneas después del final"))
      case (.success(.version(let version)), nil) where lineas.isEmpty && errores.isEmpty:
        self.version = version
      case (.success(.version), nil):
        errores.append(LineaDanada(numero: indice + 1, motivo: "la versión va en la primera línea"))
      case (.success(.fin(let final)), nil): fin = final
      case (.success(let otra), nil): lineas.append(otra)
      case (.failure(let error), nil):
        errores.append(LineaDanada(numero: indice + 1, motivo: Self.motivo(error)))
      }
    }
  }

  private static func motivo(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .dataCorrupted(let contexto)? where contexto.codingPath.isEmpty: "no es JSON válido"
    case .keyNotFound(let clave, _)?: "falta el campo «\(clave.stringValue)»"
    case .typeMismatch(_, let contexto)?, .valueNotFound(_, let contexto)?,
      .dataCorrupted(let contexto)?:
      "el campo «\(contexto.codingPath.map(\.stringValue).joined(separator: "."))» no es válido"
    default: "no es una línea de grabación"
    }
  }
}
