import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// A piece of syntax the compiler sent, read by the parser, with a way back from the parser's
/// byte offsets to places in the user's file.
struct SyntaxFile {
  let text: SyntaxText

  init(_ text: SyntaxText) {
    self.text = text
  }

  /// The place of byte `offset` of ``text``'s source.
  func position(_ offset: Int) -> SourcePosition {
    SourcePosition(fileName: text.fileName, offset: text.offset + offset)
  }

  /// The place of bytes `range` of ``text``'s source.
  func range(_ range: Range<Int>) -> SourceRange {
    SourceRange(
      fileName: text.fileName, start: text.offset + range.lowerBound,
      end: text.offset + range.upperBound)
  }

  /// The byte offset where 1-based `line` of the source starts, after its indentation.
  func offset(ofLine line: Int) -> Int {
    var current = 1
    var offset = 0
    let bytes = Array(text.source.utf8)
    while current < line, offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\n") { current += 1 }
      offset += 1
    }
    while offset < bytes.count,
      [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[offset])
    { offset += 1 }
    return offset
  }

  /// The source's text in `range`.
  func source(_ range: Range<Int>) -> String {
    let bytes = Array(text.source.utf8)
    let clamped = range.clamped(to: 0..<bytes.count)
    return String(decoding: bytes[clamped], as: UTF8.self)
  }
}
