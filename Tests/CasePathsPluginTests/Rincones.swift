import Foundation
import Runtime

// Corners of Swift that the generated code must compile in, with no warning.

/// A generic enum: the generated extension keeps `L` and `R` in scope.
enum Cualquiera<L, R>: CasePathable {
  case izquierda(L)
  case derecha(R)
}

/// A payload that is not `Sendable`: the generated closures capture nothing, so that is fine.
final class Lienzo {
  var trazos = 0
}

/// A generic enclosing type.
struct Caja<Contenido> {
  enum Action: CasePathable {
    case guardar(Contenido)
    case vaciar
    case pintar(Lienzo)
  }
}

/// `indirect`, and a payload naming its own enum, which the extension spells
/// `Calculadora.Expresion`.
struct Calculadora {
  indirect enum Expresion: Equatable, CasePathable {
    case numero(Int)
    case suma(Expresion, Expresion)
    case negativo(_ valor: Expresion)
  }
}

/// Closures, `Result`, dictionaries, tuples, defaults, attributes and backticks in one enum.
public struct Rincones {
  public enum Action: CasePathable {
    case tarea(@Sendable () async -> Void)
    case respuesta(Result<[String: Int], any Error>)
    case punto((x: Double, y: Double))
    case ajuste(Int = 0, nombre: String = "a, (b)")
    case `default`, normal(Int)
    /// Doc comments and /* block comments */ between cases.
    @available(*, deprecated, message: "Use normal")
    case antigua
    @available(*, unavailable)
    case retirada
    case texto(
      String = """
      case multilinea, "con comillas"
      """)
    case crudo(String = #"case "crudo" \(no interpolado)"#)
    case interpolado(String = "\("case \("anidado")")")
  }
}

/// `#if` around cases and around whole enums.
enum Plataforma: CasePathable {
  case comun
  #if os(Linux)
    case linux(String)
  #elseif os(macOS)
    case mac(String)
  #else
    case otra
  #endif
  #if DEBUG
    case depuracion
  #endif
}

#if canImport(Foundation)
  enum ConFoundation: CasePathable {
    case fecha(Date)
  }
#endif

/// Conformance declared in an extension of the same file.
enum Tardia {
  case primera, segunda(Int)
}

extension Tardia: CasePathable {}

/// An enum nested in an extension, and a raw-value enum.
extension Raiz {
  enum Alerta: CasePathable {
    case confirmar(Nivel)
    case cancelar
  }

  enum Nivel: Int, CasePathable {
    case bajo = 1, alto = 2
  }
}

/// An enum isolated to the main actor still conforms from any isolation.
@MainActor
enum Pantalla: CasePathable {
  case inicio
  case detalle(id: Int)
}

/// An enum whose `AllCasePaths` is written by hand is left alone.
enum AMano: CasePathable {
  case unica

  struct AllCasePaths {
    var unica: AnyCasePath<AMano, Void> {
      AnyCasePath(embed: { .unica }, extract: { if case .unica = $0 { () } else { nil } })
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// `actor` as a plain name, and statements with `case` outside of enums.
func clasificar(_ actor: Int) -> String {
  let actor = actor + 1
  switch actor {
  case 0: return "cero"
  default: return "otro"
  }
}
