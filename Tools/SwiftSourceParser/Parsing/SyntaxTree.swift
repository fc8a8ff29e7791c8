/// A declaration the generator or a macro cares about. Everything else in a file — statements,
/// initializers, subscripts — is read only far enough to be skipped correctly.
public indirect enum Node: Sendable {
  /// An `import` declaration.
  case importDecl(ImportDecl)
  /// A type or an extension, with its members.
  case type(TypeDecl)
  /// A `case` declaration of an enum.
  case enumCase(EnumCaseDecl)
  /// A `typealias`; only its name matters (a `typealias AllCasePaths` counts as a definition).
  case typealiasDecl(name: String)
  /// An `#if` block, with the declarations of each clause.
  case conditional(IfConfig)
  /// A `var` or `let` of a type (or of the declaration a macro is attached to).
  case variable(VariableDecl)
  /// A `func` of a type.
  case function(FunctionDecl)
}

/// `#if … #elseif … #else … #endif`, with the declarations of each clause.
public struct IfConfig: Sendable {
  /// The clauses, in order: `#if`, then any `#elseif`, then any `#else`.
  public var clauses: [Clause]
  /// From the `#if` to the end of the `#endif`.
  public var range: Range<Int> = 0..<0

  /// One clause of the block: its directive, its condition and its declarations.
  public struct Clause: Sendable {
    /// `#if`, `#elseif` or `#else`.
    public var keyword: String
    /// The condition as written, or `nil` for `#else`.
    public var condition: String?
    /// The declarations of the clause.
    public var nodes: [Node]
    /// From the clause's directive to the start of the next directive.
    public var range: Range<Int> = 0..<0
    /// The end of the clause's directive and condition, where its declarations start.
    public var bodyStart = 0
  }
}

/// An attribute such as `@available(*, deprecated)`, with its exact text.
public struct Attribute: Equatable, Sendable {
  /// The name after `@`, qualified as written: `available`, `Runtime.Reducer`.
  public var name: String
  /// The attribute's source, arguments included.
  public var text: String
  /// Whether it is an `@available` that makes the declaration unavailable (`unavailable`,
  /// `obsoleted:`), so generated code must not mention the declaration at all.
  public var isUnavailable: Bool
  /// The arguments in parentheses, each as tokens, or `nil` when there are no parentheses.
  public var arguments: [[Token]]? = nil
  /// Where the attribute starts (its `@`) and ends in the source.
  public var range: Range<Int> = 0..<0

  /// The attribute `name`, written as `text`.
  public init(
    name: String, text: String, isUnavailable: Bool, arguments: [[Token]]? = nil,
    range: Range<Int> = 0..<0
  ) {
    self.name = name
    self.text = text
    self.isUnavailable = isUnavailable
    self.arguments = arguments
    self.range = range
  }

  /// Whether the attribute is `name`, written plainly or qualified by `module`:
  /// `@Reducer` or `@Runtime.Reducer`.
  public func isNamed(_ name: String, module: String? = nil) -> Bool {
    self.name == name || module.map { self.name == "\($0).\(name)" } == true
  }
}

extension [Attribute] {
  /// The first attribute that ``Attribute/isNamed(_:module:)`` `name`.
  public func first(named name: String, module: String? = nil) -> Attribute? {
    first { $0.isNamed(name, module: module) }
  }

  /// Whether an attribute ``Attribute/isNamed(_:module:)`` `name`.
  public func contains(named name: String, module: String? = nil) -> Bool {
    first(named: name, module: module) != nil
  }
}

/// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`, with its members.
public struct TypeDecl: Sendable {
  /// Which keyword declares the type.
  public enum Kind: String, Sendable {
    /// The keyword, as written.
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
  }

  /// What kind of declaration it is.
  public var kind: Kind
  /// The declared name or, for an extension, the extended type without generic arguments
  /// (`Foo.Bar`).
  public var name: String
  /// The 1-based line of its name.
  public var line: Int
  /// The attributes written before the declaration.
  public var attributes: [Attribute]
  /// The access modifier written on the declaration, or `nil` when there is none.
  public var access: AccessLevel?
  /// The names of the generic parameters: `["Element"]` for `Stack<Element>`.
  public var genericParameters: [String]
  /// The entries of the inheritance clause, each as tokens.
  public var inheritance: [[Token]]
  /// The `where` clause as written, `where` included.
  public var whereClause: String?
  /// The declarations in its body.
  public var members: [Node]
  /// Whether the type is declared inside a function, closure, or other code block.
  public var isLocal: Bool
  /// The modifiers as written: `public`, `indirect`, `final`.
  public var modifiers: [String] = []
  /// The `struct`/`enum`/… keyword.
  public var keyword: Token? = nil
  /// The declared name's token; `nil` for an extension.
  public var nameToken: Token? = nil
  /// The `{` of the body.
  public var openBrace: Token? = nil
  /// The `}` of the body.
  public var closeBrace: Token? = nil
  /// Where the declaration starts: its first attribute, modifier or keyword.
  public var start = 0
}

extension TypeDecl {
  /// Whether the inheritance clause names `name`, plainly or as `module.name`.
  public func inherits(_ name: String, module: String) -> Bool {
    inheritance.contains { entry in
      let text = entry.typeText
      return text == name || text == "\(module).\(name)"
    }
  }
}

