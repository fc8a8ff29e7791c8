import Runtime

/// An action as a case key path and its payload: `.destino(.presented(.tienda(.pagarPulsado)))`
/// is `\.destino.presented.tienda.pagarPulsado` with no payload, and
/// `.view(.abrir(.tienda))` is `\.view.abrir` with the payload `.tienda` — it stops at the
/// first payload that is not itself a `CasePathable` enum.
struct CaminoDeCaso {
  /// The case key path's source, `\.view.abrir`.
  var ruta: String
  /// The payload, if the case has one.
  var carga: Any?

  init(_ accion: Any) {
    var nombres: [String] = []
    var actual: Any = accion
    var carga: Any?
    while let caso = CodigoSwift.caso(de: actual) {
      nombres.append(caso.nombre)
      guard let siguiente = caso.carga else { break }
      guard siguiente is any CasePathable, CodigoSwift.caso(de: siguiente) != nil else {
        carga = siguiente
        break
      }
      actual = siguiente
    }
    ruta = "\\." + nombres.joined(separator: ".")
    self.carga = carga
  }

  /// Whether the payload is a tuple (`cantidadCambiada(id:cantidad:)`), which is not
  /// `Equatable` and so can't be matched by value in a `receive`.
  var cargaEsTupla: Bool {
    carga.map { Mirror(reflecting: $0).displayStyle == .tuple } ?? false
  }
}
