/// A key a person pressed on a terminal in raw mode, as the line editor understands it.
enum Key: Equatable, Sendable {
  /// A character to insert.
  case character(Character)
  /// Enter: the line is done.
  case enter
  /// Backspace: deletes the character before the cursor.
  case backspace
  /// Delete (or Ctrl-D on a line with text): deletes the character under the cursor.
  case delete
  /// ← (Ctrl-B).
  case left
  /// → (Ctrl-F).
  case right
  /// Home (Ctrl-A).
  case home
  /// End (Ctrl-E).
  case end
  /// ↑: the previous line typed.
  case up
  /// ↓: the next line typed.
  case down
  /// Ctrl-U: deletes everything before the cursor.
  case deleteToStart
  /// Ctrl-K: deletes everything from the cursor on.
  case deleteToEnd
  /// Ctrl-W: deletes the word before the cursor.
  case deleteWord
  /// Ctrl-L: draws the input line again.
  case redraw
  /// Ctrl-D: the end of input (on an empty line).
  case endOfInput
  /// Ctrl-C: drops the line, or ends the input on an empty one.
  case interrupt
}

/// Turns the bytes a terminal sends into ``Key``s: UTF-8 characters, control keys and the
/// escape sequences of arrows, Home, End and Delete — also when a read splits one in two.
struct KeyDecoder {
  private var pending: [UInt8] = []
  private var afterCarriageReturn = false

  /// The keys in `bytes`, with what an earlier call left unfinished; an incomplete sequence at
  /// the end waits for the next call.
  mutating func keys(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.key(at: index, in: pending) else { break }
      index += length
      // A pasted "\r\n" is one Enter.
      let newlineAfterReturn = afterCarriageReturn && pending[index - length] == 0x0A
      afterCarriageReturn = length == 1 && pending[index - 1] == 0x0D
      if let key, !newlineAfterReturn { keys.append(key) }
    }
    pending.removeFirst(index)
    return keys
  }

  /// The key that starts at `index` and how many bytes it takes (`nil` key: bytes to skip);
  /// `nil` when the bytes so far are only the beginning of one.
  private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x01: return (.home, 1)
    case 0x02: return (.left, 1)
    case 0x03: return (.interrupt, 1)
    case 0x04: return (.endOfInput, 1)
    case 0x05: return (.end, 1)
    case 0x06: return (.right, 1)
    case 0x0B: return (.deleteToEnd, 1)
    case 0x0C: return (.redraw, 1)
    case 0x0E: return (.down, 1)
    case 0x10: return (.up, 1)
    case 0x15: return (.deleteToStart, 1)
    case 0x17: return (.deleteWord, 1)
    case 0x1B: return escape(at: index, in: bytes)
    case 0x00..<0x20: return (nil, 1)
    default: return character(at: index, in: bytes)
    }
  }

  /// `ESC [ …` and `ESC O …`: arrows, Home, End, Delete; other sequences are skipped whole.
  private static func escape(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    guard index + 1 < bytes.count else { return nil }
    let kind = bytes[index + 1]
    guard kind == UInt8(ascii: "[") || kind == UInt8(ascii: "O") else { return (nil, 2) }
    var end = index + 2
    // Parameters and intermediates, then a final byte from @ to ~.
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else { return nil }
    let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
    let key: Key? =
      switch (bytes[end], parameters) {
      case (UInt8(ascii: "A"), _): .up
      case (UInt8(ascii: "B"), _): .down
      case (UInt8(ascii: "C"), _): .right
      case (UInt8(ascii: "D"), _): .left
      case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
      case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
      case (UInt8(ascii: "~"), "3"): .delete
      default: nil
      }
    return (key, end - index + 1)
  }

  /// One UTF-8 character; a byte that can't start one is skipped.
  private static func character(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    let byte = bytes[index]
    let length =
      switch byte {
      case 0x00..<0x80: 1
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF8: 4
      default: 0
      }
    guard length > 0 else { return (nil, 1) }
    guard index + length <= bytes.count else { return nil }
    let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
    guard let character = text.first, text.count == 1, text != "\u{FFFD}" else { return (nil, 1) }
    return (.character(character), length)
  }
}
