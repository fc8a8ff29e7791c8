/// A diagnostic a macro gives at its use site: what is wrong, where, and how to fix it.
struct MacroDiagnostic: Equatable {
  enum Severity: String, Equatable {
    case error, warning, note, remark
  }

  /// A note attached to a diagnostic, at its own position.
  struct Note: Equatable {
    var position: SourcePosition
    var message: String
  }

  /// An edit the compiler offers to apply: each change replaces a range with new text.
  struct FixIt: Equatable {
    struct Change: Equatable {
      var range: SourceRange
      var newText: String
    }

    var message: String
    var changes: [Change]
  }

  var message: String
  var severity: Severity
  var position: SourcePosition
  var highlights: [SourceRange] = []
  var notes: [Note] = []
  var fixIts: [FixIt] = []
}

/// A place in a file: its full path and a UTF-8 offset. An empty path means "nowhere in
/// particular", which the compiler shows at the macro's use site.
struct SourcePosition: Equatable {
  var fileName: String
  var offset: Int

  static let unknown = SourcePosition(fileName: "", offset: 0)
}

/// A range of a file, by UTF-8 offsets.
struct SourceRange: Equatable {
  var fileName: String
  var start: Int
  var end: Int
}
