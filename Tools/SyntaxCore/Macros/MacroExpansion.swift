/// What the plugin answers for one expansion request: the source to insert (`nil` when the
/// macro cannot expand), and the diagnostics to show at the use site.
struct MacroExpansion: Equatable {
  var source: String?
  var diagnostics: [MacroDiagnostic]
}
