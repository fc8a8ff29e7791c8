extension ClientePagos {
  /// The most one charge may be: 1.000,00 €.
  public static let limiteEnCentimos = 100_000

  /// A simulated payment processor with fixed, documented rules — no network, no randomness:
  ///
  /// - an amount of zero or less is declined as ``MotivoDeRechazo/importeNoValido``;
  /// - an amount above ``limiteEnCentimos`` (1.000,00 €) is declined as
  ///   ``MotivoDeRechazo/importeExcedeLimite``;
  /// - every other amount is charged: ``ResultadoDelCobro/exito``.
  public static let live = ClientePagos { importe in
    ProcesadorSimulado.cobrar(importe)
  }
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
