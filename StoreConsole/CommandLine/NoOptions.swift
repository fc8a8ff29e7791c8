import Runtime
import SessionRecording

/// The options of a program whose app declares no flags of its own.
public struct NoOptions: Sendable, Equatable {
  /// No options.
  public init() {}
}

extension ConsoleProgram where Options == NoOptions {
  /// A program whose app has no flags of its own: only the console's.
  ///
  /// ```swift
  /// let programa = ConsoleProgram(
  ///   name: "Dados", version: "Dados 1.0.0", summary: "Dados: tira dados desde la consola.",
  ///   app: Dados.consola
  /// ) { dependencias in
  ///   dependencias.dado = .live
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The program's name, for the usage and the help.
  ///   - version: What `--version` prints.
  ///   - summary: The first line of `--help`.
  ///   - app: The app it drives.
  ///   - live: Sets a session's live dependencies.
  public init(
    name: String, version: String, summary: String, app: ConsoleApp<Base>,
    live: @escaping @Sendable (inout DependencyValues) -> Void
  ) {
    self.init(
      name: name, version: version, summary: summary, app: app, options: NoOptions(),
      live: { dependencies, _ in live(&dependencies) })
  }
}
