/// A message the compiler sends a macro plugin (swift-syntax's `HostToPluginMessage`, read with
/// our own decoding).
enum HostMessage: Equatable {
  /// The compiler's protocol version; the plugin answers with its own.
  case getCapability(protocolVersion: Int?)
  /// Expand an attached macro in one of its roles.
  case expandAttachedMacro(AttachedMacroRequest)
  /// Expand a freestanding macro (`#name(…)`); none of ours is one.
  case expandFreestandingMacro(macro: MacroReference, syntax: SyntaxText)
  /// Load a plugin library into this process; a plugin executable does not.
  case loadPluginLibrary(libraryPath: String, moduleName: String)

  /// Reads a message from its JSON, or says which message or field it could not read.
  init(json: JSON) throws(MessageError) {
    guard case .object(let members) = json, members.count == 1, let (name, body) = members.first
    else {
      throw MessageError(message: nil, "a message is an object with exactly one member")
    }
    func field(_ key: String) throws(MessageError) -> JSON {
      guard let value = body[key], !value.isNull else {
        throw MessageError(message: name, "'\(name)' has no '\(key)'")
      }
      return value
    }
    func string(_ key: String) throws(MessageError) -> String {
      guard let value = try field(key).stringValue else {
        throw MessageError(message: name, "'\(name).\(key)' is not a string")
      }
      return value
    }
    func syntax(_ key: String) throws(MessageError) -> SyntaxText {
      try SyntaxText(json: try field(key), name: "\(name).\(key)")
    }
    func optionalSyntax(_ key: String) throws(MessageError) -> SyntaxText? {
      guard let value = body[key], !value.isNull else { return nil }
      return try SyntaxText(json: value, name: "\(name).\(key)")
    }
    switch name {
    case "getCapability":
      self = .getCapability(protocolVersion: body["capability"]?["protocolVersion"]?.intValue)
    case "expandAttachedMacro":
      let lexicalContext = try (body["lexicalContext"]?.arrayValue ?? []).enumerated().map {
        (index, value) throws(MessageError) in
        try SyntaxText(json: value, name: "\(name).lexicalContext[\(index)]")
      }
      self = .expandAttachedMacro(
        AttachedMacroRequest(
          macro: try MacroReference(json: try field("macro"), message: name),
          role: try string("macroRole"),
          discriminator: body["discriminator"]?.stringValue ?? "",
          attribute: try syntax("attributeSyntax"),
          declaration: try syntax("declSyntax"),
          parentDeclaration: try optionalSyntax("parentDeclSyntax"),
          extendedType: try optionalSyntax("extendedTypeSyntax"),
          conformanceList: try optionalSyntax("conformanceListSyntax"),
          lexicalContext: lexicalContext))
    case "expandFreestandingMacro":
      self = .expandFreestandingMacro(
        macro: try MacroReference(json: try field("macro"), message: name),
        syntax: try syntax("syntax"))
    case "loadPluginLibrary":
      self = .loadPluginLibrary(
        libraryPath: try string("libraryPath"), moduleName: try string("moduleName"))
    default:
      throw MessageError(message: name, "unknown message '\(name)'")
    }
  }
}

/// A message the plugin could not read: which one, if known, and what was wrong.
struct MessageError: Error, Equatable {
  /// The message's name (`expandAttachedMacro`), or `nil` when even that was unreadable.
  var message: String?
  var reason: String

  init(message: String?, _ reason: String) {
    self.message = message
    self.reason = reason
  }
}

/// Which macro to expand: `#externalMacro(module:type:)` of its declaration, and the name used.
public struct MacroReference: Equatable, Sendable {
  /// The module that implements the macro: `RuntimeMacros`.
  public var moduleName: String
  /// The type that implements the macro in that module: `ReducerMacro`.
  public var typeName: String
  /// The name as written at the use site; the compiler may leave a trailing space on it.
  public var name: String

  /// The macro `typeName` of `moduleName`, used as `name`.
  public init(moduleName: String, typeName: String, name: String) {
    self.moduleName = moduleName
    self.typeName = typeName
    self.name = name
  }

  init(json: JSON, message: String) throws(MessageError) {
    guard let moduleName = json["moduleName"]?.stringValue,
      let typeName = json["typeName"]?.stringValue
    else {
      throw MessageError(message: message, "'\(message).macro' has no module or type name")
    }
    self.init(
      moduleName: moduleName, typeName: typeName, name: json["name"]?.stringValue ?? typeName)
  }
}

/// One attached macro to expand, in one role, with the syntax it is attached to.
public struct AttachedMacroRequest: Equatable, Sendable {
  /// The macro to expand.
  public var macro: MacroReference
  /// `member`, `memberAttribute`, `peer`, `accessor`, `extension`, …
  public var role: String
  /// A name unique to this expansion, for names the macro makes up.
  public var discriminator: String
  /// The attribute, `@Reducer` or `@Reducer(state: .equatable)`.
  public var attribute: SyntaxText
  /// The declaration the attribute is attached to or, for `memberAttribute`, one of its members.
  public var declaration: SyntaxText
  /// For `memberAttribute`: the type whose member ``declaration`` is.
  public var parentDeclaration: SyntaxText?
  /// For `extension`: the type to extend, as the extension must name it (`Outer.Feature`).
  public var extendedType: SyntaxText?
  /// For `extension`: a placeholder `struct Placeholder: A, B {}` listing the protocols the
  /// type does not conform to yet.
  public var conformanceList: SyntaxText?
  /// The declarations around the attached one, innermost first.
  public var lexicalContext: [SyntaxText]
}

/// A piece of source the compiler sends: its text, leading trivia included, and where that
/// text starts in its file.
public struct SyntaxText: Equatable, Sendable {
  /// `declaration`, `attribute`, `type`, `expression`, …
  public var kind: String
  /// The text, leading trivia included.
  public var source: String
  /// The file's full path; empty for syntax the compiler made up (an attribute another macro
  /// added, the placeholder of a conformance list).
  public var fileName: String
  /// The UTF-8 offset of the first byte of ``source`` in the file.
  public var offset: Int

  /// The syntax `source` of kind `kind`, at `offset` in the file `fileName`.
  public init(kind: String, source: String, fileName: String, offset: Int) {
    self.kind = kind
    self.source = source
    self.fileName = fileName
    self.offset = offset
  }

  init(json: JSON, name: String) throws(MessageError) {
    guard let kind = json["kind"]?.stringValue, let source = json["source"]?.stringValue else {
      throw MessageError(message: nil, "'\(name)' has no kind or source")
    }
    let location = json["location"]
    self.init(
      kind: kind, source: source, fileName: location?["fileName"]?.stringValue ?? "",
      offset: location?["offset"]?.intValue ?? 0)
  }

  /// Whether this syntax is in a real file, so a diagnostic can point into it.
  public var isInFile: Bool { !fileName.isEmpty }
}
