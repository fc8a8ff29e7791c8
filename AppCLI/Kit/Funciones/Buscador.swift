import AppIdentity
import BuscadorFeature
import BusquedaClient
import BusquedaClientLive
import Catalogo
import Foundation
import Runtime
import SessionRecording
import StoreConsole

extension Buscador {
  /// Its name, as Spanish sentences need it.
  static let sustantivo = Sustantivo.masculino("buscador")

  /// The search at the command line: `buscar`, `elegir`, the results, and the search client it
  /// records. While a term waits for its debounce, the screen says it is searching.
  static let pantalla = Screen<State, Action>(
    sustantivo.palabra,
    commands: [
      Command("buscar [TEXTO]", "busca productos (sin TEXTO, borra la búsqueda)", .text) {
        texto, _ in .send([.terminoCambio(texto)])
      },
      Command("elegir N", "lleva el resultado N de la búsqueda al carrito de la tienda", .number) {
        numero, buscador in
        guard !buscador.items.isEmpty else {
          let termino = buscador.termino.trimmingCharacters(in: .whitespaces)
          if termino.isEmpty { return .refuse("Aún no has buscado nada: escribe «buscar TEXTO».") }
          if buscador.cargando {
            return .refuse("Aún se está buscando «\(termino)»: espera a los resultados.")
          }
          return .refuse(
            "La búsqueda «\(termino)» no encontró nada que elegir: prueba «buscar» con otro texto.")
        }
        guard numero <= buscador.items.count else {
          return .refuse("No hay resultado \(numero): la búsqueda tiene \(buscador.items.count).")
        }
        return .send([.resultadoPulsado(buscador.items[numero - 1])])
      },
    ],
    activity: { accion in
      switch accion {
      case .terminoCambio(let termino): !termino.allSatisfy(\.isWhitespace)
      case .busquedaIniciada: false
      default: nil
      }
    },
    activityEnds: "\(sustantivo.conArticulo) se para",
    endpoints: [RecordableEndpoint("clienteBusqueda.buscar", \.clienteBusqueda.buscar)],
    defaultValues: [State()]
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

  /// Its live dependencies.
  static func enVivo(_ dependencias: inout DependencyValues, archivos _: DataFiles) {
    dependencias.clienteBusqueda = .live()
  }
}
