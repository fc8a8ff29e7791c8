import Foundation

/// A recording read back: its actions, how it ended, and the lines that could not be read.
public struct Grabacion: Equatable, Sendable {
  /// The recorded actions, in order.
  public var acciones: [AccionGrabada]
  /// The end line, when the session ended cleanly.
  public var fin: FinDeSesion?
  /// The lines that are not recording lines, with their numbers.
  public var errores: [LineaDanada]

  /// A line that could not be read.
  public struct LineaDanada: Equatable, Sendable {
    /// The line's number in the file, from 1.
    public var numero: Int
    /// What is wrong with it, in Spanish.
    public var motivo: String

    /// Creates the report of a corrupt line.
    public init(numero: Int, motivo: String) {
      self.numero = numero
      self.motivo = motivo
    }
  }

  /// Reads a recording's text. Blank lines are skipped; every other line must be a
  /// ``LineaDeGrabacion``, and the end line, if any, must be the last.
  public init(texto: String) {
    acciones = []
    fin = nil
    errores = []
    let decodificador = JSONDecoder()
    for (indice, linea) in texto.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let numero = indice + 1
      guard !linea.allSatisfy(\.isWhitespace) else { continue }
      if fin != nil {
        errores.append(LineaDanada(numero: numero, motivo: "hay líneas después del final"))
        continue
      }
      do {
        switch try decodificador.decode(LineaDeGrabacion.self, from: Data(linea.utf8)) {
        case .accion(let accion): acciones.append(accion)
        case .fin(let final): fin = final
        }
      } catch {
        errores.append(LineaDanada(numero: numero, motivo: Self.motivo(error)))
      }
    }
  }

  private static func motivo(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "no se puede leer" }
    switch error {
    case .dataCorrupted(let contexto) where contexto.codingPath.isEmpty:
      return "no es JSON válido"
    case .keyNotFound(let clave, _):
      return "falta el campo «\(clave.stringValue)»"
    case .typeMismatch(_, let contexto), .valueNotFound(_, let contexto),
      .dataCorrupted(let contexto):
      let ruta = contexto.codingPath.map(\.stringValue).joined(separator: ".")
      return "el campo «\(ruta)» no es válido"
    @unknown default:
      return "no es una línea de grabación"
    }
  }
}
