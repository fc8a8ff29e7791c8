import BuscadorFeature
import Catalogo
import CatalogoIncluido
import CredencialesFeature
import RootFeature
import TemporizadorFeature
import TestSupport
import TiendaFeature

/// States the pure tests start from.
enum Estados {
  static let sudadera = Producto(
    id: 5, nombre: "Sudadera con capucha gris", categoria: "Ropa", precioEnCentimos: 3495)

  /// The shipped catalogue.
  static let catalogo = try! CatalogoIncluido.productos()

  /// Logged in as the demo user, with `destino` open.
  static func conSesion(_ destino: Destino.State? = nil) -> Root.State {
    Root.State(
      credenciales: Credenciales.State(correo: "demo@tienda.es"),
      sesion: Sesion(usuario: .demo), destino: destino)
  }

  /// The search with `items` found for `termino`.
  static func buscador(_ termino: String = "", items: [Resultado] = []) -> Root.State {
    conSesion(.buscador(Buscador.State(termino: termino, items: items)))
  }

  /// The shop with the whole catalogue loaded and `carrito` in the cart.
  static func tienda(
    carrito: IdentifiedArrayOf<LineaDeCarrito> = [], procesando: Bool = false
  ) -> Root.State {
    conSesion(
      .tienda(
        Tienda.State(
          catalogo: IdentifiedArray(uniqueElements: catalogo), carrito: carrito,
          procesando: procesando)))
  }
}
