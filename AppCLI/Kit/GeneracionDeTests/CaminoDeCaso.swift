import Runtime

/// An action as a case key path and its payload: `.destino(.presented(.tienda(.pagarPulsado)))`
/// is `\.destino.presented.tienda.pagarPulsado` with no payload, and `.view(.abrir(.tienda))`
/// is `\.view.abrir` with the payload `.tienda` — it stops at the first payload that is not
/// itself a `CasePathable` enum.
struct CaminoDeCaso {
  /// The case key path's source, `\.view.abrir`.
  var ruta: String
  /// The payload, if the case has one.
  var carga: Dumped?

  /// The path of `accion`; the modules of the enums it walks through go to `modulos`.
  init(_ accion: Any, modulos: Modulos = Modulos()) {
    var nombres: [String] = []
    var actual = Dumper.dump(accion)
    carga = nil
    while case .enumCase(let nombre, let siguiente) = actual.node {
      modulos.anotar(type(of: actual.value))
      nombres.append(nombre)
      guard let siguiente else { break }
      guard case .enumCase = siguiente.node, siguiente.value is any CasePathable else {
        // One labeled value (`pedidoPedido(numero: 7)`) is the case's payload, not a tuple.
        if case .record("", let campos) = siguiente.node, campos.count == 1 {
          carga = campos[0].value
        } else {
          carga = siguiente
        }
        break
      }
      actual = siguiente
    }
    ruta = "\\." + nombres.joined(separator: ".")
  }

  /// Whether the payload is a tuple (`cantidadCambiada(id:cantidad:)`), which is not
  /// `Equatable` and so can't be matched by value in a `receive`.
  var cargaEsTupla: Bool {
    if case .record("", _)? = carga?.node { true } else { false }
  }
}
