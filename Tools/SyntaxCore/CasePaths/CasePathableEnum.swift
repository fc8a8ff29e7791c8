/// An enum that gets a generated `AllCasePaths`, with everything the generated extension needs.
struct CasePathableEnum {
  /// The enum's path, as it is written in `extension Root.Action`.
  var path: [String]
  var access: AccessLevel
  /// `@available` attributes of the enum and the types around it.
  var attributes: [String]
  /// The `where` clause of the extension the enum is declared in, if any.
  var whereClause: String?
  /// The `#if` clauses around the enum's declaration, outermost first: for each `#if` block,
  /// the headers of the clauses up to and including the one the enum is in.
  var conditions: [[ConditionHeader]]
  var cases: [Conditional<CasePath>]

  var name: String { path.joined(separator: ".") }
}

/// One generated property of `AllCasePaths`: a case and the type of its payload.
struct CasePath {
  /// The case name as written, backticks included.
  var name: String
  var line: Int
  /// `@available` attributes to repeat on the property.
  var attributes: [String]
  /// The associated values with their types as the generated file must spell them.
  var payload: [(label: String?, type: String)]?
  /// The UTF-8 offset of the case's name in the source.
  var offset: Int? = nil
}
