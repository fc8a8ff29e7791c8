import BuscadorFeature
import CredencialesFeature
import Foundation
import TiendaFeature

/// The dependency overrides of a generated test, from the answers of the recorded session:
/// constants the test declares first, and the lines of its `withDependencies` closure.
///
/// Each dependency answers as simply as the recording allows: always the same when every
/// answer was the same; by input for the search (by term) and the payments (by amount), which
/// are functions of their input; otherwise the recorded answers in order, through a small
/// `Respuestas` queue the test declares.
struct Dependencias {
  /// Declarations before the store: `let usuario = Usuario(…)`.
  private(set) var declaraciones: [Doc] = []
  /// Statements inside `withDependencies`.
  private(set) var anulaciones: [[String]] = []
  /// Names the code writes instead of values, keyed by the value's text.
  private(set) var constantes: [String: String] = [:]
  /// Whether the test needs `FalloGrabado`.
  private(set) var usaFallo = false
  /// Whether the test needs the `Respuestas` queue (and `import Synchronization`).
  private(set) var usaCola = false
  private var nombres: Set<String> = []

  init(_ respuestas: Respuestas) {
    for usuario in unicos(respuestas.entradas.compactMap { try? $0.get() }) {
      constante(usuario, nombre: "usuario", tipo: nil)
    }
    for productos in unicos(respuestas.catalogos.compactMap { $0 }) where !productos.isEmpty {
      constante(productos, nombre: "catalogo", tipo: "[Producto]")
    }
    for busqueda in respuestas.busquedas {
      guard let resultados = busqueda.resultados, !resultados.isEmpty else { continue }
      constante(
        resultados, nombre: "resultadosDe" + Self.identificador(busqueda.termino),
        tipo: "[Resultado]")
    }
    entrar(respuestas.entradas)
    buscar(respuestas.busquedas)
    cargarCatalogo(respuestas.catalogos)
    cobrar(respuestas.cobros)
    guardar(respuestas.pedidos)
  }

  private var codigo: CodigoSwift { CodigoSwift(constantes: constantes) }

  private mutating func entrar(_ entradas: [Result<Usuario, ErrorCredenciales>]) {
    let textos = entradas.map { entrada in
      switch entrada {
      case .success(let usuario): codigo.doc(usuario).enUnaLinea
      case .failure(let error): "throw ErrorCredenciales" + codigo.doc(error).enUnaLinea
      }
    }
    if let unico = unicos(textos).first, unicos(textos).count == 1 {
      anulaciones.append(["$0.autenticacion.entrar = { _, _ in \(unico) }"])
    } else if !entradas.isEmpty {
      let cola = cola(
        "entradas", tipo: "Result<Usuario, ErrorCredenciales>",
        entradas.map { entrada in
          switch entrada {
          case .success(let usuario): .llamada(".success", [codigo.doc(usuario)])
          case .failure(let error): .llamada(".failure", [codigo.doc(error)])
          }
        })
      anulaciones.append(["$0.autenticacion.entrar = { _, _ in try \(cola).siguiente().get() }"])
    }
  }

  private mutating func buscar(_ busquedas: [(termino: String, resultados: [Resultado]?)]) {
    guard !busquedas.isEmpty else { return }
    var vistas: Set<String> = []
    let entradas: [Doc] = busquedas.compactMap { busqueda in
      guard let resultados = busqueda.resultados, vistas.insert(busqueda.termino).inserted
      else { return nil }
      return .prefijo(CodigoSwift.literal(busqueda.termino) + ": ", codigo.doc(resultados))
    }
    declaraciones.append(
      .prefijo(
        "let busquedas: [String: [Resultado]] = ",
        entradas.isEmpty ? .texto("[:]") : .lista(entradas)))
    usaFallo = true
    anulaciones.append([
      "$0.clienteBusqueda.buscar = { termino in",
      "  guard let resultados = busquedas[termino] else { throw FalloGrabado() }",
      "  return resultados",
      "}",
    ])
  }

