import Foundation
import Synchronization
import Testing

// Helpers for the tests behind docs/. Swift snippets are tied to their tests by
// Scripts/check-snippets.py; the blocks below are what it cannot check: text the program
// prints (a failure message, a JSON line) and fragments of Package.swift.

/// The non-Swift blocks of the documentation that a test checks: a fenced block right after a
/// `<!-- checked: name -->` line.
enum CheckedText {
  /// The root of the repository, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Docs
    .deletingLastPathComponent()  // AcceptanceTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The contents of a file of the repository, such as `docs/failures.md`.
  static func file(_ path: String) -> String {
    (try? String(contentsOf: root.appending(path: path), encoding: .utf8)) ?? ""
  }

  /// The block named `name` in `page`, without its fences, or `nil` when there is none.
  static func block(_ name: String, in page: String) -> String? {
    let lines = file(page).components(separatedBy: "\n")
    guard let marker = lines.firstIndex(where: { $0.trimmed == "<!-- checked: \(name) -->" })
    else { return nil }
    var index = marker + 1
    while index < lines.count, lines[index].trimmed.isEmpty { index += 1 }
    guard index < lines.count, lines[index].trimmed.hasPrefix("```") else { return nil }
    let body = lines[(index + 1)...].prefix { !$0.trimmed.hasPrefix("```") }
    return body.joined(separator: "\n")
  }

  /// `text` as a block of a page shows it: trailing spaces dropped, and the line numbers of
  /// source locations replaced, so that editing a file above a location does not make a
  /// message in the docs wrong.
  static func normalized(_ text: String) -> String {
    text.components(separatedBy: "\n")
      .map { line in
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return String(line)
      }
      .joined(separator: "\n")
      .replacing(#/\.swift:\d+/#, with: ".swift:<line>")
      .trimmingCharacters(in: .newlines)
  }

  /// Expects the block `name` of `page` to show exactly `actual`.
  static func expect(
    _ actual: String, isBlock name: String, in page: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let shown = block(name, in: page) else {
      Issue.record(
        "\(page) has no block '<!-- checked: \(name) -->'. It should show:\n\(actual)",
        sourceLocation: sourceLocation)
      return
    }
    #expect(
      normalized(shown) == normalized(actual),
      "\(page), block '\(name)', should show:\n\(actual)", sourceLocation: sourceLocation)
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}

/// Runs `body`, which must fail with an issue whose text contains `phrase` (case-insensitive),
/// and returns that text. Issues that don't contain the phrase still fail the test.
@MainActor
func failureText(containing phrase: String, _ body: () async -> Void) async -> String {
  let texts = Mutex<[String]>([])
  await withKnownIssue {
    await body()
  } matching: { issue in
    let text = issue.comments.map(\.rawValue).joined(separator: "\n")
    guard text.lowercased().contains(phrase.lowercased()) else { return false }
    texts.withLock { $0.append(text) }
    return true
  }
  return texts.withLock { $0.first ?? "" }
}

/// The same for a synchronous `body`.
@MainActor
func failureText(containing phrase: String, _ body: () -> Void) -> String {
  let texts = Mutex<[String]>([])
  withKnownIssue {
    body()
  } matching: { issue in
    let text = issue.comments.map(\.rawValue).joined(separator: "\n")
    guard text.lowercased().contains(phrase.lowercased()) else { return false }
    texts.withLock { $0.append(text) }
    return true
  }
  return texts.withLock { $0.first ?? "" }
}
