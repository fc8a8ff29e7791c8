/// What a file of a TCA package is to the port: code the package builds, or a test of it.
enum PortRole: Sendable, Equatable {
  case source
  case test
}

/// What ``SourcePort/port(_:options:)`` needs to know beyond the file itself.
struct PortOptions: Sendable {
  /// Whether the file is a source or a test.
  var role: PortRole
  /// The views and other UI-only types declared anywhere in the package
  /// (``SourcePort/uiTypeNames(in:)``): a type deriving from one, or an extension of one, goes
  /// too.
  var uiTypes: Set<String>
  /// Test methods to leave out, by name (`testFoo`) or qualified by their type
  /// (`StoreTests.testFoo`).
  var skippedTests: Set<String>
  /// The timeout, in seconds, given to a `wait(for:)` or `fulfillment(of:)` written without one.
  var waitTimeout: Int

  /// Options for a file of `role`.
  init(
    role: PortRole, uiTypes: Set<String> = [], skippedTests: Set<String> = [],
    waitTimeout: Int = 30
  ) {
    self.role = role
    self.uiTypes = uiTypes
    self.skippedTests = skippedTests
    self.waitTimeout = waitTimeout
  }
}

/// A test method found in a file: an XCTest method or a Swift Testing `@Test` function.
struct TestMethod: Sendable, Equatable, Hashable, Codable {
  /// The type that declares it (`StoreTests`), or `""` for a global `@Test` function.
  var type: String
  /// The function's name: `testFoo`.
  var name: String
  /// The 1-based line of its declaration.
  var line: Int
  /// Whether it is a Swift Testing `@Test` (rather than an XCTest method).
  var isSwiftTesting: Bool

  /// A test method.
  init(type: String, name: String, line: Int, isSwiftTesting: Bool) {
    self.type = type
    self.name = name
    self.line = line
    self.isSwiftTesting = isSwiftTesting
  }

  /// `Type.name`, as XCTest prints it.
  var qualifiedName: String { type.isEmpty ? name : "\(type).\(name)" }
}

/// A file after the port: its new text and what was changed in it.
struct PortedSource: Sendable {
  /// The file's new text.
  var text: String
  /// What the port changed, in the order of the input's lines.
  var changes: [PortChange]
  /// The modules the new text imports, in order: the package's own targets among them tell
  /// which targets depend on which.
  var imports: [String]
  /// The test methods the new text still holds.
  var tests: [TestMethod]
  /// The test methods left out because ``PortOptions/skippedTests`` names them.
  var skippedTests: [TestMethod]
  /// Whether the text relies on the `XCTExpectFailure` the port supplies (see
  /// ``SourcePort/expectFailureSupport``).
  var usesExpectFailure: Bool
  /// Whether the text names Darwin's nanosecond constants (`NSEC_PER_SEC` and its kin), which
  /// the port declares in the target (see ``DispatchConstantsSupport``).
  var usesDispatchConstants = false
  /// Whether the file kept nothing but imports and comments (only a UI was in it).
  var isEmpty: Bool
}
