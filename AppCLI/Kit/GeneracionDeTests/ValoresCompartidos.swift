import Runtime

/// Shared values (`@Shared`) inside a state, which a generated test asserts as a test store
/// checks them (see ``PasosDelTest``) and which a replay gives the values a check would see.
enum ValoresCompartidos {
  /// Gives each shared value found in `destino` the value of the shared value at the same place
  /// in `origen`, descending into structs, tuples, collections, optionals and enum cases that
  /// match; what does not match is left alone.
  ///
  /// - Parameters:
  ///   - destino: A state of a fold of its own: its shared values are changed, nobody else's.
  ///   - origen: A state whose shared values are read.
  static func igualar(_ destino: Any, a origen: Any) {
    if let compartido = destino as? any ValorCompartido {
      compartido.igualar(a: origen)
      return
    }
    let (hacia, desde) = (Mirror(reflecting: destino), Mirror(reflecting: origen))
    switch hacia.displayStyle {
    case .struct, .tuple, .class, .optional, .enum, .collection:
      for (suyo, otro) in zip(hacia.children, desde.children) where suyo.label == otro.label {
        igualar(suyo.value, a: otro.value)
      }
    default:
      return
    }
  }
}

/// A shared value, which a test store asserts through `withLock`, never by assignment.
protocol ValorCompartido {
  /// Takes the value of `otro`, a shared value of the same type.
  func igualar(a otro: Any)
}

extension Shared: ValorCompartido {
  func igualar(a otro: Any) {
    guard let otro = otro as? Shared<Value> else { return }
    let valor = otro.wrappedValue
    withLock { $0 = valor }
  }
}
