@testable import MacroExpansions
@testable import MacroPluginProtocol

/// A byte channel in memory: what the plugin reads, and what it writes.
struct MemoryChannel: ByteChannel {
  var input: [UInt8]
  var position = 0
  var output: [UInt8] = []

  init(_ input: [UInt8]) {
    self.input = input
  }

  mutating func read(count: Int) -> [UInt8] {
    let end = min(position + count, input.count)
    defer { position = end }
    return Array(input[position..<end])
  }

  mutating func write(_ bytes: [UInt8]) -> Bool {
    output += bytes
    return true
  }

  /// The messages written, each read back from its frame.
  var writtenMessages: [String] {
    var messages: [String] = []
    var reader = MemoryChannel(output)
    while let body = try? MessageFraming.readMessage(from: &reader) {
      messages.append(String(decoding: body, as: UTF8.self))
    }
    return messages
  }
}

/// `text` framed as the compiler frames a message.
func frame(_ text: String) -> [UInt8] {
  MessageFraming.frame(Array(text.utf8))
}

/// An 8-byte little-endian header announcing `count` bytes.
func header(_ count: UInt64) -> [UInt8] {
  (0..<8).map { UInt8(truncatingIfNeeded: count >> (8 * UInt64($0))) }
}