  private mutating func cargarCatalogo(_ catalogos: [[Producto]?]) {
    let textos = catalogos.map { $0.map { codigo.doc($0).enUnaLinea } ?? "throw FalloGrabado()" }
    if let unico = unicos(textos).first, unicos(textos).count == 1 {
      usaFallo = usaFallo || catalogos[0] == nil
      anulaciones.append(["$0.catalogo.cargar = { \(unico) }"])
    } else if !catalogos.isEmpty {
      let cola = cola(
        "catalogos", tipo: "Result<[Producto], FalloGrabado>",
        catalogos.map { productos in
          productos.map { .llamada(".success", [codigo.doc($0)]) }
            ?? .texto(".failure(FalloGrabado())")
        })
      anulaciones.append(["$0.catalogo.cargar = { try \(cola).siguiente().get() }"])
    }
  }

  private mutating func cobrar(_ cobros: [(importe: Int, resultado: ResultadoDelCobro)]) {
    guard let primero = cobros.first else { return }
    if cobros.allSatisfy({ $0.resultado == primero.resultado }) {
      anulaciones.append(["$0.pagos.cobrar = { _ in \(codigo.doc(primero.resultado).enUnaLinea) }"])
      return
    }
    var porImporte: [Int: ResultadoDelCobro] = [:]
    for cobro in cobros { porImporte[cobro.importe] = porImporte[cobro.importe] ?? cobro.resultado }
    if cobros.allSatisfy({ porImporte[$0.importe] == $0.resultado }) {
      declaraciones.append(
        .prefijo(
          "let cobros: [Int: ResultadoDelCobro] = ",
          .lista(
            unicos(cobros.map(\.importe)).map { importe in
              .prefijo("\(importe): ", codigo.doc(porImporte[importe]!))
            })))
      usaFallo = true
      anulaciones.append([
        "$0.pagos.cobrar = { pedido in",
        "  guard let cobro = cobros[pedido.totalEnCentimos] else { throw FalloGrabado() }",
        "  return cobro",
        "}",
      ])
    } else {
      let cola = cola("cobros", tipo: "ResultadoDelCobro", cobros.map { codigo.doc($0.resultado) })
      anulaciones.append(["$0.pagos.cobrar = { _ in try \(cola).siguiente() }"])
    }
  }

  private mutating func guardar(_ pedidos: [Int?]) {
    let textos = pedidos.map { $0.map { "\($0)" } ?? "throw FalloGrabado()" }
    if let unico = unicos(textos).first, unicos(textos).count == 1 {
      usaFallo = usaFallo || pedidos[0] == nil
      anulaciones.append(["$0.pedidos.guardar = { _ in \(unico) }"])
    } else if !pedidos.isEmpty {
      let cola = cola(
        "numerosDePedido", tipo: "Result<Int, FalloGrabado>",
        pedidos.map { $0.map { .texto(".success(\($0))") } ?? .texto(".failure(FalloGrabado())") })
      anulaciones.append(["$0.pedidos.guardar = { _ in try \(cola).siguiente().get() }"])
    }
  }

  /// Declares `valor` once as `nombre` (made unique), and writes the name wherever the value
  /// appears.
  private mutating func constante(_ valor: Any, nombre: String, tipo: String?) {
    let texto = CodigoSwift.texto(valor)
    guard constantes[texto] == nil else { return }
    let unico = nombreUnico(nombre)
    declaraciones.append(
      .prefijo("let \(unico)\(tipo.map { ": \($0)" } ?? "") = ", CodigoSwift().doc(valor)))
    constantes[texto] = unico
  }

  /// Declares a queue of recorded answers and returns its name.
  private mutating func cola(_ nombre: String, tipo: String, _ valores: [Doc]) -> String {
    let unico = nombreUnico(nombre)
    usaFallo = true
    usaCola = true
    declaraciones.append(
      .prefijo("let \(unico) = ", .llamada("Respuestas<\(tipo)>", [.lista(valores)])))
    return unico
  }

  private mutating func nombreUnico(_ nombre: String) -> String {
    var unico = nombre
    var numero = 2
    while nombres.contains(unico) {
      unico = "\(nombre)\(numero)"
      numero += 1
    }
    nombres.insert(unico)
    return unico
  }

  /// `texto` as the tail of an identifier: `sartén grande` → `SartenGrande`.
  static func identificador(_ texto: String) -> String {
    let palabras = texto.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
      .split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    let nombre = palabras.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    return nombre.isEmpty ? "Busqueda" : nombre
  }
}

/// The distinct values of `valores`, in order of first appearance, compared by their code.
private func unicos<T>(_ valores: [T]) -> [T] {
  var vistos: Set<String> = []
  return valores.filter { vistos.insert(CodigoSwift.texto($0)).inserted }
}
