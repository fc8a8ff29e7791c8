/// The line a person is typing at a prompt, and where the cursor is in it: what a terminal
/// session keeps while anything else is drawn, so a timer's tick or a search's results never
/// take a half-typed command away.
///
/// ```swift
/// var editor = LineEditor()
/// var decoder = KeyDecoder()
/// for key in decoder.keys(Array("parr\u{1B}[Da".utf8)) { _ = editor.apply(key) }  // ← then "a"
/// editor.text  // "parar", the cursor before the last "r"
/// ```
struct LineEditor: Equatable, Sendable {
  /// What happened to the line after a key.
  enum Outcome: Equatable, Sendable {
    /// The line or the cursor may have changed: draw it again.
    case edited
    /// Enter: this line is done (and the editor is empty again).
    case submitted(String)
    /// Ctrl-D, or Ctrl-C, on an empty line: no more input.
    case ended
  }

  /// The characters typed.
  private(set) var characters: [Character] = []
  /// Where the cursor is: before the character at this index, or at the end.
  private(set) var cursor = 0
  /// The lines submitted so far, oldest first, for ↑ and ↓.
  private var history: [String] = []
  /// Which line of the history ↑ and ↓ are on; `history.count` is the line being typed.
  private var place = 0
  /// The line being typed, kept while ↑ and ↓ show older ones.
  private var draft: [Character] = []

  /// The line as text.
  var text: String { String(characters) }

  /// Applies `key`.
  mutating func apply(_ key: Key) -> Outcome {
    switch key {
    case .character(let character):
      characters.insert(character, at: cursor)
      cursor += 1
    case .enter:
      let line = text
      if !line.allSatisfy(\.isWhitespace), history.last != line { history.append(line) }
      characters = []
      cursor = 0
      place = history.count
      draft = []
      return .submitted(line)
    case .backspace:
      guard cursor > 0 else { break }
      cursor -= 1
      characters.remove(at: cursor)
    case .delete:
      if cursor < characters.count { characters.remove(at: cursor) }
    case .endOfInput:
      if characters.isEmpty { return .ended }
      if cursor < characters.count { characters.remove(at: cursor) }
    case .interrupt:
      if characters.isEmpty { return .ended }
      characters = []
      cursor = 0
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = characters.count
    case .deleteToStart:
      characters.removeFirst(cursor)
      cursor = 0
    case .deleteToEnd:
      characters.removeLast(characters.count - cursor)
    case .deleteWord:
      var start = cursor
      while start > 0, characters[start - 1].isWhitespace { start -= 1 }
      while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
      characters.removeSubrange(start..<cursor)
      cursor = start
    case .up: recall(place - 1)
    case .down: recall(place + 1)
    case .redraw: break
    }
    return .edited
  }

  /// Shows line `index` of the history (`history.count`: the draft), the cursor at its end.
  private mutating func recall(_ index: Int) {
    guard index >= 0, index <= history.count, index != place else { return }
    if place == history.count { draft = characters }
    place = index
    characters = index == history.count ? draft : Array(history[index])
    cursor = characters.count
  }
}
