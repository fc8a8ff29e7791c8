/// A declaration the generator or a macro cares about. Everything else in a file — statements,
/// initializers, subscripts — is read only far enough to be skipped correctly.
indirect enum Node {
  case importDecl(ImportDecl)
  case type(TypeDecl)
  case enumCase(EnumCaseDecl)
  /// A `typealias`; only its name matters (a `typealias AllCasePaths` counts as a definition).
  case typealiasDecl(name: String)
  case conditional(IfConfig)
  /// A `var` or `let` of a type (or of the declaration a macro is attached to).
  case variable(VariableDecl)
  /// A `func` of a type.
  case function(FunctionDecl)
}

/// `#if … #elseif … #else … #endif`, with the declarations of each clause.
struct IfConfig {
  var clauses: [Clause]
  /// From the `#if` to the end of the `#endif`.
  var range: Range<Int> = 0..<0

  struct Clause {
    /// `#if`, `#elseif` or `#else`.
    var keyword: String
    /// The condition as written, or `nil` for `#else`.
    var condition: String?
    var nodes: [Node]
    /// From the clause's directive to the start of the next directive.
    var range: Range<Int> = 0..<0
    /// The end of the clause's directive and condition, where its declarations start.
    var bodyStart = 0
  }
}

/// An attribute such as `@available(*, deprecated)`, with its exact text.
struct Attribute: Equatable {
  var name: String
  var text: String
  /// Whether it is an `@available` that makes the declaration unavailable (`unavailable`,
  /// `obsoleted:`), so generated code must not mention the declaration at all.
  var isUnavailable: Bool
  /// The arguments in parentheses, each as tokens, or `nil` when there are no parentheses.
  var arguments: [[Token]]? = nil
  /// Where the attribute starts (its `@`) and ends in the source.
  var range: Range<Int> = 0..<0

  /// Whether the attribute is `name`, written plainly or qualified by `module`:
  /// `@Reducer` or `@Runtime.Reducer`.
  func isNamed(_ name: String, module: String? = nil) -> Bool {
    self.name == name || module.map { self.name == "\($0).\(name)" } == true
  }
}

extension [Attribute] {
  /// The first attribute that ``Attribute/isNamed(_:module:)`` `name`.
  func first(named name: String, module: String? = nil) -> Attribute? {
    first { $0.isNamed(name, module: module) }
  }

  /// Whether an attribute ``Attribute/isNamed(_:module:)`` `name`.
  func contains(named name: String, module: String? = nil) -> Bool {
    first(named: name, module: module) != nil
  }
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
  /// The modifiers as written: `public`, `indirect`, `final`.
  var modifiers: [String] = []
  /// The `struct`/`enum`/… keyword.
  var keyword: Token? = nil
  /// The declared name's token; `nil` for an extension.
  var nameToken: Token? = nil
  /// The braces of the body.
  var openBrace: Token? = nil
  var closeBrace: Token? = nil
  /// Where the declaration starts: its first attribute, modifier or keyword.
  var start = 0
}

/// One `case` declaration, which may declare several cases: `case a, b(Int)`.
struct EnumCaseDecl {
  var attributes: [Attribute]
  var elements: [EnumCaseElement]
  /// The `case` keyword.
  var keyword: Token? = nil
  /// Where the declaration starts (its first attribute or `case`) and ends.
  var range: Range<Int> = 0..<0
}

/// One case of an enum.
struct EnumCaseElement {
  /// The name as written, backticks included.
  var name: String
  var line: Int
  /// The associated values, or `nil` for a case without any.
  var payload: [Parameter]?
  /// The element's source, from its name to its payload's `)`: `meeting(Meeting, id: ID)`.
  var text: String = ""
  /// The name's token.
  var nameToken: Token? = nil
}

/// One associated value of a case.
struct Parameter {
  /// The argument label, or `nil` when there is none (or it is `_`).
  var label: String?
  /// The type's tokens.
  var type: [Token]
  /// The default value's source, as in `case meeting(Meeting = Meeting(context: .sheet))`.
  var defaultValue: String? = nil
}

/// An `import` declaration.
struct ImportDecl {
  var attributes: [Attribute]
  var access: AccessLevel?
  /// What follows `import`: `Foundation`, `struct Foundation.URL`.
  var path: String
  /// From the `import` keyword to the end of the path; attributes and modifiers come before.
  var range: Range<Int> = 0..<0
}

/// A `var` or `let` declaration, which may bind several names: `var a = 1, b: Int`.
struct VariableDecl {
  var attributes: [Attribute]
  var modifiers: [String]
  /// `var` or `let`.
  var keyword: Token
  var bindings: [PatternBinding]
  /// Where the declaration starts (its first attribute, modifier or keyword) and ends.
  var range: Range<Int>

  var isLet: Bool { keyword.text == "let" }
  var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
  var access: AccessLevel? { modifiers.lazy.compactMap(AccessLevel.init).first }
}

/// One name of a `var` or `let` with what follows it: `count: Int = 0 { didSet { … } }`.
struct PatternBinding {
  /// The pattern's tokens: one name, or a tuple pattern.
  var pattern: [Token]
  /// The type annotation's tokens, after the `:`.
  var type: [Token]?
  /// The initial value's tokens and source, after the `=`.
  var initializer: [Token]?
  var initializerText: String?
  var accessors: AccessorBlock?
  /// From the pattern to the end of the binding.
  var range: Range<Int>

  /// The bound name when the pattern is a single name.
  var name: Token? { pattern.count == 1 && pattern[0].isName ? pattern[0] : nil }
}

/// The braces after a property: accessors (`get`, `set`, `willSet`, …) or a getter's body.
struct AccessorBlock {
  /// The accessors declared, by keyword; `["get"]` for a getter's body written directly.
  var kinds: [String]
  /// Whether the block is a getter's body without the `get` keyword.
  var isImplicitGetter: Bool
  var open: Token
  var close: Token

  /// Whether the property computes its value, rather than storing it.
  var isComputed: Bool {
    kinds.contains("get") || kinds.contains("_read") || kinds.contains("read")
  }
}

/// A `func` declaration: enough to recognize one by its signature and to rewrite it.
struct FunctionDecl {
  var attributes: [Attribute]
  var modifiers: [String]
  var name: Token
  var parameters: [FunctionParameter]
  /// `async`, `throws`, `throws(E)`, … as written between the parameters and the result.
  var effects: [Token]
  var returnType: [Token]?
  /// The braces of the body; `nil` for a requirement.
  var body: (open: Token, close: Token)?
  /// Where the declaration starts (its first attribute, modifier or keyword) and ends.
  var range: Range<Int>
}

/// One parameter of a function or of a function type: `into state: inout State`.
struct FunctionParameter {
  /// The argument label or, alone, the name: `into`, `_`.
  var firstName: String?
  /// The parameter name after a label: `state`.
  var secondName: String?
  var type: [Token]
}
