import Foundation

/// A line of a recording that could not be read, and why.
public struct RecordingProblem: Equatable, Sendable {
  /// Why a line could not be read.
  public enum Reason: Equatable, Sendable {
    /// The line is not JSON.
    case notJSON
    /// The line lacks a field, named by its path (`action`).
    case missingField(String)
    /// A field has a value of the wrong shape, named by its path (`answer.id`).
    case invalidField(String)
    /// The line is JSON, but of no kind a recording has.
    case notARecordingLine
    /// A version line that is not the first line.
    case versionNotFirst
    /// A line after the end line.
    case afterEnd
  }

  /// The line's number, from 1.
  public var line: Int
  /// What is wrong with it.
  public var reason: Reason

  /// A problem with line `line`.
  public init(line: Int, reason: Reason) {
    self.line = line
    self.reason = reason
  }
}

/// A recording read back: its version, its lines in order, how it ended, and the lines that
/// could not be read.
///
/// ```swift
/// let recording = Recording<Dados.Action>(text: try String(contentsOf: url, encoding: .utf8))
/// recording.problems  // []
/// recording.actions.count  // every action the store processed, in order
/// ```
public struct Recording<Action: Codable & Sendable & Equatable>: Equatable, Sendable {
  /// A line that could not be read.
  public typealias Problem = RecordingProblem

  /// What the first line says, or 1 when it says nothing.
  public private(set) var version = 1
  /// The lines between the version and the end.
  var lines: [RecordingLine<Action>] = []
  /// How the session ended, if the recording has its end line.
  public private(set) var end: SessionEnd?
  /// The lines that could not be read.
  public private(set) var problems: [Problem] = []

  /// The version this library writes; it reads every version up to it.
  public static var currentVersion: Int { RecordingLine<Action>.currentVersion }

  /// The actions the store processed, in order.
  public var actions: [RecordedAction<Action>] {
    lines.compactMap { if case .action(let action) = $0 { action } else { nil } }
  }

  /// Whether a test can be written from it: versions 1 has no calls and no sleeps.
  public var recordsTheWorld: Bool { version >= 2 }

  /// Reads a recording's text. Blank lines are skipped; every other line must be a recording
  /// line, the version (if any) first and the end (if any) last. A recording of a version
  /// newer than ``currentVersion`` is not read past its version line.
  public init(text: String) {
    let decoder = JSONDecoder()
    var sawLine = false
    for (index, text) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated() where !text.allSatisfy(\.isWhitespace)
    {
      let number = index + 1
      let data = Data(text.utf8)
      if !sawLine, let first = try? decoder.decode(VersionLine.self, from: data) {
        sawLine = true
        version = first.version
        continue
      }
      sawLine = true
      guard version <= Self.currentVersion else { break }
      guard end == nil else {
        problems.append(Problem(line: number, reason: .afterEnd))
        continue
      }
      let read = Result {
        version >= 3
          ? try decoder.decode(RecordingLine<Action>.self, from: data)
          : try decoder.decode(LegacyRecordingLine<Action>.self, from: data).line
      }
      switch read {
      case .success(.version):
        problems.append(Problem(line: number, reason: .versionNotFirst))
      case .success(.end(let last)): end = last
      case .success(let line): lines.append(line)
      case .failure(let error): problems.append(Problem(line: number, reason: Self.reason(error)))
      }
    }
  }

  /// Each endpoint's answers, call after call, with the position of the call and of its
  /// answer among the lines; `nil` for a call that never got one.
  var answersByEndpoint: [String: [RecordedAnswer?]] {
    var answers: [Int: RecordedAnswer] = [:]
    for case .answer(let answer) in lines { answers[answer.id] = answer }
    var byEndpoint: [String: [RecordedAnswer?]] = [:]
    for case .call(let call) in lines {
      byEndpoint[call.endpoint, default: []].append(answers[call.id])
    }
    return byEndpoint
  }

  private struct VersionLine: Decodable {
    var version: Int
  }

  private static func reason(_ error: any Error) -> RecordingProblem.Reason {
    switch error as? DecodingError {
    case .dataCorrupted(let context)? where context.codingPath.isEmpty: .notJSON
    case .keyNotFound(let key, let context)?:
      .missingField((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?,
      .dataCorrupted(let context)?:
      .invalidField(context.codingPath.map(\.stringValue).joined(separator: "."))
    default: .notARecordingLine
    }
  }
}
