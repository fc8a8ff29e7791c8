import Catalogo
import Foundation
import PagosClient
import PedidosClient
import Synchronization
import TestSupport
import Testing
import TiendaFeature

private let sudadera = Producto(id: 5, nombre: "Sudadera con capucha gris", precioEnCentimos: 3495)

/// What the shop's world saw during a session: the charges in flight, the ones that went
/// through, and the orders the book saved.
private final class Mundo: Sendable {
  private struct Cuentas {
    var cobrosEnCurso = 0
    var cobrosAprobados: [UUID] = []
    var pedidosGuardados: [UUID] = []
  }
  private let cuentas = Mutex(Cuentas())

  var cobrosEnCurso: Int { cuentas.withLock { $0.cobrosEnCurso } }
  var cobrosAprobados: [UUID] { cuentas.withLock { $0.cobrosAprobados } }
  var pedidosGuardados: [UUID] { cuentas.withLock { $0.pedidosGuardados } }

  func empiezaCobro() { cuentas.withLock { $0.cobrosEnCurso += 1 } }
  func terminaCobro(_ pedido: Pedido, aprobado: Bool) {
    cuentas.withLock {
      $0.cobrosEnCurso -= 1
      if aprobado { $0.cobrosAprobados.append(pedido.id) }
    }
  }
  func guardado(_ pedido: Pedido) { cuentas.withLock { $0.pedidosGuardados.append(pedido.id) } }
}

/// Random sessions of a shopper: add, remove, change quantities and pay, while the payment
/// processor approves, declines or fails — now or seconds later — as each session draws it.
@MainActor
struct TiendaRandomSessionTests {
  /// One session on the shop, with what a shopper would say must always hold.
  private func sesion(_ session: RandomSession) async {
    let reloj = TestClock()
    let mundo = Mundo()
    let libro = ClientePedidos.enMemoria()
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.catalogo.cargar = { [.camiseta, sudadera] }
      $0.pagos.cobrar = { pedido in
        mundo.empiezaCobro()
        let espera = session.pick([0, 1, 3])
        if espera > 0 { try? await reloj.sleep(for: .seconds(espera)) }
        let resultado = session.pick([
          ResultadoDelCobro.exito, .rechazado(.fondosInsuficientes), nil,
        ])
        mundo.terminaCobro(pedido, aprobado: resultado == .exito)
        guard let resultado else { throw CobroFallido() }
        return resultado
      }
      $0.pedidos.guardar = { pedido in
        mundo.guardado(pedido)
        return try await libro.guardar(pedido)
      }
    }
    await session.run(store) { state in
      [
        .view(.anadirPulsado(.camiseta)),
        .view(.pagarPulsado),
        .view(.anadirPulsado(sudadera)),
        state.carrito.isEmpty ? nil : .view(.quitarPulsado(Producto.camiseta.id)),
        .view(.cantidadCambiada(id: Producto.camiseta.id, cantidad: 0)),
        .view(.cantidadCambiada(id: sudadera.id, cantidad: 3)),
        .view(.aparecio),
      ]
    } invariant: { state in
      #expect(
        state.carrito.allSatisfy { $0.cantidad > 0 }, "the cart holds a line with zero units")
      let guardados = mundo.pedidosGuardados
      #expect(Set(guardados).count == guardados.count, "an order was confirmed twice")
      #expect(
        guardados.allSatisfy(mundo.cobrosAprobados.contains),
        "an order was confirmed without a payment that went through")
      #expect(
        !state.procesando || mundo.cobrosEnCurso > 0,
        "`procesando` is still on, but no payment is in flight")
    }
  }

  @Test
  func lasSesionesDeUnCompradorCumplenSusReglas() async {
    await withRandomSessions(100) { session in await sesion(session) }
  }
}

private struct CobroFallido: Error {}
