extension Invocacion {
  /// Parses the arguments that follow the program's name. Pure: it reads no file.
  ///
  /// `--help` and `--version` win wherever they appear. A flag's value may follow it
  /// (`--datos DIR`) or be attached (`--datos=DIR`).
  ///
  /// - Throws: ``ErrorDeUso`` for an unknown flag, a missing value, a repeated option or an
  ///   unexpected argument.
  public static func analizar(_ argumentos: some Sequence<String>) throws(ErrorDeUso) -> Invocacion
  {
    let argumentos = Array(argumentos)
    if argumentos.contains(where: { $0 == "--help" || $0 == "-h" }) { return .ayuda }
    if argumentos.contains("--version") { return .version }
    if argumentos.first == "replay" {
      return .reproducir(try analizarReproduccion(argumentos.dropFirst()))
    }
    return .sesion(try analizarSesion(argumentos[...]))
  }

  private static func analizarSesion(
    _ argumentos: ArraySlice<String>
  ) throws(ErrorDeUso) -> OpcionesDeSesion {
    var opciones = OpcionesDeSesion()
    var lector = LectorDeArgumentos(argumentos)
    while let argumento = try lector.siguiente() {
      switch argumento {
      case .opcion("--json", nil): opciones.json = true
      case .opcion("--trace", nil): opciones.traza = true
      case .opcion("--script", let valor):
        opciones.guion = try lector.valor(de: "--script", adjunto: valor, previo: opciones.guion)
      case .opcion("--datos", let valor):
        opciones.datos = try lector.valor(de: "--datos", adjunto: valor, previo: opciones.datos)
      case .opcion("--record", let valor):
        opciones.grabacion = try lector.valor(
          de: "--record", adjunto: valor, previo: opciones.grabacion)
      case .opcion(let nombre, _):
        throw errorDeOpcion(nombre, conocidas: ["--json", "--trace"])
      case .posicional(let texto):
        throw ErrorDeUso("argumento inesperado: «\(texto)».")
      }
    }
    return opciones
  }

  private static func analizarReproduccion(
    _ argumentos: ArraySlice<String>
  ) throws(ErrorDeUso) -> OpcionesDeReproduccion {
    var archivo: String?
    var generarTest = false
    var continuar = false
    var traza = false
    var lector = LectorDeArgumentos(argumentos)
    while let argumento = try lector.siguiente() {
      switch argumento {
      case .opcion("--test", nil): generarTest = true
      case .opcion("--continuar", nil): continuar = true
      case .opcion("--trace", nil): traza = true
      case .opcion(let nombre, _):
        throw errorDeOpcion(nombre, conocidas: ["--test", "--continuar", "--trace"])
      case .posicional(let texto):
        guard archivo == nil else { throw ErrorDeUso("replay lee un solo archivo.") }
        archivo = texto
      }
    }
    guard let archivo else { throw ErrorDeUso("falta el archivo de grabación que reproducir.") }
    return OpcionesDeReproduccion(
      archivo: archivo, generarTest: generarTest, continuar: continuar, traza: traza)
  }

  /// The error for `nombre`: a switch given a value, or a flag nobody knows.
  private static func errorDeOpcion(
    _ nombre: String, conocidas interruptores: Set<String>
  ) -> ErrorDeUso {
    if interruptores.contains(nombre) { return ErrorDeUso("\(nombre) no lleva valor.") }
    return ErrorDeUso("opción desconocida: \(nombre).")
  }
}

/// Walks the arguments, splitting `--flag=value` and telling flags from positional arguments.
private struct LectorDeArgumentos {
  enum Argumento {
    case opcion(String, String?)
    case posicional(String)
  }

  private var pendientes: ArraySlice<String>

  init(_ argumentos: ArraySlice<String>) { pendientes = argumentos }

  mutating func siguiente() throws(ErrorDeUso) -> Argumento? {
    guard let argumento = pendientes.popFirst() else { return nil }
    guard argumento.hasPrefix("-"), argumento != "-" else { return .posicional(argumento) }
    if let igual = argumento.firstIndex(of: "=") {
      return .opcion(
        String(argumento[..<igual]), String(argumento[argumento.index(after: igual)...]))
    }
    return .opcion(argumento, nil)
  }

  /// The value of `nombre`: attached (`--x=v`) or the next argument.
  mutating func valor(
    de nombre: String, adjunto: String?, previo: String?
  ) throws(ErrorDeUso) -> String {
    guard previo == nil else { throw ErrorDeUso("\(nombre) aparece más de una vez.") }
    if let adjunto {
      guard !adjunto.isEmpty else { throw ErrorDeUso("falta el valor de \(nombre).") }
      return adjunto
    }
    guard let siguiente = pendientes.first, !siguiente.hasPrefix("--") else {
      throw ErrorDeUso("falta el valor de \(nombre).")
    }
    pendientes.removeFirst()
    return siguiente
  }
}
