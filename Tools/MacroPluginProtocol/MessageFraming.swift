/// Bytes in and out of the plugin: standard input and output in the real process, buffers in
/// tests.
protocol ByteChannel {
  /// Up to `count` bytes; fewer only at the end of the input, none once it is over.
  mutating func read(count: Int) -> [UInt8]
  /// Writes all of `bytes`; `false` when the other side is gone.
  mutating func write(_ bytes: [UInt8]) -> Bool
}

/// Why the plugin stops reading: the stream no longer holds messages it can trust.
struct FramingError: Error, Equatable {
  var message: String
}

/// The wire format both ways: an 8-byte little-endian byte count, then that many bytes of JSON.
enum MessageFraming {
  /// The largest message the plugin accepts. The compiler sends one declaration's source per
  /// message; a count this large means the stream is not what it should be.
  static let maximumMessageSize = 64 << 20

  /// The next message's bytes, or `nil` when the conversation is over: the input ends between
  /// messages, or the compiler sends an empty message, its way of saying goodbye.
  static func readMessage(from channel: inout some ByteChannel) throws(FramingError) -> [UInt8]? {
    let header = channel.read(count: 8)
    if header.isEmpty { return nil }
    guard header.count == 8 else {
      throw FramingError(
        message: "the input ended inside a message header: read \(header.count) of its 8 bytes")
    }
    var count: UInt64 = 0
    for (index, byte) in header.enumerated() { count |= UInt64(byte) << (8 * UInt64(index)) }
    if count == 0 { return nil }
    guard count <= UInt64(maximumMessageSize) else {
      throw FramingError(
        message: "a message header announces \(count) bytes, more than the \(maximumMessageSize)"
          + " this plugin accepts; the input is not the compiler's plugin protocol")
    }
    let body = channel.read(count: Int(count))
    guard body.count == Int(count) else {
      throw FramingError(
        message: "the input ended inside a message: read \(body.count) of its \(count) bytes")
    }
    return body
  }

  /// `body` with its header.
  static func frame(_ body: [UInt8]) -> [UInt8] {
    var count = UInt64(body.count)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(8 + body.count)
    for _ in 0..<8 {
      bytes.append(UInt8(truncatingIfNeeded: count))
      count >>= 8
    }
    return bytes + body
  }
}
