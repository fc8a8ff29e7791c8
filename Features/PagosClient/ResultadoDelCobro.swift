import Catalogo

/// What the payment processor answered.
public enum ResultadoDelCobro: Equatable, Hashable, Sendable, Codable {
  /// The amount was charged.
  case exito
  /// The charge was declined, for this reason.
  case rechazado(MotivoDeRechazo)
}

/// Why a payment did not go through.
public enum MotivoDeRechazo: Equatable, Hashable, Sendable, Codable {
  /// The amount is zero or negative.
  case importeNoValido
  /// The amount is above what the processor accepts in one charge.
  case importeExcedeLimite
  /// The card has not enough funds.
  case fondosInsuficientes
  /// The processor could not be reached, or failed.
  case procesadorNoDisponible

  /// What the person reads, in Spanish.
  public var mensaje: String {
    switch self {
    case .importeNoValido:
      "El importe del pedido no es válido."
    case .importeExcedeLimite:
      "El pago supera el límite de \(Euros.texto(ClientePagos.limiteEnCentimos)) por compra."
    case .fondosInsuficientes:
      "La tarjeta no tiene fondos suficientes."
    case .procesadorNoDisponible:
      "No se pudo contactar con el banco. Tu carrito sigue aquí; inténtalo de nuevo."
    }
  }
}
