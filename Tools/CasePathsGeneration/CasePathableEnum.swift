import SwiftSourceParser

/// An enum that gets a generated `AllCasePaths`, with everything the generated extension needs.
public struct CasePathableEnum: Sendable {
  /// The enum's path, as it is written in `extension Root.Action`.
  public var path: [String]
  /// The access level of the generated members.
  public var access: AccessLevel
  /// `@available` attributes of the enum and the types around it.
  public var attributes: [String]
  /// The `where` clause of the extension the enum is declared in, if any.
  public var whereClause: String?
  /// The `#if` clauses around the enum's declaration, outermost first: for each `#if` block,
  /// the headers of the clauses up to and including the one the enum is in.
  public var conditions: [[ConditionHeader]]
  /// The case paths, in `#if` blocks as the cases are written.
  public var cases: [Conditional<CasePath>]

  /// The enum's qualified name: `Root.Action`.
  public var name: String { path.joined(separator: ".") }

  /// The enum at `path`, whose generated members are `access` and hold `cases`.
  public init(
    path: [String], access: AccessLevel, attributes: [String], whereClause: String?,
    conditions: [[ConditionHeader]], cases: [Conditional<CasePath>]
  ) {
    self.path = path
    self.access = access
    self.attributes = attributes
    self.whereClause = whereClause
    self.conditions = conditions
    self.cases = cases
  }
}

/// One generated property of `AllCasePaths`: a case and the type of its payload.
public struct CasePath: Sendable {
  /// The case name as written, backticks included.
  public var name: String
  /// The 1-based line the case is declared on.
  public var line: Int
  /// `@available` attributes to repeat on the property.
  public var attributes: [String]
  /// The associated values with their types as the generated file must spell them.
  public var payload: [(label: String?, type: String)]?
  /// The UTF-8 offset of the case's name in the source.
  public var offset: Int? = nil

  /// The case `name`, declared on `line` (at `offset` when known), with `payload`.
  public init(
    name: String, line: Int, attributes: [String], payload: [(label: String?, type: String)]?,
    offset: Int? = nil
  ) {
    self.name = name
    self.line = line
    self.attributes = attributes
    self.payload = payload
    self.offset = offset
  }
}
