import Runtime

/// The statements an assertion closure runs to turn one state into the next, found by
/// comparing their dump trees field by field:
///
/// ```swift
/// $0.credenciales.entrando = false
/// $0.destino?.modify(\.tienda) {
///   $0.procesando = true
/// }
/// ```
///
/// It descends into structs of the same type, into optionals that hold a value on both sides,
/// and into enums left in the same case (with `modify`); anything else is assigned whole — a
/// shared value (`@Shared`) as a test store asserts it, `$0.sesion?.$carrito.withLock { $0 = … }`.
indirect enum Mutacion: Equatable {
  /// `ruta = valor`.
  case asignar(ruta: String, valor: Doc)
  /// `ruta.$campo.withLock { $0 = valor }`: a shared value, given as `ruta.$campo`.
  case compartir(ruta: String, valor: Doc)
  /// `ruta.modify(\.caso) { … }`.
  case modificar(ruta: String, caso: String, cuerpo: [Mutacion])

  /// The statements that turn `antes` into `despues`, with `$0` as the root.
  static func entre(_ antes: Any, _ despues: Any, codigo: CodigoSwift) -> [Mutacion] {
    entre(Dumper.dump(antes), Dumper.dump(despues), ruta: "$0", codigo: codigo)
  }

  private static func entre(
    _ antes: Dumped, _ despues: Dumped, ruta: String, codigo: CodigoSwift
  ) -> [Mutacion] {
    if Dumper.line(antes.value) == Dumper.line(despues.value) { return [] }
    return navegar(antes, despues, ruta: ruta, codigo: codigo)
      ?? [.asignar(ruta: ruta, valor: codigo.doc(despues.value))]
  }

  /// The statements inside `antes` and `despues` when they have the same shape, else `nil`.
  private static func navegar(
    _ antes: Dumped, _ despues: Dumped, ruta: String, codigo: CodigoSwift
  ) -> [Mutacion]? {
    var ruta = ruta
    if Mirror(reflecting: despues.value).displayStyle == .optional {
      guard ValorJSON.desenvuelto(antes.value) != nil, ValorJSON.desenvuelto(despues.value) != nil
      else { return nil }
      ruta += "?"
    }
    switch (antes.node, despues.node) {
    case (.record(let tipo, let camposAntes), .record(let tipoDespues, let camposDespues))
    where !tipo.isEmpty && tipo == tipoDespues
      && camposAntes.map(\.label) == camposDespues.map(\.label):
      return zip(camposAntes, camposDespues).flatMap { campoAntes, campoDespues in
        guard campoDespues.value.value is any ValorCompartido else {
          return entre(
            campoAntes.value, campoDespues.value, ruta: "\(ruta).\(campoAntes.label)",
            codigo: codigo)
        }
        guard Dumper.line(campoAntes.value.value) != Dumper.line(campoDespues.value.value) else {
          return []
        }
        return [
          .compartir(
            ruta: "\(ruta).$\(campoAntes.label)", valor: codigo.doc(campoDespues.value.value))
        ]
      }
    case (.enumCase(let caso, let cargaAntes?), .enumCase(let casoDespues, let cargaDespues?)):
      guard caso == casoDespues, ValorJSON.desenvuelto(despues.value) is any CasePathable,
        let cuerpo = navegar(cargaAntes, cargaDespues, ruta: "$0", codigo: codigo)
      else { return nil }
      return [.modificar(ruta: ruta, caso: caso, cuerpo: cuerpo)]
    default:
      return nil
    }
  }

  /// The statement's lines, indented by `sangria`.
  func lineas(sangria: Int) -> [String] {
    switch self {
    case .asignar(let ruta, let valor):
      return Maquetador.lineas(.prefijo("\(ruta) = ", valor), sangria: sangria)
    case .compartir(let ruta, let valor):
      let enUna = Maquetador.lineas(
        .prefijo("\(ruta).withLock { $0 = ", valor), sangria: sangria, sufijo: " }")
      guard enUna.count > 1 else { return enUna }
      let margen = String(repeating: " ", count: sangria)
      return ["\(margen)\(ruta).withLock {"]
        + Maquetador.lineas(.prefijo("$0 = ", valor), sangria: sangria + 2) + ["\(margen)}"]
    case .modificar(let ruta, let caso, let cuerpo):
      let margen = String(repeating: " ", count: sangria)
      return ["\(margen)\(ruta).modify(\\.\(caso)) {"]
        + cuerpo.flatMap { $0.lineas(sangria: sangria + 2) } + ["\(margen)}"]
    }
  }
}
