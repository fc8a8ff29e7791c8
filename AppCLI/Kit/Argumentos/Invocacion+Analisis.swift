extension Invocacion {
  /// Parses the arguments that follow the program's name. Pure: it reads no file.
  ///
  /// `--help` and `--version` win wherever they appear. A flag's value may follow it
  /// (`--datos DIR`) or be attached (`--datos=DIR`).
  ///
  /// - Throws: ``ErrorDeUso`` for an unknown flag (suggesting the nearest one), a missing
  ///   value, a repeated option or an unexpected argument.
  static func analizar(_ argumentos: some Sequence<String>) throws(ErrorDeUso) -> Invocacion {
    let argumentos = Array(argumentos)
    if argumentos.contains(where: { $0 == "--help" || $0 == "-h" }) { return .ayuda }
    if argumentos.contains("--version") { return .version }
    guard argumentos.first == "replay" else {
      var opciones = OpcionesDeSesion()
      try analizar(argumentos[...], OpcionesDeSesion.banderas, en: &opciones) {
        texto throws(ErrorDeUso) in
        throw ErrorDeUso("argumento inesperado: «\(texto)».")
      }
      return .sesion(opciones)
    }
    var opciones = OpcionesDeReproduccion(archivo: "")
    var archivo: String?
    try analizar(argumentos.dropFirst(), OpcionesDeReproduccion.banderas, en: &opciones) {
      texto throws(ErrorDeUso) in
      guard archivo == nil else { throw ErrorDeUso("replay lee un solo archivo.") }
      archivo = texto
    }
    guard let archivo else { throw ErrorDeUso("falta el archivo de grabación que reproducir.") }
    opciones.archivo = archivo
    return .reproducir(opciones)
  }

  /// Applies each flag of `argumentos` to `opciones` and hands the other arguments to
  /// `posicional`.
  private static func analizar<Opciones>(
    _ argumentos: ArraySlice<String>, _ banderas: [Bandera<Opciones>],
    en opciones: inout Opciones, posicional: (String) throws(ErrorDeUso) -> Void
  ) throws(ErrorDeUso) {
    var pendientes = argumentos
    while let argumento = pendientes.popFirst() {
      guard argumento.hasPrefix("-"), argumento != "-" else {
        try posicional(argumento)
        continue
      }
      let partes = argumento.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let nombre = String(partes[0])
      var valor = partes.count == 2 ? String(partes[1]) : nil
      guard let bandera = banderas.first(where: { $0.nombre == nombre }) else {
        throw ErrorDeUso(desconocida: nombre, conocidas: banderas.map(\.nombre))
      }
      if bandera.valor == nil {
        guard valor == nil else { throw ErrorDeUso("\(nombre) no lleva valor.") }
      } else {
        guard !bandera.presente(opciones) else {
          throw ErrorDeUso("\(nombre) aparece más de una vez.")
        }
        if valor == nil, let siguiente = pendientes.first, !siguiente.hasPrefix("--") {
          valor = pendientes.removeFirst()
        }
        guard let valor, !valor.isEmpty else { throw ErrorDeUso("falta el valor de \(nombre).") }
      }
      bandera.aplicar(&opciones, valor)
    }
  }
}

extension ErrorDeUso {
  /// An unknown flag, with the nearest known one when it is a likely typo.
  init(desconocida nombre: String, conocidas: [String]) {
    let cercana = conocidas.map { ($0, distancia(nombre, $0)) }.min { $0.1 < $1.1 }
    guard let (sugerida, distancia) = cercana, distancia <= 2 else {
      self.init("opción desconocida: \(nombre).")
      return
    }
    self.init("opción desconocida: \(nombre). ¿Querías decir \(sugerida)?")
  }
}

/// How many characters must be inserted, removed or replaced to turn `a` into `b`.
private func distancia(_ a: String, _ b: String) -> Int {
  let b = Array(b)
  var fila = Array(0...b.count)
  for (i, caracter) in a.enumerated() {
    var anterior = fila[0]
    fila[0] = i + 1
    for j in b.indices {
      let sustitucion = anterior + (caracter == b[j] ? 0 : 1)
      anterior = fila[j + 1]
      fila[j + 1] = min(sustitucion, fila[j] + 1, fila[j + 1] + 1)
    }
  }
  return fila[b.count]
}
