import BuscadorFeature
import CredencialesFeature
import PedidosFeature
import RootFeature
import TemporizadorFeature
import TiendaFeature

/// The features the command line drives, and where each sits in the app: the one file of
/// AppCLI that names more than one feature. Each feature's screen and commands live in its own
/// file beside this one; adding a feature is that file and one line here.
enum Registro {
  /// The app: `Root`, its login form, and its sections in menu order.
  static let aplicacion = Root.aplicacion(
    acceso: Root.acceso(Credenciales.pantalla, estado: \.credenciales, accion: \.credenciales),
    secciones: [
      Root.seccion(.buscador, Buscador.pantalla, estado: \.buscador, accion: \.buscador),
      Root.seccion(.tienda, Tienda.pantalla, estado: \.tienda, accion: \.tienda),
      Root.seccion(
        .temporizador, Temporizador.pantalla, estado: \.temporizador, accion: \.temporizador),
      Root.seccion(.pedidos, Pedidos.pantalla, estado: \.pedidos, accion: \.pedidos),
    ])
}
