/// Formats amounts of integer cents the Spanish way, without floating point.
///
/// ```swift
/// Euros.texto(1299)     // "12,99 €"
/// Euros.texto(100_000)  // "1.000,00 €"
/// ```
public enum Euros {
  /// `centimos` as euros with a decimal comma, thousands dots and the euro sign.
  public static func texto(_ centimos: Int) -> String {
    let signo = centimos < 0 ? "-" : ""
    let valor = centimos.magnitude
    var euros = String(valor / 100)
    var grupos: [Substring] = []
    while euros.count > 3 {
      grupos.insert(euros.suffix(3), at: 0)
      euros.removeLast(3)
    }
    grupos.insert(Substring(euros), at: 0)
    let resto = valor % 100
    return "\(signo)\(grupos.joined(separator: ".")),\(resto < 10 ? "0" : "")\(resto) €"
  }
}
