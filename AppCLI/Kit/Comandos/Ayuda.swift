/// The text `ayuda` prints: every command with its usage.
public enum Ayuda {
  /// The commands in two columns, usage and description.
  public static let texto: String = {
    let ancho = Orden.todas.map(\.uso.count).max() ?? 0
    let filas = Orden.todas.map { orden in
      "  " + orden.uso + String(repeating: " ", count: ancho - orden.uso.count + 2)
        + orden.descripcion
    }
    return (["Órdenes:"] + filas).joined(separator: "\n")
  }()
}
