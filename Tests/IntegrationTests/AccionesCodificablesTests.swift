import BuscadorFeature
import Catalogo
import CredencialesFeature
import Foundation
import PedidosClient
import RootFeature
import TemporizadorFeature
import Testing
import TiendaFeature

/// Every feature's actions can be recorded as JSON and read back unchanged — what a recorded
/// session replayed later relies on.
struct AccionesCodificablesTests {
  static let acciones: [Root.Action] = [
    .view(.aparecio), .view(.abrir(.temporizador)), .view(.cerrarSesionPulsado),
    .credenciales(.correoEscrito("a@b.c")), .credenciales(.claveEscrita("x")),
    .credenciales(.entrarPulsado), .entradaFallida(.credencialesInvalidas),
    .sesionAbierta(.demo), .destino(.dismiss), .carritoNoGuardado(.ocupado),
    .carritoNoCargado(.versionDesconocida(2)), .entradaAplazada(segundos: 4),
    .carritoCargado([LineaDeCarrito(producto: .camiseta, cantidad: 2)]),
    .entradaFallida(.demasiadosIntentos(segundos: 8)),
    .destino(.presented(.buscador(.terminoCambio("sarten")))),
    .destino(.presented(.buscador(.busquedaIniciada))),
    .destino(.presented(.buscador(.resultados([.demo])))),
    .destino(.presented(.buscador(.fallo))),
    .destino(.presented(.buscador(.delegate(.resultadoElegido(.demo))))),
    .destino(.presented(.tienda(.view(.cantidadCambiada(id: 1, cantidad: 3))))),
    .destino(.presented(.tienda(.view(.quitarPulsado(1))))),
    .destino(
      .presented(
        .tienda(.carritoValidado(Pedido(id: UUID(3), lineas: [.init(producto: .camiseta)]))))),
    .destino(.presented(.tienda(.pagoRechazado(.importeExcedeLimite)))),
    .destino(.presented(.tienda(.pedidoGuardado(numero: 7)))),
    .destino(.presented(.tienda(.pedidoPendiente))),
    .destino(
      .presented(
        .tienda(.diarioApartado(DiarioApartado(archivo: "/d/p.jsonl", pedidosRecuperados: 2))))),
    .destino(.presented(.tienda(.libroNoDisponible("Otra sesión…")))),
    .destino(.presented(.tienda(.telemetria(.registrar(.pagoIniciado(totalEnCentimos: 1)))))),
    .destino(.presented(.temporizador(.reiniciar))),
  ]

  @Test(arguments: acciones)
  func idaYVueltaPorJSON(_ accion: Root.Action) throws {
    let datos = try JSONEncoder().encode(accion)
    #expect(try JSONDecoder().decode(Root.Action.self, from: datos) == accion)
  }
}
