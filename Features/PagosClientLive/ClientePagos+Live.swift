import Catalogo
import Foundation
import PagosClient
import Runtime
import Synchronization

extension ClientePagos {
  /// The most one charge may be: 1.000,00 € (``Catalogo/MotivoDeRechazo/limiteEnCentimos``).
  public static let limiteEnCentimos = MotivoDeRechazo.limiteEnCentimos

  /// A simulated payment processor with fixed, documented rules — no network, no randomness:
  ///
  /// - an amount of zero or less is declined as ``MotivoDeRechazo/importeNoValido``;
  /// - an amount above ``limiteEnCentimos`` (1.000,00 €) is declined as
  ///   ``MotivoDeRechazo/importeExcedeLimite``;
  /// - every other amount is charged: ``ResultadoDelCobro/exito``.
  ///
  /// Like a real processor, it knows each order by its key (``Pedido/id``): asked again for
  /// an order it has answered, it gives the same answer and charges nothing more.
  public static let live: ClientePagos = {
    // Every answer given in this process, by order key.
    let respuestas = Mutex<[Pedido.ID: ResultadoDelCobro]>([:])
    return ClientePagos { pedido in
      respuestas.withLock { respuestas in
        if let anterior = respuestas[pedido.id] { return anterior }
        let respuesta = ProcesadorSimulado.cobrar(pedido.totalEnCentimos)
        respuestas[pedido.id] = respuesta
        return respuesta
      }
    }
  }()
}

/// The rules of ``ClientePagos/live``, as a pure function.
public enum ProcesadorSimulado {
  /// What the simulated processor answers for `importeEnCentimos`.
  public static func cobrar(_ importeEnCentimos: Int) -> ResultadoDelCobro {
    if importeEnCentimos <= 0 { return .rechazado(.importeNoValido) }
    if importeEnCentimos > ClientePagos.limiteEnCentimos { return .rechazado(.importeExcedeLimite) }
    return .exito
  }
}

extension ClientePagos: DependencyKey {
  /// The simulated processor, ``live``.
  public static let liveValue = ClientePagos.live
}