/// One `case` declaration, which may declare several cases: `case a, b(Int)`.
public struct EnumCaseDecl: Sendable {
  /// The attributes written before the declaration.
  public var attributes: [Attribute]
  /// The cases it declares, in order.
  public var elements: [EnumCaseElement]
  /// The `case` keyword.
  public var keyword: Token? = nil
  /// Where the declaration starts (its first attribute or `case`) and ends.
  public var range: Range<Int> = 0..<0
}

/// One case of an enum.
public struct EnumCaseElement: Sendable {
  /// The name as written, backticks included.
  public var name: String
  /// The 1-based line of its name.
  public var line: Int
  /// The associated values, or `nil` for a case without any.
  public var payload: [Parameter]?
  /// The element's source, from its name to its payload's `)`: `meeting(Meeting, id: ID)`.
  public var text: String = ""
  /// The name's token.
  public var nameToken: Token? = nil
}

/// One associated value of a case.
public struct Parameter: Sendable {
  /// The argument label, or `nil` when there is none (or it is `_`).
  public var label: String?
  /// The type's tokens.
  public var type: [Token]
  /// The default value's source, as in `case meeting(Meeting = Meeting(context: .sheet))`.
  public var defaultValue: String? = nil
}

/// An `import` declaration.
public struct ImportDecl: Sendable {
  /// The attributes written before the declaration.
  public var attributes: [Attribute]
  /// The access modifier written on the declaration, or `nil` when there is none.
  public var access: AccessLevel?
  /// What follows `import`: `Foundation`, `struct Foundation.URL`.
  public var path: String
  /// From the `import` keyword to the end of the path; attributes and modifiers come before.
  public var range: Range<Int> = 0..<0
}

/// A `var` or `let` declaration, which may bind several names: `var a = 1, b: Int`.
public struct VariableDecl: Sendable {
  /// The attributes written before the declaration.
  public var attributes: [Attribute]
  /// The modifiers as written: `public`, `static`, `nonisolated`.
  public var modifiers: [String]
  /// `var` or `let`.
  public var keyword: Token
  /// The names it binds, each with its type, value and accessors.
  public var bindings: [PatternBinding]
  /// Where the declaration starts (its first attribute, modifier or keyword) and ends.
  public var range: Range<Int>

  /// Whether it is a `let`.
  public var isLet: Bool { keyword.text == "let" }
  /// Whether it belongs to the type rather than to an instance: `static` or `class`.
  public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
  /// The access modifier written on it, or `nil` when there is none.
  public var access: AccessLevel? { modifiers.lazy.compactMap(AccessLevel.init).first }
}

/// One name of a `var` or `let` with what follows it: `count: Int = 0 { didSet { … } }`.
public struct PatternBinding: Sendable {
  /// The pattern's tokens: one name, or a tuple pattern.
  public var pattern: [Token]
  /// The type annotation's tokens, after the `:`.
  public var type: [Token]?
  /// The initial value's tokens, after the `=`.
  public var initializer: [Token]?
  /// The initial value's source, after the `=`.
  public var initializerText: String?
  /// The braces after it, or `nil` when there are none.
  public var accessors: AccessorBlock?
  /// From the pattern to the end of the binding.
  public var range: Range<Int>

  /// The bound name when the pattern is a single name.
  public var name: Token? { pattern.count == 1 && pattern[0].isName ? pattern[0] : nil }
}

/// The braces after a property: accessors (`get`, `set`, `willSet`, …) or a getter's body.
public struct AccessorBlock: Sendable {
  /// The accessors declared, by keyword; `["get"]` for a getter's body written directly.
  public var kinds: [String]
  /// Whether the block is a getter's body without the `get` keyword.
  public var isImplicitGetter: Bool
  /// The `{`.
  public var open: Token
  /// The `}`.
  public var close: Token

  /// Whether the property computes its value, rather than storing it.
  public var isComputed: Bool {
    kinds.contains("get") || kinds.contains("_read") || kinds.contains("read")
  }
}

/// A `func` declaration: enough to recognize one by its signature and to rewrite it.
public struct FunctionDecl: Sendable {
  /// The attributes written before the declaration.
  public var attributes: [Attribute]
  /// The modifiers as written: `public`, `static`, `nonisolated`.
  public var modifiers: [String]
  /// The function's name.
  public var name: Token
  /// The parameters, in order.
  public var parameters: [FunctionParameter]
  /// `async`, `throws`, `throws(E)`, … as written between the parameters and the result.
  public var effects: [Token]
  /// The tokens after `->`, or `nil` when there is no result type.
  public var returnType: [Token]?
  /// The braces of the body; `nil` for a requirement.
  public var body: (open: Token, close: Token)?
  /// Where the declaration starts (its first attribute, modifier or keyword) and ends.
  public var range: Range<Int>
}

/// One parameter of a function or of a function type: `into state: inout State`.
public struct FunctionParameter: Sendable {
  /// The argument label or, alone, the name: `into`, `_`.
  public var firstName: String?
  /// The parameter name after a label: `state`.
  public var secondName: String?
  /// The type's tokens.
  public var type: [Token]
}
