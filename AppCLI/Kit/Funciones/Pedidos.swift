import AppIdentity
import Catalogo
import Foundation
import PedidosClient
import PedidosClientLive
import PedidosFeature
import Runtime
import SessionRecording
import StoreConsole

extension Pedidos {
  /// The order history at the command line: `pedidos [PAGINA]`, `pedido N`, the page it loads
  /// when it appears, and the order book it records.
  /// Its name, as Spanish sentences need it.
  static let sustantivo = Sustantivo.masculinoPlural("pedidos")

  static let pantalla = Screen<State, Action>(
    sustantivo.palabra,
    commands: [
      Command(
        "pedidos [PAGINA]", "lista tus pedidos, los más recientes primero, por páginas",
        Argument.number.optional
      ) { pagina, _ in .send([.view(.paginaPedida(pagina ?? 1))]) },
      Command("pedido N", "muestra tu pedido nº N", .number) { numero, _ in
        .send([.view(.pedidoPedido(numero: numero))])
      },
    ],
    onAppear: [.view(.aparecio)],
    endpoints: [
      RecordableEndpoint("pedidos.abrir", \.pedidos.abrir),
      RecordableEndpoint("pedidos.pagina", \.pedidos.pagina),
      RecordableEndpoint("pedidos.pedido", \.pedidos.pedido),
    ],
    defaultValues: [State()]
  ) { historial, _ in
    let mensaje = historial.mensaje.map { ["  ✗ \($0)"] } ?? []
    // What was shown goes while something else loads, instead of being shown again; an order
    // shows once it is the answer, not beside the message that the one asked for does not
    // exist.
    if historial.cargando, historial.pagina != nil || historial.detalle != nil {
      return ["Cargando…"]
    }
    if let pedido = historial.detalle, historial.mensaje == nil {
      let lineas = pedido.pedido.lineas.map { linea in
        "  \(linea.cantidad) × \(linea.producto.nombre) · \(Euros.texto(linea.subtotalEnCentimos))"
      }
      let total = pedido.pedido.totalEnCentimos
      return ["Pedido \(resumen(pedido.numero, pedido.fecha, pedido.pedido.lineas, total)):"]
        + lineas
    }
    guard let pagina = historial.pagina else { return ["Cargando tus pedidos…"] + mensaje }
    guard !pagina.pedidos.isEmpty else {
      let vacia = pagina.pagina == 1 ? "Aún no tienes pedidos." : "No hay página \(pagina.pagina)."
      return [vacia] + mensaje
    }
    let siguiente =
      pagina.hayMas ? ["  «pedidos \(pagina.pagina + 1)» muestra los anteriores."] : []
    return ["Tus pedidos, página \(pagina.pagina) («pedido N» muestra uno):"]
      + pagina.pedidos.map {
        "  " + resumen($0.numero, $0.fecha, $0.pedido.lineas, $0.pedido.totalEnCentimos)
      } + siguiente + mensaje
  }

  /// `nº 7 · 2025-03-12 · 3 artículos · 38,97 €`: the units, as the cart counted them.
  private static func resumen(
    _ numero: Int, _ fecha: Date?, _ lineas: [LineaDeCarrito], _ total: Int
  ) -> String {
    let dia = fecha.map { " · \($0.formatted(Date.ISO8601FormatStyle().year().month().day()))" }
    let unidades = lineas.numeroDeArticulos
    return "nº \(numero)\(dia ?? "") · \(contar(unidades, "artículo", "artículos")) · "
      + Euros.texto(total)
  }

  /// Its live dependencies: the order book in `archivos`.
  static func enVivo(_ dependencias: inout DependencyValues, archivos: DataFiles) {
    dependencias.pedidos = .live(archivo: archivos.pedidos)
  }
}
