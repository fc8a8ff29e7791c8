import Runtime

/// What `--trace` prints for one action: who sent it, the action, and the state diff it
/// caused (`−` before, `+` after), passwords redacted.
///
/// ```
/// #7 efecto .sesionAbierta(Usuario(id: 1, correo: "demo@tienda.es", nombre: "Demo"))
///     Root.State(
///       …
///   −   sesion: nil,
///   +   sesion: Sesion(usuario: Usuario(id: 1, correo: "demo@tienda.es", nombre: "Demo")),
/// ```
enum Traza {
  /// The trace of `grabada`, which took the state from `antes` to `despues`.
  static func texto<Action>(
    _ grabada: AccionGrabada<Action>, antes: Any, despues: Any
  ) -> String {
    let cabecera = "#\(grabada.n) \(grabada.origen.rawValue) \(Dumper.line(grabada.accion))"
    guard let diferencias = DumpDiff.lines(antes, despues) else {
      return cabecera + " (sin cambios)"
    }
    return ([cabecera] + diferencias.map { "  " + $0 }).joined(separator: "\n")
  }
}
