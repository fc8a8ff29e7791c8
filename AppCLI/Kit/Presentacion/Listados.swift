import Runtime
import TiendaFeature

/// The longer texts some commands print: the catalogue, the cart, the whole state, the history.
public enum Listados {
  /// The shop's products, one per line: `  id 1 · Camiseta de algodón blanca · 12,99 €`.
  public static func catalogo(_ tienda: Tienda.State) -> String {
    if tienda.cargandoCatalogo { return "El catálogo aún se está cargando." }
    guard !tienda.catalogo.isEmpty else { return "El catálogo está vacío." }
    let productos = tienda.catalogo.map {
      "  id \($0.id) · \($0.nombre) · \(Euros.texto($0.precioEnCentimos))"
    }
    return (["Catálogo («anadir ID» añade uno al carrito):"] + productos).joined(separator: "\n")
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
