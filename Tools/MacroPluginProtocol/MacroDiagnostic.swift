/// A diagnostic a macro gives at its use site: what is wrong, where, and how to fix it.
public struct MacroDiagnostic: Equatable, Sendable {
  /// How serious the diagnostic is; an error fails the build.
  public enum Severity: String, Equatable, Sendable {
    /// The build fails.
    case error
    /// The build goes on, and shows the warning.
    case warning
    /// More about another diagnostic.
    case note
    /// Information, neither a problem nor part of one.
    case remark
  }

  /// A note attached to a diagnostic, at its own position.
  public struct Note: Equatable, Sendable {
    /// Where the note points.
    public var position: SourcePosition
    /// What the note says.
    public var message: String

    /// A note saying `message` at `position`.
    public init(position: SourcePosition, message: String) {
      self.position = position
      self.message = message
    }
  }

  /// An edit the compiler offers to apply: each change replaces a range with new text.
  public struct FixIt: Equatable, Sendable {
    /// One replacement of a fix-it.
    public struct Change: Equatable, Sendable {
      /// The text to replace; an empty range inserts.
      public var range: SourceRange
      /// What replaces it.
      public var newText: String

      /// A change that replaces `range` with `newText`.
      public init(range: SourceRange, newText: String) {
        self.range = range
        self.newText = newText
      }
    }

    /// What the fix does, as the compiler offers it: "Add 'State'".
    public var message: String
    /// The replacements, applied together.
    public var changes: [Change]

    /// A fix-it offered as `message` that makes `changes`.
    public init(message: String, changes: [Change]) {
      self.message = message
      self.changes = changes
    }
  }

  /// What is wrong and, where possible, how to fix it.
  public var message: String
  /// How serious it is.
  public var severity: Severity
  /// Where the compiler shows it.
  public var position: SourcePosition
  /// Ranges the compiler underlines.
  public var highlights: [SourceRange] = []
  /// Notes at other places.
  public var notes: [Note] = []
  /// Edits the compiler offers to apply.
  public var fixIts: [FixIt] = []

  /// A diagnostic saying `message` at `position`.
  public init(
    message: String, severity: Severity, position: SourcePosition,
    highlights: [SourceRange] = [], notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    self.message = message
    self.severity = severity
    self.position = position
    self.highlights = highlights
    self.notes = notes
    self.fixIts = fixIts
  }
}

/// A place in a file: its full path and a UTF-8 offset. An empty path means "nowhere in
/// particular", which the compiler shows at the macro's use site.
public struct SourcePosition: Equatable, Sendable {
  /// The file's full path, or empty for the macro's use site.
  public var fileName: String
  /// The UTF-8 offset in the file.
  public var offset: Int

  /// The place at `offset` in the file `fileName`.
  public init(fileName: String, offset: Int) {
    self.fileName = fileName
    self.offset = offset
  }

  /// Nowhere in particular: the compiler shows the diagnostic at the macro's use site.
  public static let unknown = SourcePosition(fileName: "", offset: 0)
}

/// A range of a file, by UTF-8 offsets.
public struct SourceRange: Equatable, Sendable {
  /// The file's full path.
  public var fileName: String
  /// The UTF-8 offset of the range's first byte.
  public var start: Int
  /// The UTF-8 offset just past the range's last byte.
  public var end: Int

  /// The bytes `start..<end` of the file `fileName`.
  public init(fileName: String, start: Int, end: Int) {
    self.fileName = fileName
    self.start = start
    self.end = end
  }
}
