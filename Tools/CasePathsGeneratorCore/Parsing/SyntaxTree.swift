/// A declaration the generator cares about. Everything else in a file — functions, properties,
/// statements — is read only far enough to be skipped correctly.
indirect enum Node {
  case importDecl(ImportDecl)
  case type(TypeDecl)
  case enumCase(EnumCaseDecl)
  /// A `typealias`; only its name matters (a `typealias AllCasePaths` counts as a definition).
  case typealiasDecl(name: String)
  case conditional(IfConfig)
}

/// `#if … #elseif … #else … #endif`, with the declarations of each clause.
struct IfConfig {
  var clauses: [Clause]

  struct Clause {
    /// `#if`, `#elseif` or `#else`.
    var keyword: String
    /// The condition as written, or `nil` for `#else`.
    var condition: String?
    var nodes: [Node]
  }
}

/// An attribute such as `@available(*, deprecated)`, with its exact text.
struct Attribute: Equatable {
  var name: String
  var text: String
  /// Whether it is an `@available` that makes the declaration unavailable (`unavailable`,
  /// `obsoleted:`), so generated code must not mention the declaration at all.
  var isUnavailable: Bool
}

/// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`, with its members.
struct TypeDecl {
  enum Kind: String {
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
  }

  var kind: Kind
  /// The declared name or, for an extension, the extended type without generic arguments
  /// (`Foo.Bar`).
  var name: String
  var line: Int
  var attributes: [Attribute]
  var access: AccessLevel?
  var genericParameters: [String]
  /// The entries of the inheritance clause, each as tokens.
  var inheritance: [[Token]]
  /// The `where` clause as written, `where` included.
  var whereClause: String?
  var members: [Node]
  /// Whether the type is declared inside a function, closure, or other code block.
  var isLocal: Bool
}

/// One `case` declaration, which may declare several cases: `case a, b(Int)`.
struct EnumCaseDecl {
  var attributes: [Attribute]
  var elements: [EnumCaseElement]
}

/// One case of an enum.
struct EnumCaseElement {
  /// The name as written, backticks included.
  var name: String
  var line: Int
  /// The associated values, or `nil` for a case without any.
  var payload: [Parameter]?
}

/// One associated value of a case.
struct Parameter {
  /// The argument label, or `nil` when there is none (or it is `_`).
  var label: String?
  /// The type's tokens.
  var type: [Token]
}

/// An `import` declaration.
struct ImportDecl {
  var attributes: [Attribute]
  var access: AccessLevel?
  /// What follows `import`: `Foundation`, `struct Foundation.URL`.
  var path: String
}
