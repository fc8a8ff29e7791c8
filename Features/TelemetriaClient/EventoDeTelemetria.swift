import Catalogo

/// Something worth counting about how the shop is used. Events carry no personal data.
public enum EventoDeTelemetria: Equatable, Hashable, Sendable, Codable {
  /// The person asked to pay a cart of this total.
  case pagoIniciado(totalEnCentimos: Int)
  /// A payment of this total went through.
  case compraCompletada(totalEnCentimos: Int)
  /// A payment was declined.
  case pagoRechazado(MotivoDeRechazo)
}
