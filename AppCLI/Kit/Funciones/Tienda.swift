import Runtime
import TiendaFeature

extension Tienda {
  /// The shop at the command line: the catalogue and the cart, paying, the catalogue it loads
  /// when it appears, and the catalogue, payments, order book and telemetry it records.
  static let pantalla = Pantalla<State, Action>(
    sustantivo: .femenino("tienda"),
    ordenes: [
      Orden("catalogo", "lista los productos de la tienda", .ninguno) { _, tienda in
        .mostrar(catalogo(tienda))
      },
      Orden("anadir ID", "añade una unidad del producto ID al carrito", .numero) { id, tienda in
        if tienda.procesando { return esperaAlPago }
        if tienda.cargandoCatalogo { return .rechazar("El catálogo aún se está cargando.") }
        guard let producto = tienda.catalogo[id: id] ?? tienda.carrito[id: id]?.producto else {
          return .rechazar(
            "No hay ningún producto con id \(id) en el catálogo («catalogo» para verlo).")
        }
        return .enviar([.view(.anadirPulsado(producto))])
      },
      Orden("quitar ID", "quita el producto ID del carrito", .numero) { id, tienda in
        enElCarrito(id, tienda) ?? .enviar([.view(.quitarPulsado(id))])
      },
      Orden("cantidad ID N", "deja N unidades del producto ID (0 lo quita)", .numeroYCantidad) {
        linea, tienda in
        enElCarrito(linea.0, tienda)
          ?? .enviar([.view(.cantidadCambiada(id: linea.0, cantidad: linea.1))])
      },
      Orden("carrito", "muestra el carrito", .ninguno) { _, tienda in .mostrar(carrito(tienda)) },
      Orden("pagar", "paga el carrito", .ninguno) { _, tienda in
        tienda.procesando ? esperaAlPago : .enviar([.view(.pagarPulsado)])
      },
    ],
    alAparecer: [.view(.aparecio)],
    extremos: [
      Extremo("catalogo.cargar", \.catalogo.cargar),
      Extremo("pagos.cobrar", \.pagos.cobrar),
      Extremo("pedidos.guardar", \.pedidos.guardar),
      Extremo("telemetria.enviar", \.telemetria.enviar),
    ],
    enVivo: { dependencias, datos in
      dependencias.catalogo = .live()
      dependencias.pagos = .live
      dependencias.pedidos = .live(archivo: datos.appending(path: LibroDePedidos.nombreDeArchivo))
      dependencias.telemetria = .live(archivo: datos.appending(path: "telemetria.jsonl"))
    }
  ) { tienda, _ in
    let resumen =
      tienda.carrito.isEmpty
      ? "Carrito vacío"
      : "Carrito: \(articulos(tienda.numeroDeArticulos)) · \(Euros.texto(tienda.totalEnCentimos))"
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

  private static let esperaAlPago = Plan<Action>.rechazar("Espera: se está procesando el pago.")

  private static func enElCarrito(_ id: Int, _ tienda: State) -> Plan<Action>? {
    if tienda.procesando { return esperaAlPago }
    return tienda.carrito[id: id] == nil
      ? .rechazar("El producto \(id) no está en el carrito.") : nil
  }

  /// The products, one per line: `  id 1 · Camiseta de algodón blanca · 12,99 €`.
  static func catalogo(_ tienda: State) -> String {
    if tienda.cargandoCatalogo { return "El catálogo aún se está cargando." }
    guard !tienda.catalogo.isEmpty else { return "El catálogo está vacío." }
    let productos = tienda.catalogo.map {
      "  id \($0.id) · \($0.nombre) · \(Euros.texto($0.precioEnCentimos))"
    }
    return (["Catálogo («anadir ID» añade uno al carrito):"] + productos).joined(separator: "\n")
  }

  /// The cart's lines and total.
  static func carrito(_ tienda: State) -> String {
    guard !tienda.carrito.isEmpty else { return "El carrito está vacío." }
    let total =
      "  Total: \(Euros.texto(tienda.totalEnCentimos)) (\(articulos(tienda.numeroDeArticulos)))"
    return (["Carrito:"] + tienda.carrito.map(linea) + [total]).joined(separator: "\n")
  }

  /// One line of the cart: `  2 × Camiseta de algodón blanca (id 1) · 25,98 €`.
  private static func linea(_ linea: LineaDeCarrito) -> String {
    "  \(linea.cantidad) × \(linea.producto.nombre) (id \(linea.producto.id)) · "
      + Euros.texto(linea.subtotalEnCentimos)
  }

  private static func articulos(_ cantidad: Int) -> String {
    cantidad == 1 ? "1 artículo" : "\(cantidad) artículos"
  }
}
