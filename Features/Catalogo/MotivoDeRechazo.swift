/// Why a payment did not go through. A model of its own, not the payments client's: the
/// telemetry counts refusals, and the shop shows them, without either knowing the client.
public enum MotivoDeRechazo: Equatable, Hashable, Sendable, Codable {
  /// The amount is zero or negative.
  case importeNoValido
  /// The amount is above what the processor accepts in one charge.
  case importeExcedeLimite
  /// The card has not enough funds.
  case fondosInsuficientes
  /// The processor could not be reached, or failed.
  case procesadorNoDisponible

  /// The most one charge may be, in cents (1.000,00 €): what the shop's processor accepts, and
  /// what ``importeExcedeLimite``'s message names.
  public static let limiteEnCentimos = 100_000

  /// What the person reads, in Spanish.
  public var mensaje: String {
    switch self {
    case .importeNoValido:
      "El importe del pedido no es válido."
    case .importeExcedeLimite:
      "El pago supera el límite de \(Euros.texto(Self.limiteEnCentimos)) por compra."
    case .fondosInsuficientes:
      "La tarjeta no tiene fondos suficientes."
    case .procesadorNoDisponible:
      "No se pudo contactar con el banco. Tu carrito sigue aquí; inténtalo de nuevo."
    }
  }
}
