import Catalogo

/// What the payment processor answered.
public enum ResultadoDelCobro: Equatable, Hashable, Sendable, Codable {
  /// The amount was charged.
  case exito
  /// The charge was declined, for this reason.
  case rechazado(MotivoDeRechazo)
}
