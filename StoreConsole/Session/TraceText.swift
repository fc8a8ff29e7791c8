import Runtime
import SessionRecording

/// What `--trace` prints for one action: who sent it, the action, and the state diff it
/// caused (`−` before, `+` after), secrets redacted.
///
/// ```
/// #7 efecto .sesionAbierta(Usuario(id: 1, correo: "demo@tienda.es", nombre: "Demo"))
///     Root.State(
///       …
///   −   sesion: nil,
///   +   sesion: Sesion(usuario: Usuario(id: 1, correo: "demo@tienda.es", nombre: "Demo")),
/// ```
enum TraceText {
  /// The trace of `recorded`, which took the state from `before` to `after`.
  static func text<Action>(
    _ recorded: RecordedAction<Action>, before: Any, after: Any, language: ConsoleLanguage
  ) -> String {
    let origin = recorded.origin == .person ? language.origins.person : language.origins.effect
    let header = "#\(recorded.n) \(origin) \(Dumper.line(recorded.action))"
    guard let differences = DumpDiff.lines(before, after) else {
      return header + " (\(language.unchanged))"
    }
    return ([header] + differences.map { "  " + $0 }).joined(separator: "\n")
  }
}
