#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A macro plugin process: the compiler's plugin protocol, spoken without swift-syntax, for
/// macros an `expand` function implements.
///
/// The compiler starts the plugin, sends it framed JSON messages on standard input and reads one
/// answer per message on standard output (``MessageFraming``). Every message gets an answer: an
/// expansion, or a diagnostic saying why there is none. An empty message, or the end of the
/// input, ends the conversation. Input that is not the protocol (a cut header, a count no
/// message has, bytes that are not JSON) ends the process with a message on standard error and
/// a non-zero status, since nothing after it can be trusted.
public enum MacroPlugin {
  /// The protocol version this plugin speaks (what Swift 6.3's compiler sends).
  static let protocolVersion = 7

  /// Serves the compiler on standard input and output, then exits: with 0 when the compiler
  /// says goodbye (an empty message) or the input ends between messages, 1 when it breaks the
  /// protocol.
  ///
  /// - Parameters:
  ///   - name: The plugin's name, as its messages and diagnostics call it: `RuntimeMacros`.
  ///   - expand: Expands one attached macro; every request the compiler sends goes to it.
  public static func main(
    name: String, expand: (AttachedMacroRequest) -> MacroExpansion
  ) -> Never {
    var channel = StandardStreams()
    exit(serve(&channel, name: name, expand: expand, report: writeToStandardError))
  }

  /// Answers messages from `channel` until its input ends; returns the exit status.
  static func serve(
    _ channel: inout some ByteChannel, name: String,
    expand: (AttachedMacroRequest) -> MacroExpansion, report: (String) -> Void
  ) -> Int32 {
    var count = 0
    while true {
      let body: [UInt8]
      do {
        guard let message = try MessageFraming.readMessage(from: &channel) else { return 0 }
        body = message
      } catch {
        report("\(name): \(error.message) (after \(count) messages); stopping.")
        return 1
      }
      count += 1
      let json: JSON
      do {
        json = try JSON(parsing: body)
      } catch {
        report(
          "\(name): message \(count) is not valid JSON: \(error.description); stopping.")
        return 1
      }
      let response = respond(to: json, name: name, expand: expand)
      let answer = MessageFraming.frame(Array(response.json.text.utf8))
      guard channel.write(answer) else {
        report("\(name): cannot write the answer to message \(count); stopping.")
        return 1
      }
    }
  }

  /// The answer to one message.
  static func respond(
    to json: JSON, name: String, expand: (AttachedMacroRequest) -> MacroExpansion
  ) -> PluginResponse {
    let message: HostMessage
    do {
      message = try HostMessage(json: json)
    } catch {
      let position = attributePosition(in: json)
      return .expansion(
        MacroExpansion(
          source: nil,
          diagnostics: [
            MacroDiagnostic(
              message: "\(name) cannot read the compiler's message: \(error.reason)",
              severity: .error, position: position)
          ]))
    }
    switch message {
    case .getCapability:
      return .capability(protocolVersion: protocolVersion)
    case .expandAttachedMacro(let request):
      return .expansion(expand(request))
    case .expandFreestandingMacro(let macro, let syntax):
      return .expansion(
        MacroExpansion(
          source: nil,
          diagnostics: [
            MacroDiagnostic(
              message: "'\(macro.typeName)' is not a freestanding macro of \(name); its "
                + "macros are all attached: write them as attributes ('@Name')",
              severity: .error, position: syntax.startPosition)
          ]))
    case .loadPluginLibrary(let path, _):
      return .libraryNotLoaded(diagnostics: [
        MacroDiagnostic(
          message: "\(name) is an executable plugin and loads no library ('\(path)')",
          severity: .error, position: .unknown)
      ])
    }
  }

  /// Where a diagnostic about an unreadable request goes: its attribute, when that much can be
  /// read.
  private static func attributePosition(in json: JSON) -> SourcePosition {
    guard case .object(let members) = json, let body = members.first?.value,
      let syntax = try? SyntaxText(
        json: body["attributeSyntax"] ?? body["syntax"] ?? .null, name: "")
    else { return .unknown }
    return syntax.startPosition
  }
}

extension SyntaxText {
  /// Where the syntax starts, after its leading trivia.
  public var startPosition: SourcePosition {
    let trivia = source.utf8.prefix { [0x20, 0x09, 0x0A, 0x0D].contains($0) }.count
    return SourcePosition(fileName: fileName, offset: offset + trivia)
  }
}

/// Standard input and output, read and written with the C library's unbuffered calls.
private struct StandardStreams: ByteChannel {
  mutating func read(count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        readStandardInput(into: buffer.baseAddress! + filled, count: count - filled)
      }
      if result > 0 {
        filled += result
      } else if result < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    return Array(bytes[0..<filled])
  }

  mutating func write(_ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        writeStandardOutput(from: buffer.baseAddress! + written, count: bytes.count - written)
      }
      if result > 0 {
        written += result
      } else if result < 0 && errno == EINTR {
        continue
      } else {
        return false
      }
    }
    return true
  }
}

/// Writes `message` and a line break to standard error.
private func writeToStandardError(_ message: String) {
  let bytes = Array((message + "\n").utf8)
  bytes.withUnsafeBufferPointer { buffer in
    _ = write(2, buffer.baseAddress, buffer.count)
  }
}

private func readStandardInput(into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
  read(0, buffer, count)
}

private func writeStandardOutput(from buffer: UnsafeRawPointer, count: Int) -> Int {
  write(1, buffer, count)
}
