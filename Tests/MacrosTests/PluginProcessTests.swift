import Foundation
import Testing

@testable import MacroExpansions
@testable import MacroPluginProtocol

/// The real plugin executable, as the compiler runs it: answers on standard output, and for
/// input that breaks the protocol, a clear message on standard error and a non-zero status.
struct PluginProcessTests {
  /// What the plugin did with `input`: its status, the messages it wrote, what it reported.
  private func run(_ input: [UInt8]) throws -> (status: Int32, messages: [String], errors: String) {
    let executable = try #require(
      Self.pluginExecutable(),
      "RuntimeMacros-tool is not next to the tests; build them with `swift build --build-tests`")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    let standardInput = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = standardInput
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    try standardInput.fileHandleForWriting.write(contentsOf: Data(input))
    try standardInput.fileHandleForWriting.close()
    let written = output.fileHandleForReading.readDataToEndOfFile()
    let reported = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var reader = MemoryChannel([])
    reader.output = Array(written)
    return (
      process.terminationStatus, reader.writtenMessages, String(decoding: reported, as: UTF8.self)
    )
  }

  /// The plugin SwiftPM builds for the host, beside the test bundle.
  private static func pluginExecutable() -> String? {
    let name = "RuntimeMacros-tool"
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = directory.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  private let capability = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#

  @Test("answers the compiler's first message and an expansion, then exits at the end of input")
  func conversation() throws {
    let expansion = #"""
      {"expandAttachedMacro":{"macro":{"moduleName":"RuntimeMacros","typeName":"CasePathableMacro","name":"CasePathable"},"macroRole":"extension","discriminator":"d","attributeSyntax":{"kind":"attribute","source":"@CasePathable","location":{"fileID":"A/F.swift","fileName":"/src/F.swift","offset":0,"line":1,"column":1}},"declSyntax":{"kind":"declaration","source":"@CasePathable\nenum Action { case tapped }","location":{"fileID":"A/F.swift","fileName":"/src/F.swift","offset":0,"line":1,"column":1}},"extendedTypeSyntax":{"kind":"type","source":"Action","location":{"fileID":"","fileName":"","offset":0,"line":0,"column":0}},"conformanceListSyntax":{"kind":"declaration","source":"struct Placeholder: CasePathable {}","location":{"fileID":"","fileName":"","offset":0,"line":0,"column":0}},"lexicalContext":[]}}
      """#
    let result = try run(frame(capability) + frame(expansion))
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(
      result.messages == [
        #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#,
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"extension Action: Runtime.CasePathable {}"}}"#,
      ])
  }

  @Test("the compiler's goodbye, an empty message, ends it quietly with status 0")
  func goodbye() throws {
    let result = try run(frame(capability) + header(0))
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.messages.count == 1)
  }

  @Test("a truncated length: a message on standard error, status 1")
  func truncatedLength() throws {
    let result = try run(frame(capability) + [42, 0])
    #expect(result.status == 1)
    #expect(result.messages.count == 1)
    #expect(
      result.errors
        == "RuntimeMacros: the input ended inside a message header: read 2 of its 8 bytes "
        + "(after 1 messages); stopping.\n")
  }

  @Test("invalid JSON: a message on standard error, status 1")
  func invalidJSON() throws {
    let result = try run(frame("<not json>"))
    #expect(result.status == 1)
    #expect(result.messages.isEmpty)
    #expect(
      result.errors
        == "RuntimeMacros: message 1 is not valid JSON: unexpected character '<' at byte 0; "
        + "stopping.\n")
  }

  @Test("a huge count: a message on standard error, status 1, without waiting for the bytes")
  func hugeCount() throws {
    let result = try run(header(UInt64.max))
    #expect(result.status == 1)
    #expect(
      result.errors.hasPrefix(
        "RuntimeMacros: a message header announces 18446744073709551615 bytes"))
  }

  @Test("a body cut short: a message on standard error, status 1")
  func truncatedBody() throws {
    let result = try run(header(1_000) + Array(capability.utf8))
    #expect(result.status == 1)
    #expect(
      result.errors
        == "RuntimeMacros: the input ended inside a message: read 54 of its 1000 bytes "
        + "(after 0 messages); stopping.\n")
  }
}
