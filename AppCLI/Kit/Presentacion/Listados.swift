import Runtime
import TiendaFeature

/// The longer texts some commands print: the catalogue, the cart, the whole state, the history.
public enum Listados {
  /// How many products a page of the catalogue lists.
  public static let productosPorPagina = 20

  /// How many pages the shop's catalogue has: none while it is empty.
  public static func paginasDelCatalogo(_ tienda: Tienda.State) -> Int {
    (tienda.catalogo.count + productosPorPagina - 1) / productosPorPagina
  }

  /// A page of the shop's products (from 1), one per line:
  /// `  id 1 · Camiseta de algodón blanca · Ropa · 12,99 €`.
  public static func catalogo(_ tienda: Tienda.State, pagina: Int = 1) -> String {
    if tienda.cargandoCatalogo { return "El catálogo aún se está cargando." }
    guard !tienda.catalogo.isEmpty else { return "El catálogo está vacío." }
    let paginas = paginasDelCatalogo(tienda)
    let inicio = (min(max(pagina, 1), paginas) - 1) * productosPorPagina
    let productos = tienda.catalogo[
      inicio..<min(inicio + productosPorPagina, tienda.catalogo.count)
    ]
    .map { producto in
      let categoria = producto.categoria.isEmpty ? "" : " · \(producto.categoria)"
      return "  id \(producto.id) · \(producto.nombre)\(categoria) · "
        + Euros.texto(producto.precioEnCentimos)
    }
    let cabecera =
      "Catálogo, página \(min(max(pagina, 1), paginas)) de \(paginas) "
      + "(\(tienda.catalogo.count) productos; «anadir ID» añade uno al carrito):"
    let pie = pagina < paginas ? ["«catalogo \(pagina + 1)» muestra la página siguiente."] : []
    return ([cabecera] + productos + pie).joined(separator: "\n")
  }

  /// The cart's lines and total.
  public static func carrito(_ tienda: Tienda.State) -> String {
    guard !tienda.carrito.isEmpty else { return "El carrito está vacío." }
    let total =
      "  Total: \(Euros.texto(tienda.totalEnCentimos)) (\(articulos(tienda.numeroDeArticulos)))"
    return (["Carrito:"] + tienda.carrito.map(linea) + [total]).joined(separator: "\n")
  }

  /// The whole state over several lines, passwords redacted.
  public static func estado(_ estado: Any) -> String {
    DumpPrinter.render(Dumper.dump(estado), style: .multiline).joined(separator: "\n")
  }

  /// One line of the cart: `  2 × Camiseta de algodón blanca (id 1) · 25,98 €`.
  static func linea(_ linea: LineaDeCarrito) -> String {
    "  \(linea.cantidad) × \(linea.producto.nombre) (id \(linea.producto.id)) · "
      + Euros.texto(linea.subtotalEnCentimos)
  }

  /// `1 artículo`, `3 artículos`.
  static func articulos(_ cantidad: Int) -> String {
    cantidad == 1 ? "1 artículo" : "\(cantidad) artículos"
  }
}
