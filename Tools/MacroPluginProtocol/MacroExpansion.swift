/// What the plugin answers for one expansion request: the source to insert (`nil` when the
/// macro cannot expand), and the diagnostics to show at the use site.
public struct MacroExpansion: Equatable, Sendable {
  /// The source the compiler inserts, or `nil` when the macro cannot expand.
  public var source: String?
  /// What the compiler shows at the use site, errors and warnings alike.
  public var diagnostics: [MacroDiagnostic]

  /// An answer with `source` and `diagnostics`.
  public init(source: String?, diagnostics: [MacroDiagnostic]) {
    self.source = source
    self.diagnostics = diagnostics
  }
}
