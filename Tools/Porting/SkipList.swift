import Foundation

/// The tests known not to run here, and why: data, one entry a line, tab-separated.
///
/// ```
/// # path<TAB>test<TAB>reason<TAB>detail
/// Tests/FeatureTests/ViewTests.swift	*	rendered-view	snapshots a rendered view
/// Tests/FeatureTests/StoreTests.swift	testPublisher	combine	reads the store's publisher
/// ```
///
/// `path` is a file or a folder, matched against the end of a file's path in the input, so an
/// entry written from a repository's root matches whichever directory of it is ported. `test`
/// is `*` for the whole file (or folder) or a test method's name, optionally `Type.name`.
public struct SkipList: Sendable, Equatable {
  /// Why a test cannot run here.
  public enum Reason: String, Sendable, Codable, CaseIterable {
    /// Needs Combine, which Linux lacks.
    case combine
    /// Needs a `mainQueue`/`DispatchQueue` scheduler from combine-schedulers.
    case mainQueue = "main-queue"
    /// Renders or hosts a view (SwiftUI, UIKit).
    case renderedView = "rendered-view"
    /// Matches the exact wording of a failure message, worded differently here.
    case wording
    /// Uses a framework only Apple's platforms have.
    case appleOnly = "apple-only"
    /// Tests TCA's own implementation (its macros, its internals), not its API.
    case implementation
    /// Measures time or memory in a way that depends on the machine.
    case timing

    /// The reason in words, for the report.
    public var explanation: String {
      switch self {
      case .combine: "needs Combine (absent on Linux)"
      case .mainQueue: "needs a mainQueue scheduler (combine-schedulers)"
      case .renderedView: "needs a rendered view"
      case .wording: "asserts a failure message worded differently here"
      case .appleOnly: "needs a framework only Apple's platforms have"
      case .implementation: "tests TCA's implementation, not its API"
      case .timing: "depends on the machine's timing or memory"
      }
    }
  }

  /// One line of the list.
  public struct Entry: Sendable, Equatable {
    /// The file or folder, as path components.
    public var path: [String]
    /// The test's name, `Type.name`, or `nil` for the whole file.
    public var test: String?
    /// Why.
    public var reason: Reason
    /// What exactly, in a few words.
    public var detail: String
  }

  /// The entries, in the file's order.
  public var entries: [Entry]

  /// A list of `entries`.
  public init(entries: [Entry] = []) {
    self.entries = entries
  }

  /// Reads the tab-separated `text`; `#` starts a comment line.
  public init(parsing text: String, name: String = "skip list") throws(PortError) {
    var entries: [Entry] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4, !fields[0].isEmpty, !fields[1].isEmpty else {
        throw PortError(
          "\(name):\(number + 1): expected 4 tab-separated fields (path, test or *, reason, "
            + "detail); found \(fields.count).", exitStatus: 65)
      }
      guard let reason = Reason(rawValue: fields[2]) else {
        let known = Reason.allCases.map(\.rawValue).joined(separator: ", ")
        throw PortError(
          "\(name):\(number + 1): unknown reason '\(fields[2])'; use one of: \(known).",
          exitStatus: 65)
      }
      entries.append(
        Entry(
          path: fields[0].split(separator: "/").map(String.init),
          test: fields[1] == "*" ? nil : fields[1], reason: reason, detail: fields[3]))
    }
    self.entries = entries
  }

  /// The entry that leaves out the whole file at `path` (components of its absolute path).
  public func wholeFile(_ path: [String]) -> Entry? {
    entries.first { $0.test == nil && Self.matches($0.path, path) }
  }

  /// The entries that leave out single tests of the file at `path`.
  public func tests(in path: [String]) -> [Entry] {
    entries.filter { $0.test != nil && Self.matches($0.path, path) }
  }

  /// Whether `pattern` names `path` or a folder holding it, matched against the end of `path`.
  static func matches(_ pattern: [String], _ path: [String]) -> Bool {
    guard !pattern.isEmpty, pattern.count <= path.count else { return false }
    for start in 0...(path.count - pattern.count)
    where Array(path[start..<start + pattern.count]) == pattern {
      return true
    }
    return false
  }
}
