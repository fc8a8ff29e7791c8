import Testing

@testable import MacroExpansions
@testable import MacroPluginProtocol

/// The plugin's loop over framed messages, in-process: an answer per message, and a clear stop
/// with a non-zero status when the input is not the protocol.
struct MessageFramingTests {
  private let capability = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#

  /// Runs the plugin's loop on `input`; returns its status, what it wrote, and what it reported.
  private func serve(_ input: [UInt8]) -> (status: Int32, messages: [String], errors: [String]) {
    var channel = MemoryChannel(input)
    var errors: [String] = []
    let status = MacroPlugin.serve(&channel, name: "RuntimeMacros", expand: MacroExpander.expand) {
      errors.append($0)
    }
    return (status, channel.writtenMessages, errors)
  }

  @Test("answers each message in order and ends cleanly at the end of the input")
  func conversation() {
    let result = serve(frame(capability) + frame(#"{"nonsense":{}}"#) + frame(capability))
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.messages.count == 3)
    #expect(result.messages[0] == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    #expect(result.messages[1].contains("unknown message 'nonsense'"))
    #expect(result.messages[2] == result.messages[0])
  }

  @Test("an empty message is the compiler's goodbye: the plugin stops, with status 0")
  func emptyMessageEndsTheConversation() {
    let result = serve(frame(capability) + header(0) + frame(capability))
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.messages.count == 1)
  }

  @Test("an empty input is a conversation without messages")
  func emptyInput() {
    let result = serve([])
    #expect(result.status == 0 && result.messages.isEmpty && result.errors.isEmpty)
  }

  @Test("a header cut short stops the plugin, saying so")
  func truncatedHeader() {
    let result = serve(frame(capability) + [7, 0, 0])
    #expect(result.status == 1)
    #expect(result.messages.count == 1)
    #expect(
      result.errors == [
        "RuntimeMacros: the input ended inside a message header: read 3 of its 8 bytes "
          + "(after 1 messages); stopping."
      ])
  }

  @Test("a message cut short stops the plugin, saying so")
  func truncatedBody() {
    let result = serve(header(100) + Array("{\"getCap".utf8))
    #expect(result.status == 1)
    #expect(
      result.errors == [
        "RuntimeMacros: the input ended inside a message: read 8 of its 100 bytes "
          + "(after 0 messages); stopping."
      ])
  }

  @Test("a count no message has stops the plugin without reading on")
  func hugeCount() {
    let result = serve(header(1 << 62) + frame(capability))
    #expect(result.status == 1)
    #expect(result.messages.isEmpty)
    #expect(
      result.errors == [
        "RuntimeMacros: a message header announces 4611686018427387904 bytes, more than the "
          + "67108864 this plugin accepts; the input is not the compiler's plugin protocol "
          + "(after 0 messages); stopping."
      ])
  }

  @Test("bytes that are not JSON stop the plugin, naming the message and the place")
  func invalidJSON() {
    let result = serve(frame(capability) + frame("{\"getCapability\": ?}"))
    #expect(result.status == 1)
    #expect(result.messages.count == 1)
    #expect(
      result.errors == [
        "RuntimeMacros: message 2 is not valid JSON: unexpected character '?' at byte 18; "
          + "stopping."
      ])
  }
}
