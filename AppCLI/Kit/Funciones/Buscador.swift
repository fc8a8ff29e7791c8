import BuscadorFeature
import Catalogo
import Runtime

extension Buscador {
  /// The search at the command line: `buscar`, `elegir`, the results, and the search client it
  /// records. While a term waits for its debounce, the screen says it is searching.
  static let pantalla = Pantalla<State, Action>(
    sustantivo: .masculino("buscador"),
    ordenes: [
      Orden("buscar [TEXTO]", "busca productos (sin TEXTO, borra la búsqueda)", .texto) {
        texto, _ in .enviar([.terminoCambio(texto)])
      },
      Orden("elegir N", "lleva el resultado N de la búsqueda al carrito de la tienda", .numero) {
        numero, buscador in
        guard !buscador.items.isEmpty else {
          return .rechazar("Aún no hay resultados: escribe «buscar TEXTO».")
        }
        guard numero <= buscador.items.count else {
          return .rechazar("No hay resultado \(numero): la búsqueda tiene \(buscador.items.count).")
        }
        return .enviar([.resultadoPulsado(buscador.items[numero - 1])])
      },
    ],
    enMarcha: { accion in
      switch accion {
      case .terminoCambio(let termino): !termino.allSatisfy(\.isWhitespace)
      case .busquedaIniciada: false
      default: nil
      }
    },
    extremos: [Extremo("clienteBusqueda.buscar", \.clienteBusqueda.buscar)],
    enVivo: { dependencias, _ in dependencias.clienteBusqueda = .live() },
    iniciales: [State()]
  ) { buscador, pendiente in
    let termino = buscador.termino.trimmingCharacters(in: .whitespaces)
    guard !termino.isEmpty else { return ["Escribe «buscar TEXTO»."] }
    if buscador.cargando || pendiente { return ["«\(termino)» · buscando…"] }
    if let mensaje = buscador.mensaje { return ["«\(termino)» · \(mensaje)."] }
    guard !buscador.items.isEmpty else { return ["«\(termino)» · sin resultados."] }
    let cuantos = buscador.items.count == 1 ? "1 resultado" : "\(buscador.items.count) resultados"
    return ["«\(termino)» · \(cuantos) («elegir N» lo lleva a la tienda):"]
      + buscador.items.enumerated().map { indice, resultado in
        "  \(indice + 1). \(resultado.nombre) · \(Euros.texto(resultado.precioEnCentimos))"
      }
  }
}
