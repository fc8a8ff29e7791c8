import AppIdentity
import CarritosClient
import CarritosClientLive
import Catalogo
import CatalogoClient
import CatalogoClientLive
import Foundation
import PagosClient
import PagosClientLive
import PedidosClient
import PedidosClientLive
import Runtime
import SessionRecording
import StoreConsole
import TelemetriaClient
import TelemetriaClientLive
import TiendaFeature

extension Tienda {
  /// The shop at the command line: the catalogue and the cart, paying, the catalogue it loads
  /// when it appears, and the catalogue, payments, order book and telemetry it records.
  /// Its name, as Spanish sentences need it.
  static let sustantivo = Sustantivo.femenino("tienda")

  static let pantalla = Screen<State, Action>(
    sustantivo.palabra,
    commands: [
      Command(
        "catalogo [PAGINA]", "lista los productos de la tienda, por páginas",
        Argument.number.optional
      ) { pagina, tienda in
        let paginas = paginasDelCatalogo(tienda)
        guard (pagina ?? 1) <= max(paginas, 1) else {
          return .refuse(
            "El catálogo tiene \(contar(paginas, "página", "páginas")); no hay página \(pagina!).")
        }
        return .show(catalogo(tienda, pagina: pagina ?? 1))
      },
      Command("anadir ID", "añade una unidad del producto ID al carrito", .number) { id, tienda in
        if !tienda.admiteCambios { return esperaAlPago }
        if tienda.cargandoCatalogo { return .refuse("El catálogo aún se está cargando.") }
        guard let producto = tienda.catalogo[id: id] ?? tienda.carrito[id: id]?.producto else {
          return .refuse(
            "No hay ningún producto con id \(id) en el catálogo («catalogo» para verlo).")
        }
        return .send([.view(.anadirPulsado(producto))])
      },
      Command("quitar ID", "quita el producto ID del carrito", .number) { id, tienda in
        enElCarrito(id, tienda) ?? .send([.view(.quitarPulsado(id))])
      },
      Command(
        "cantidad ID N",
        "deja N unidades del producto ID en el carrito (lo añade si no está; 0 lo quita)",
        .numeroYCantidad
      ) { linea, tienda in
        let (id, cantidad) = linea
        if !tienda.admiteCambios { return esperaAlPago }
        let cambiar = Action.view(.cantidadCambiada(id: id, cantidad: cantidad))
        if tienda.carrito[id: id] != nil { return .send([cambiar]) }
        guard cantidad > 0 else {
          return .refuse("El producto \(id) no está en el carrito: no hay nada que quitar.")
        }
        if tienda.cargandoCatalogo { return .refuse("El catálogo aún se está cargando.") }
        guard let producto = tienda.catalogo[id: id] else {
          return .refuse(
            "No hay ningún producto con id \(id) en el catálogo («catalogo» para verlo).")
        }
        return .send([.view(.anadirPulsado(producto))] + (cantidad > 1 ? [cambiar] : []))
      },
      Command("carrito", "muestra el carrito", .none) { _, tienda in .show(carrito(tienda)) },
      Command("pagar", "paga el carrito", .none) { _, tienda in
        tienda.admiteCambios ? .send([.view(.pagarPulsado)]) : esperaAlPago
      },
    ],
    onAppear: [.view(.aparecio)],
    endpoints: [
      RecordableEndpoint("catalogo.cargar", \.catalogo.cargar),
      RecordableEndpoint("pagos.cobrar", \.pagos.cobrar),
      RecordableEndpoint("clavesDePedido.nueva", \.clavesDePedido.nueva),
      RecordableEndpoint("pedidos.abrir", \.pedidos.abrir),
      RecordableEndpoint("pedidos.guardar", \.pedidos.guardar),
      RecordableEndpoint("carritos.cargar", \.carritos.cargar),
      RecordableEndpoint("carritos.guardar", \.carritos.guardar),
      RecordableEndpoint("telemetria.enviar", \.telemetria.enviar),
    ],
    defaultValues: [State(), Telemetria.State()]
  ) { tienda, _ in
    let resumen =
      tienda.carrito.isEmpty
      ? "Carrito vacío"
      : "Carrito: \(contar(tienda.numeroDeArticulos, "artículo", "artículos")) · "
        + Euros.texto(tienda.totalEnCentimos)
    let estanteria =
      tienda.cargandoCatalogo
      ? "cargando el catálogo…"
      : tienda.catalogo.isEmpty
        ? "catálogo vacío."
        : "catálogo: \(tienda.catalogo.count) productos («catalogo» para verlos)."
    var lineas = ["\(resumen) · \(estanteria)"] + tienda.carrito.map(linea)
    if tienda.procesando { lineas.append("  Pagando \(Euros.texto(tienda.totalEnCentimos))…") }
    if tienda.pedidoConfirmado {
      lineas.append(
        tienda.numeroDePedido.map { "  ✓ Pedido nº \($0) confirmado." } ?? "  ✓ Pago confirmado.")
    }
    if let mensaje = tienda.mensaje { lineas.append("  ✗ \(mensaje)") }
    return lineas
  }

