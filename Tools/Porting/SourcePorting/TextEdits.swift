/// Replacements of byte ranges of a source, applied together.
///
/// A removal grows to whole lines where it can (the indentation before it, the line break
/// after it, and the comments just above it), so that what is left reads as if it had been
/// written that way. An edit inside a range another edit removes is dropped.
struct TextEdits {
  let source: [UInt8]
  private(set) var edits: [(range: Range<Int>, replacement: String)] = []

  init(source: [UInt8]) {
    self.source = source
  }

  mutating func replace(_ range: Range<Int>, with replacement: String) {
    edits.append((range, replacement))
  }

  mutating func insert(_ text: String, at offset: Int) {
    edits.append((offset..<offset, text))
  }

  /// Removes `range` with the whole lines it spans, comments just above included, when nothing
  /// else shares those lines.
  mutating func removeLines(_ range: Range<Int>) {
    edits.append((wholeLines(range), ""))
  }

  /// Whether `offset` falls inside a range already removed.
  func isRemoved(_ offset: Int) -> Bool {
    edits.contains { !$0.range.isEmpty && $0.replacement.isEmpty && $0.range.contains(offset) }
  }

  /// The source with every edit applied.
  func applied() -> String {
    var kept: [(range: Range<Int>, replacement: String)] = []
    let sorted = edits.enumerated().sorted {
      ($0.element.range.lowerBound, -$0.element.range.count, $0.offset)
        < ($1.element.range.lowerBound, -$1.element.range.count, $1.offset)
    }.map(\.element)
    for edit in sorted {
      if let last = kept.last, edit.range.lowerBound < last.range.upperBound {
        // Two removals that overlap remove their union; anything else inside a removal goes.
        if last.replacement.isEmpty, edit.replacement.isEmpty, !edit.range.isEmpty {
          let upper = max(last.range.upperBound, edit.range.upperBound)
          kept[kept.count - 1].range = last.range.lowerBound..<upper
        }
        continue
      }
      kept.append(edit)
    }
    var result: [UInt8] = []
    var position = 0
    for edit in kept {
      result += source[position..<edit.range.lowerBound]
      result += Array(edit.replacement.utf8)
      position = edit.range.upperBound
    }
    result += source[position...]
    return String(decoding: result, as: UTF8.self)
  }

  /// `range` grown to the start of its first line and past the end of its last when only
  /// whitespace lies between, and up over the comment lines right above it.
  func wholeLines(_ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    while start > 0, source[start - 1] == .space || source[start - 1] == .tab { start -= 1 }
    guard start == 0 || source[start - 1] == .newline else { return range }
    var end = range.upperBound
    while end < source.count, source[end] == .space || source[end] == .tab { end += 1 }
    guard end == source.count || source[end] == .newline else { return range }
    if end < source.count { end += 1 }
    // Comment lines directly above belong to the declaration.
    while start > 0 {
      let previousEnd = start - 1
      var lineStart = previousEnd
      while lineStart > 0, source[lineStart - 1] != .newline { lineStart -= 1 }
      let line = source[lineStart..<previousEnd].drop { $0 == .space || $0 == .tab }
      guard line.starts(with: [.slash, .slash]) else { break }
      start = lineStart
    }
    // Between two blank lines, or between a blank line and the end, one blank line is enough.
    let blankBefore = start >= 1 && isBlankLine(endingAt: start - 1)
    if blankBefore || start == 0, let next = endOfBlankLine(at: end) {
      end = next
    } else if blankBefore, end == source.count {
      start = startOfLine(before: start - 1)
    }
    return start..<end
  }

  /// Whether the line whose line break is at `newline` holds only whitespace.
  private func isBlankLine(endingAt newline: Int) -> Bool {
    let start = startOfLine(before: newline)
    return source[start..<newline].allSatisfy { $0 == .space || $0 == .tab }
  }

  /// The start of the line whose line break is at `newline`.
  private func startOfLine(before newline: Int) -> Int {
    var start = newline
    while start > 0, source[start - 1] != .newline { start -= 1 }
    return start
  }

  /// Past the line break of the blank line starting at `offset`, if that line is blank.
  private func endOfBlankLine(at offset: Int) -> Int? {
    var end = offset
    while end < source.count, source[end] == .space || source[end] == .tab { end += 1 }
    guard end < source.count, source[end] == .newline else { return nil }
    return end + 1
  }
}

extension UInt8 {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
}
