import Foundation
import Runtime
import TestSource

/// Writes a Swift Testing test that replays a recorded session on a `TestStore`, knowing
/// nothing of the feature but its declaration:
///
/// ```swift
/// let source = try TestGenerator(grabable).source(for: recording, fileName: "partida.jsonl")
/// try source.write(toFile: "Tests/DadosTests/RecordedPartidaTests.swift", atomically: true, encoding: .utf8)
/// ```
///
/// - each action the person sent is a `send`, each an effect sent a `receive`, with an
///   assertion closure from the replayed states;
/// - each endpoint the session called answers what it answered, in order, through a
///   `RecordedEndpoint` of `TestSupport`; an answer the session got only after later steps is
///   held until a `deliver(call:)` at that place;
/// - the test clock moves to each sleep's deadline where the recording shows it ending, and to
///   where each wait took the session's time;
/// - effects still running at the end (a ticking timer the session cancelled) are skipped.
///
/// The test passes as written — it asserts what *did* happen — and is laid out as `swift
/// format` would. The feature's reducer must have an initializer with no arguments.
public struct TestGenerator<Base: RecordableReducer>: Sendable {
  /// Why a recording can't become a test.
  public enum Failure: Error, Equatable {
    /// A recording of version 1 has no calls and no sleeps: nothing says what the world
    /// answered, or when the clock woke.
    case worldNotRecorded
  }

  /// The feature the tests are of.
  public let feature: RecordableFeature<Base>

  /// A generator of `feature`'s tests.
  public init(_ feature: RecordableFeature<Base>) { self.feature = feature }

  /// The test's source for `recording`.
  ///
  /// - Parameters:
  ///   - recording: A recording of version 2 or later.
  ///   - fileName: The recording's file name: the test is named after it
  ///     (`partida.jsonl` → `RecordedPartidaTests`).
  ///   - command: How the test was generated, for its header comment.
  public func source(
    for recording: Recording<Base.Action>, fileName: String, command: String? = nil
  ) throws(Failure) -> String {
    guard recording.recordsTheWorld else { throw .worldNotRecorded }
    let (planner, dependencies, source) = plan(recording)
    var states = MomentStates(feature, recording: recording)
    var body = SourceWriter(indent: 4)
    for declaration in dependencies.declarations { body.doc(declaration) }
    body.line("let reloj = TestClock()")
    body.doc(
      .prefixed("let store = TestStore(initialState: ", source.doc(feature.initialState)),
      suffix: ") {")
    body.line("  \(Dumper.typeName(Base.self))()")
    body.block("} withDependencies:") { body in
      body.line((["$0.continuousClock = reloj"] + dependencies.overrides).joined(separator: "\n"))
    }
    body.line("")
    for step in planner.steps {
      body.step(
        step, source: source, endpoint: { dependencies.variable(for: $0) ?? identifier($0) }
      ) { before, after in
        states.with(before, after) { StateMutation.between($0, $1, source: source) }
      }
    }
    if recording.end == nil {
      body.line("\n// The recording has no end line: effects still running are cancelled.")
      body.line("await store.skipInFlightEffects(strict: false)")
    } else if let end = recording.end, end.cancelledEffects > 0 {
      body.line("\n// The session ended with effects running, which it cancelled.")
      body.line("await store.skipInFlightEffects()")
    }

    let modules = source.modules.names.union(["TestSupport", "Testing"])
    let name = identifier(URL(filePath: fileName).deletingPathExtension().lastPathComponent)
    var file = SourceWriter()
    file.line(
      """
      // Generated \(command.map { "by \($0)" } ?? "from \(fileName)"): \
      \(recording.actions.count) recorded actions.
      // The dependencies answer what they answered in the session, and time moves
      // only when the test clock is advanced, so the test is deterministic.
      """)
    for note in dependencies.notes { file.line("// Note: \(note).") }
    file.line("")
    for module in modules.sorted() { file.line("import \(module)") }
    file.line("\n@MainActor")
    file.block("struct Recorded\(name.prefix(1).uppercased() + name.dropFirst())Tests") {
      $0.line("@Test")
      $0.block("func replaysTheRecordedSession() async") { $0.lines += body.lines }
    }
    return file.text
  }

  /// The steps of `recording`'s test, the answers of its endpoints, and the writer of its
  /// values (with the constants the answers declared).
  func plan(
    _ recording: Recording<Base.Action>
  ) -> (TestPlanner<Base.Action>, RecordedDependencies, SwiftSource) {
    let planner = TestPlanner(recording.lines)
    var source = SwiftSource(defaultValues: feature.defaultValues)
    let dependencies = RecordedDependencies(
      recording, endpoints: feature.endpoints, held: planner.held, source: source)
    source.constants = dependencies.constants
    source.modules.note(Base.self)
    return (planner, dependencies, source)
  }
}
