import Foundation
import Runtime

/// Writes values as the Swift expressions that build them — `Producto(id: 1, …)`,
/// `.tienda(Tienda.State(carrito: […]))` — from their dump trees.
///
/// Structs are written with their memberwise initializers, leaving out the fields of a state
/// the app builds with no arguments (``Aplicacion``'s initial states) that still have the
/// value it gives them; enum cases with a leading dot; collections as array literals. A
/// redacted secret is written as ``Enmascarado/clave``: in a replay every typed password
/// already is.
struct CodigoSwift {
  /// Names to write instead of values, keyed by the value's dump line: a constant the test
  /// declares once.
  var constantes: [String: String] = [:]
  /// Values whose fields a struct of the same type may leave out, by type.
  private var porOmision: [ObjectIdentifier: Dumped] = [:]
  /// The modules of the types the code names, for its imports.
  let modulos = Modulos()

  /// A writer that leaves out the fields of `iniciales`' types still at their values there.
  init(iniciales: [any Sendable] = [], constantes: [String: String] = [:]) {
    for inicial in iniciales {
      porOmision[ObjectIdentifier(type(of: inicial))] = Dumper.dump(inicial)
    }
    self.constantes = constantes
  }

  /// `valor` as an expression.
  func doc(_ valor: Any) -> Doc { doc(Dumper.dump(valor)) }

  private func doc(_ valor: Dumped) -> Doc {
    if !constantes.isEmpty, let nombre = constantes[Dumper.line(valor.value)] {
      let identificado = Dumper.typeName(type(of: valor.value)).hasPrefix("IdentifiedArray<")
      return .texto(identificado ? "IdentifiedArray(uniqueElements: \(nombre))" : nombre)
    }
    switch valor.node {
    case .leaf(let hoja):
      switch ValorJSON.desenvuelto(valor.value) {
      case is any Redacted where hoja != "\"\"": return .texto(Dumper.line(Enmascarado.clave))
      case let uuid as UUID: return .texto("UUID(uuidString: \"\(uuid.uuidString)\")!")
      case let fecha as Date:
        return .texto("Date(timeIntervalSince1970: \(fecha.timeIntervalSince1970))")
      default: return .texto(hoja)
      }
    case .record(let nombre, let campos) where nombre.isEmpty:
      return .llamada("", argumentos(campos))
    case .record(let nombre, let campos):
      let tipo = type(of: ValorJSON.desenvuelto(valor.value) ?? valor.value)
      modulos.anotar(tipo)
      guard case .record(_, let defectos)? = porOmision[ObjectIdentifier(tipo)]?.node else {
        return .llamada(nombre, argumentos(campos))
      }
      let cambiados = zip(campos, defectos).filter {
        Dumper.line($0.value.value) != Dumper.line($1.value.value)
      }
      return .llamada(nombre, argumentos(cambiados.map(\.0)))
    case .enumCase(let nombre, nil):
      return .texto(".\(nombre)")
    case .enumCase(let nombre, let carga?):
      if case .record("", let campos) = carga.node {
        return .llamada(".\(nombre)", argumentos(campos))
      }
      return .llamada(".\(nombre)", [doc(carga)])
    case .collection(let elementos, _):
      return .lista(elementos.map(doc))
    case .dictionary(let entradas):
      guard !entradas.isEmpty else { return .texto("[:]") }
      return .lista(entradas.map { .prefijo("\($0.key): ", doc($0.value)) })
    }
  }

  private func argumentos(_ campos: [(label: String, value: Dumped)]) -> [Doc] {
    campos.map { $0.label.isEmpty ? doc($0.value) : .prefijo("\($0.label): ", doc($0.value)) }
  }

  /// `valor` with its type's name, so it can stand where no type is expected: an error thrown
  /// (`ErrorCredenciales.credencialesInvalidas`).
  func calificado(_ valor: Any) -> Doc {
    let expresion = doc(valor)
    guard expresion.enUnaLinea.hasPrefix(".") else { return expresion }
    modulos.anotar(type(of: valor))
    return .prefijo(Dumper.typeName(type(of: valor)), expresion)
  }
}

/// The modules a generated file must import, gathered as the code names their types.
final class Modulos {
  private(set) var nombres: Set<String> = []

  /// Notes the modules of `tipo` and of its generic arguments (the standard library needs no
  /// import).
  func anotar(_ tipo: Any.Type) {
    for nombre in String(reflecting: tipo).split(whereSeparator: { "<>, ()[]:?".contains($0) })
    where nombre.contains(".") {
      let modulo = String(nombre.prefix { $0 != "." })
      if modulo != "Swift" {
        nombres.insert(modulo.hasPrefix("Foundation") ? "Foundation" : modulo)
      }
    }
  }
}
