/// What a file of a TCA package is to the port: code the package builds, or a test of it.
public enum PortRole: Sendable, Equatable {
  case source
  case test
}

/// What ``SourcePort/port(_:options:)`` needs to know beyond the file itself.
public struct PortOptions: Sendable {
  /// Whether the file is a source or a test.
  public var role: PortRole
  /// The views and other UI-only types declared anywhere in the package
  /// (``SourcePort/uiTypeNames(in:)``): a type deriving from one, or an extension of one, goes
  /// too.
  public var uiTypes: Set<String>
  /// Test methods to leave out, by name (`testFoo`) or qualified by their type
  /// (`StoreTests.testFoo`).
  public var skippedTests: Set<String>
  /// The timeout, in seconds, given to a `wait(for:)` or `fulfillment(of:)` written without one.
  public var waitTimeout: Int

  /// Options for a file of `role`.
  public init(
    role: PortRole, uiTypes: Set<String> = [], skippedTests: Set<String> = [],
    waitTimeout: Int = 30
  ) {
    self.role = role
    self.uiTypes = uiTypes
    self.skippedTests = skippedTests
    self.waitTimeout = waitTimeout
  }
}

/// One thing the port changed in a file, said so a reader can check it.
public struct PortChange: Sendable, Equatable, Codable {
  /// What kind of change it is.
  public enum Kind: String, Sendable, Codable {
    /// An import rewritten or removed.
    case imports
    /// A view, preview or UI-only block left out.
    case dropped
    /// Test code adapted to what Linux's XCTest offers.
    case adapted
    /// A test left out on purpose.
    case skipped
  }

  /// What kind of change it is.
  public var kind: Kind
  /// The 1-based line of the input file it concerns.
  public var line: Int
  /// What changed and why.
  public var message: String

  /// A change of `kind` at `line`.
  public init(_ kind: Kind, line: Int, _ message: String) {
    self.kind = kind
    self.line = line
    self.message = message
  }
}

/// A test method found in a file: an XCTest method or a Swift Testing `@Test` function.
public struct TestMethod: Sendable, Equatable, Hashable, Codable {
  /// The type that declares it (`StoreTests`), or `""` for a global `@Test` function.
  public var type: String
  /// The function's name: `testFoo`.
  public var name: String
  /// The 1-based line of its declaration.
  public var line: Int
  /// Whether it is a Swift Testing `@Test` (rather than an XCTest method).
  public var isSwiftTesting: Bool

  /// A test method.
  public init(type: String, name: String, line: Int, isSwiftTesting: Bool) {
    self.type = type
    self.name = name
    self.line = line
    self.isSwiftTesting = isSwiftTesting
  }

  /// `Type.name`, as XCTest prints it.
  public var qualifiedName: String { type.isEmpty ? name : "\(type).\(name)" }
}

/// A file after the port: its new text and what was changed in it.
public struct PortedSource: Sendable {
  /// The file's new text.
  public var text: String
  /// What the port changed, in the order of the input's lines.
  public var changes: [PortChange]
  /// The modules the new text imports, in order: the package's own targets among them tell
  /// which targets depend on which.
  public var imports: [String]
  /// The test methods the new text still holds.
  public var tests: [TestMethod]
  /// The test methods left out because ``PortOptions/skippedTests`` names them.
  public var skippedTests: [TestMethod]
  /// Whether the text relies on the `XCTExpectFailure` the port supplies (see
  /// ``SourcePort/expectFailureSupport``).
  public var usesExpectFailure: Bool
  /// Whether the file kept nothing but imports and comments (only a UI was in it).
  public var isEmpty: Bool
}