  private static let esperaAlPago = Plan<Action>.refuse("Espera: se está procesando el pago.")

  private static func enElCarrito(_ id: Int, _ tienda: State) -> Plan<Action>? {
    if !tienda.admiteCambios { return esperaAlPago }
    return tienda.carrito[id: id] == nil
      ? .refuse("El producto \(id) no está en el carrito.") : nil
  }

  /// How many products a page of the catalogue lists.
  static let productosPorPagina = 20

  /// How many pages the catalogue has: none while it is empty.
  static func paginasDelCatalogo(_ tienda: State) -> Int {
    (tienda.catalogo.count + productosPorPagina - 1) / productosPorPagina
  }

  /// A page of the products (from 1), one per line:
  /// `  id 1 · Camiseta de algodón blanca · Ropa · 12,99 €`.
  static func catalogo(_ tienda: State, pagina: Int = 1) -> String {
    if tienda.cargandoCatalogo { return "El catálogo aún se está cargando." }
    guard !tienda.catalogo.isEmpty else { return "El catálogo está vacío." }
    let (paginas, pagina) = (
      paginasDelCatalogo(tienda), min(max(pagina, 1), paginasDelCatalogo(tienda))
    )
    let inicio = (pagina - 1) * productosPorPagina
    let productos = tienda.catalogo[
      inicio..<min(inicio + productosPorPagina, tienda.catalogo.count)
    ]
    .map { producto in
      let categoria = producto.categoria.isEmpty ? "" : " · \(producto.categoria)"
      return "  id \(producto.id) · \(producto.nombre)\(categoria) · "
        + Euros.texto(producto.precioEnCentimos)
    }
    let cabecera =
      "Catálogo, página \(pagina) de \(paginas) (\(tienda.catalogo.count) productos; «anadir ID» "
      + "añade uno al carrito):"
    let pie = pagina < paginas ? ["«catalogo \(pagina + 1)» muestra la página siguiente."] : []
    return ([cabecera] + productos + pie).joined(separator: "\n")
  }

  /// The cart's lines and total.
  static func carrito(_ tienda: State) -> String {
    guard !tienda.carrito.isEmpty else { return "El carrito está vacío." }
    let total =
      "  Total: \(Euros.texto(tienda.totalEnCentimos)) "
      + "(\(contar(tienda.numeroDeArticulos, "artículo", "artículos")))"
    return (["Carrito:"] + tienda.carrito.map(linea) + [total]).joined(separator: "\n")
  }

  /// One line of the cart: `  2 × Camiseta de algodón blanca (id 1) · 25,98 €`.
  private static func linea(_ linea: LineaDeCarrito) -> String {
    "  \(linea.cantidad) × \(linea.producto.nombre) (id \(linea.producto.id)) · "
      + Euros.texto(linea.subtotalEnCentimos)
  }

  /// Its live dependencies: the catalogue, payments, and the order book, carts and telemetry
  /// in `archivos`.
  static func enVivo(_ dependencias: inout DependencyValues, archivos: DataFiles) {
    dependencias.catalogo = .live
    dependencias.pagos = .live
    dependencias.pedidos = .live(archivo: archivos.pedidos)
    dependencias.carritos = .live(carpeta: archivos.carritos)
    dependencias.clavesDePedido = .aleatorias
    dependencias.telemetria = .live(archivo: archivos.telemetria)
  }
}
