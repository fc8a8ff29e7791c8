import Foundation
import Synchronization

/// Builds the ported package, taking out each file that does not compile until the rest does,
/// and runs its tests, stopping a test that hangs and running the others again without it.
struct Builder {
  let output: URL
  let configuration: PortConfiguration

  /// How many times a build may take files out and try again.
  static let buildRounds = 20
  /// How many times the tests may run again after a test hung or crashed.
  static let testRounds = 8

  private var scratch: [String] {
    configuration.scratchPath.map { ["--scratch-path", $0.path] } ?? []
  }

  /// Builds until everything left compiles; returns the build's failure when no ported file is
  /// to blame for it.
  func buildExcludingFailures(_ port: inout PortedPackage) throws(PortError) -> String? {
    for round in 1...Self.buildRounds {
      configuration.log("building (round \(round))…")
      let result = try ProcessRunner.run(
        ["swift", "build", "--build-tests", "--package-path", output.path] + scratch,
        limit: configuration.buildTimeout)
      if let stopped = result.stopped {
        return "the build \(stopped) (--build-timeout)"
      }
      if result.status == 0 { return nil }
      let errors = CompileError.parse(result.output) { generated in
        port.outputPath(forGenerated: generated, output: output)
      }
      guard !errors.isEmpty else {
        return Self.tail(of: result.output, lines: 40)
      }
      let byFile = Dictionary(grouping: errors, by: \.file)
      for (outputPath, fileErrors) in byFile.sorted(by: { $0.key < $1.key }) {
        let inputPath = port.inputPath(of: outputPath) ?? outputPath
        let located = fileErrors.map {
          CompileError(file: inputPath, line: $0.line, message: $0.message)
        }
        if let functions = failingFunctions(in: outputPath, errors: located) {
          configuration.log(
            "  left out of \(inputPath): \(functions.keys.sorted().joined(separator: ", "))")
          try port.leaveOut(functions, of: outputPath, output: output)
        } else {
          configuration.log("  does not compile: \(inputPath) (\(fileErrors.count) errors)")
          port.exclude(outputPath: outputPath, errors: located, output: output)
        }
      }
      try port.writeManifest(to: output)
      if port.manifestTargets().isEmpty { return nil }
    }
    return "files still failed to compile after \(Self.buildRounds) rounds"
  }

  /// The functions holding every one of `errors`, each with its errors, when every error is
  /// inside a function of a type; `nil` when one is outside (a declaration the whole file needs).
  func failingFunctions(
    in outputPath: String, errors: [CompileError]
  ) -> [String: (span: FunctionSpan, errors: [CompileError])]? {
    guard
      let text = try? String(
        contentsOf: output.appendingPathComponent(outputPath), encoding: .utf8)
    else { return nil }
    return try? SourcePort.declarationsToLeaveOut(in: text, errors: errors)
  }

  /// Runs the tests, again without any that hung or crashed, until every test ran once.
  func runTests(_ port: PortedPackage) throws(PortError) -> TestResults {
    var results = TestResults()
    var skipped: [String] = []
    for round in 1...Self.testRounds {
      configuration.log("running the tests (round \(round))…")
      let events = Mutex(TestRun())
      let arguments =
        ["swift", "test", "--skip-build", "--package-path", output.path] + scratch
        + skipped.flatMap { ["--skip", $0] }
      let result = try ProcessRunner.run(
        arguments, limit: configuration.buildTimeout, silence: configuration.testTimeout
      ) { line in
        guard let event = TestEvent(line: line) else { return }
        events.withLock { $0.apply(event) }
      }
      let run = events.withLock { $0 }
      for (name, outcome) in run.ended {
        results.outcomes[name] = (outcome, run.firstIssue[name])
      }
      let unfinished = run.started.filter { run.ended[$0] == nil }
      guard !unfinished.isEmpty, result.stopped != nil || result.status != 0 else { break }
      for name in unfinished {
        let outcome: TestOutcome = result.stopped != nil ? .hung : .crashed
        let note =
          result.stopped != nil
          ? "stopped: it \(result.stopped!) (--test-timeout)"
          : "the test process crashed: "
            + (Self.crashLine(in: result.output) ?? "exit status \(result.status)")
        configuration.log("  \(outcome.rawValue): \(name)")
        results.outcomes[name] = (outcome, note)
      }
      skipped = results.outcomes.keys.sorted().map(Self.skipPattern)
    }
    return results
  }

  /// A `swift test --skip` pattern for one test: `Type.name` (XCTest) or `name` (Swift
  /// Testing).
  static func skipPattern(_ name: String) -> String {
    let escaped = NSRegularExpression.escapedPattern(for: name)
    if let dot = name.firstIndex(of: ".") {
      let type = NSRegularExpression.escapedPattern(for: String(name[..<dot]))
      let method = NSRegularExpression.escapedPattern(for: String(name[name.index(after: dot)...]))
      return "\(type)/\(method)$"
    }
    return "/\(escaped)\\("
  }

  static func crashLine(in output: String) -> String? {
    output.split(separator: "\n").first {
      $0.contains("Fatal error") || $0.contains("Precondition failed")
        || $0.contains("crashed") || $0.contains("signal")
    }.map { String($0.prefix(300)) }
  }

  static func tail(of output: String, lines: Int) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines)
      .joined(separator: "\n")
  }
}

/// What one `swift test` run printed, test by test.
struct TestRun: Sendable {
  var started: [String] = []
  var ended: [String: TestOutcome] = [:]
  var firstIssue: [String: String] = [:]
  var current: String?

  mutating func apply(_ event: TestEvent) {
    switch event {
    case .started(let name):
      started.append(name)
      current = name
    case .ended(let name, let outcome):
      ended[name] = outcome
    case .issue(let name, let message):
      guard let name = name ?? current else { return }
      // The first issue, unless a later one is a wording difference, which says more.
      if firstIssue[name] == nil || message.contains(ExpectFailureSupport.wordingMarker) {
        if firstIssue[name]?.contains(ExpectFailureSupport.wordingMarker) != true {
          firstIssue[name] = String(message.prefix(400))
        }
      }
    }
  }
}
