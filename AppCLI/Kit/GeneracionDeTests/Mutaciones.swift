import Runtime

/// The statements an assertion closure runs to turn one state into the next, found by
/// comparing the two field by field:
///
/// ```swift
/// $0.credenciales.entrando = false
/// $0.destino?.modify(\.tienda) {
///   $0.procesando = true
/// }
/// ```
///
/// It descends into structs with the same fields, into optionals that hold a value on both
/// sides, and into enums left in the same case (with `modify`); anything else is assigned
/// whole.
indirect enum Mutacion: Equatable {
  /// `ruta = valor`.
  case asignar(ruta: String, valor: Doc)
  /// `ruta.modify(\.caso) { … }`.
  case modificar(ruta: String, caso: String, cuerpo: [Mutacion])

  /// The statements that turn `antes` into `despues`, with `$0` as the root.
  static func entre(_ antes: Any, _ despues: Any, codigo: CodigoSwift) -> [Mutacion] {
    entre(antes, despues, ruta: "$0", codigo: codigo)
  }

  private static func entre(
    _ antes: Any, _ despues: Any, ruta: String, codigo: CodigoSwift
  ) -> [Mutacion] {
    if CodigoSwift.texto(antes) == CodigoSwift.texto(despues) { return [] }
    if let dentro = navegar(antes, despues, ruta: ruta, codigo: codigo) { return dentro }
    return [.asignar(ruta: ruta, valor: codigo.doc(despues))]
  }

  /// The statements inside `antes` and `despues` when they have the same shape, else `nil`.
  private static func navegar(
    _ antes: Any, _ despues: Any, ruta: String, codigo: CodigoSwift
  ) -> [Mutacion]? {
    if let camposAntes = CodigoSwift.campos(de: antes),
      let camposDespues = CodigoSwift.campos(de: despues),
      type(of: antes) == type(of: despues)
    {
      return zip(camposAntes, camposDespues).flatMap { campoAntes, campoDespues in
        entre(
          campoAntes.valor, campoDespues.valor, ruta: "\(ruta).\(campoAntes.etiqueta)",
          codigo: codigo)
      }
    }
    let espejoAntes = Mirror(reflecting: antes)
    let espejoDespues = Mirror(reflecting: despues)
    if espejoAntes.displayStyle == .optional, espejoDespues.displayStyle == .optional {
      guard let valorAntes = espejoAntes.children.first?.value,
        let valorDespues = espejoDespues.children.first?.value
      else { return nil }
      return navegar(valorAntes, valorDespues, ruta: "\(ruta)?", codigo: codigo)
    }
    if antes is any CasePathable,
      let casoAntes = CodigoSwift.caso(de: antes), let casoDespues = CodigoSwift.caso(de: despues),
      casoAntes.nombre == casoDespues.nombre,
      let cargaAntes = casoAntes.carga, let cargaDespues = casoDespues.carga,
      let cuerpo = navegar(cargaAntes, cargaDespues, ruta: "$0", codigo: codigo)
    {
      return [.modificar(ruta: ruta, caso: casoAntes.nombre, cuerpo: cuerpo)]
    }
    return nil
  }

  /// The statement's lines, indented by `sangria`.
  func lineas(sangria: Int) -> [String] {
    switch self {
    case .asignar(let ruta, let valor):
      return Maquetador.lineas(.prefijo("\(ruta) = ", valor), sangria: sangria)
    case .modificar(let ruta, let caso, let cuerpo):
      let margen = String(repeating: " ", count: sangria)
      return ["\(margen)\(ruta).modify(\\.\(caso)) {"]
        + cuerpo.flatMap { $0.lineas(sangria: sangria + 2) } + ["\(margen)}"]
    }
  }
}
