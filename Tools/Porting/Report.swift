/// What a port found: per file, whether it compiles and how its tests ended; the missing APIs
/// the compile errors name. ``render()`` prints it for people, `JSONEncoder` for machines.
public struct Report: Sendable, Codable {
  /// The input package's directory.
  public var input: String
  /// Its git commit, when it is in a git repository.
  public var commit: String?
  /// Where the ported package was written.
  public var output: String
  /// Each Swift file of the input.
  public var files: [FileReport]
  /// Folders of the input not ported, with why.
  public var leftOut: [LeftOut]
  /// A build failure not blamed on any ported file, if any.
  public var buildFailure: String?

  /// A folder not ported.
  public struct LeftOut: Sendable, Codable, Equatable {
    /// The folder, relative to the input.
    public var path: String
    /// Why.
    public var reason: String

    /// A folder left out, with why.
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// Creates a report.
  public init(
    input: String, commit: String?, output: String, files: [FileReport],
    leftOut: [LeftOut] = [], buildFailure: String? = nil
  ) {
    self.input = input
    self.commit = commit
    self.output = output
    self.files = files
    self.leftOut = leftOut
    self.buildFailure = buildFailure
  }

  /// Every test of every file.
  public var tests: [TestReport] { files.flatMap(\.tests) }

  /// How many tests ended with `outcome`.
  public func count(_ outcome: TestOutcome) -> Int {
    tests.count { $0.outcome == outcome }
  }

  /// The missing APIs, most often named first, each with how many errors name it and in which
  /// files.
  public var missingAPIs: [MissingAPI] {
    var byAPI: [String: (errors: Int, files: [String])] = [:]
    // A module of the package itself is missing only because its files do not compile.
    let ownModules = Set(files.map { "module \($0.target)" })
    for file in files {
      for error in file.errors {
        guard let api = error.missingAPI, !ownModules.contains(api) else { continue }
        var entry = byAPI[api] ?? (0, [])
        entry.errors += 1
        if !entry.files.contains(file.path) { entry.files.append(file.path) }
        byAPI[api] = entry
      }
    }
    return byAPI.map { MissingAPI(api: $0.key, errors: $0.value.errors, files: $0.value.files) }
      .sorted { ($1.errors, $0.api) < ($0.errors, $1.api) }
  }

  /// An API named missing by compile errors.
  public struct MissingAPI: Sendable, Codable, Equatable {
    /// `Store.publisher`, `ViewStore`, `module Combine`.
    public var api: String
    /// How many errors name it.
    public var errors: Int
    /// The files they are in.
    public var files: [String]
  }

  /// The exit status: 0 when every ported file compiles and every test that ran passed, 1
  /// when a file does not compile or a test failed, hung or crashed, 2 when the build failed
  /// with nothing to blame on a file.
  public var exitStatus: Int32 {
    if buildFailure != nil { return 2 }
    let bad =
      files.contains { $0.status == .doesNotCompile }
      || tests.contains { [.failed, .hung, .crashed, .doesNotCompile].contains($0.outcome) }
    return bad ? 1 : 0
  }
}

/// One file of the input, after the port.
public struct FileReport: Sendable, Codable {
  /// What became of the file.
  public enum Status: String, Sendable, Codable {
    /// It compiles here.
    case compiles
    /// It does not compile here: see its errors.
    case doesNotCompile = "does not compile"
    /// The skip list leaves it out.
    case skipped
    /// Nothing was left once its views were left out.
    case uiOnly = "UI only"
    /// Ported but not built (`--no-build`).
    case notBuilt = "not built"
  }

  /// The file, relative to the input.
  public var path: String
  /// Its target.
  public var target: String
  /// Source or test.
  public var role: TargetRole
  /// What became of it.
  public var status: Status
  /// Why it was skipped.
  public var skipReason: SkipList.Reason?
  /// The skip list's detail, or why the file could not be read.
  public var note: String?
  /// What the port changed in it.
  public var changes: [PortChange]
  /// The compiler's errors, when it does not compile.
  public var errors: [CompileError]
  /// Its tests.
  public var tests: [TestReport]

  /// A file report.
  public init(
    path: String, target: String, role: TargetRole, status: Status,
    skipReason: SkipList.Reason? = nil, note: String? = nil, changes: [PortChange] = [],
    errors: [CompileError] = [], tests: [TestReport] = []
  ) {
    self.path = path
    self.target = target
    self.role = role
    self.status = status
    self.skipReason = skipReason
    self.note = note
    self.changes = changes
    self.errors = errors
    self.tests = tests
  }
}

/// One test and how it ended.
public struct TestReport: Sendable, Codable, Equatable {
  /// `Type.name`.
  public var name: String
  /// How it ended.
  public var outcome: TestOutcome
  /// The skip list's reason, for a skipped test.
  public var skipReason: SkipList.Reason?
  /// The skip list's detail, the first failure's message, or why the test was stopped.
  public var note: String?

  /// A test report.
  public init(
    name: String, outcome: TestOutcome, skipReason: SkipList.Reason? = nil, note: String? = nil
  ) {
    self.name = name
    self.outcome = outcome
    self.skipReason = skipReason
    self.note = note
  }
}
