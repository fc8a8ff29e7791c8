import Testing

@testable import MacroExpansions
@testable import MacroPluginProtocol

/// Every message gets an answer: an expansion, or a diagnostic at the right place saying why
/// there is none — never a crash or a silently empty expansion.
struct PluginMessageTests {
  /// The plugin's answer to `message`, as the JSON text it writes.
  private func answer(_ message: String) throws -> String {
    MacroPlugin.respond(
      to: try JSON(parsing: Array(message.utf8)), name: "RuntimeMacros",
      expand: MacroExpander.expand
    ).json.text
  }

  /// An `expandAttachedMacro` request, as the compiler writes one.
  private func request(
    typeName: String = "ReducerMacro", role: String = "member",
    declaration: String = "\n@Reducer\nstruct Feature {}", extra: String = ""
  ) -> String {
    let location =
      #""location":{"fileID":"App/F.swift","fileName":"/src/F.swift","offset":40,"line":3,"column":1}"#
    let source = JSON.string(declaration).text
    return #"""
      {"expandAttachedMacro":{"macro":{"moduleName":"RuntimeMacros","typeName":"\#(typeName)","name":"Reducer"},
      "macroRole":"\#(role)","discriminator":"$s1F7FeatureV7ReducerfMm_",
      "attributeSyntax":{"kind":"attribute","source":"\n@Reducer",\#(location)},
      "declSyntax":{"kind":"declaration","source":\#(source),\#(location)},
      "lexicalContext":[]\#(extra)}}
      """#
  }

  @Test("the capability: the protocol version the plugin speaks")
  func capability() throws {
    #expect(
      try answer(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
        == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
  }

  @Test("an expansion answers with its source and no diagnostics")
  func expansion() throws {
    #expect(
      try answer(
        request(
          role: "extension",
          extra:
            #","extendedTypeSyntax":{"kind":"type","source":"App.Feature","location":{"fileID":"","fileName":"","offset":0,"line":0,"column":0}},"conformanceListSyntax":{"kind":"declaration","source":"struct Placeholder: Reducer {}","location":{"fileID":"","fileName":"","offset":0,"line":0,"column":0}}"#
        ))
        == #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"extension App.Feature: Runtime.Reducer {}"}}"#
    )
  }

  @Test("a diagnostic carries its message, severity, position, highlight and fix-its")
  func diagnosticJSON() throws {
    let text = try answer(
      request(
        declaration:
          "\n@Reducer\nstruct Feature {\n  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }\n}"
      ))
    let json = try JSON(parsing: Array(text.utf8))
    let diagnostic = try #require(json["expandMacroResult"]?["diagnostics"]?.arrayValue?.first)
    #expect(diagnostic["severity"] == .string("warning"))
    #expect(
      diagnostic["position"]
        == .object(["fileName": .string("/src/F.swift"), "offset": .integer(74)]))
    #expect(
      diagnostic["highlights"]
        == .array([
          .object([
            "fileName": .string("/src/F.swift"), "startOffset": .integer(74),
            "endOffset": .integer(80),
          ])
        ]))
    let fixIt = try #require(diagnostic["fixIts"]?.arrayValue?.first)
    #expect(fixIt["message"] == .string("Move the code into 'body'"))
    let change = try #require(fixIt["changes"]?.arrayValue?.first)
    #expect(change["range"]?["startOffset"] == .integer(69))
    #expect(
      change["newText"]
        == .string(
          "var body: some Reducer<State, Action> {\nReduce { state, action in\n.none\n}\n}"))
  }

  @Test("an unknown message gets a diagnostic, not silence")
  func unknownMessage() throws {
    #expect(
      try answer(#"{"frobnicate":{}}"#)
        == #"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"RuntimeMacros cannot read the compiler's message: unknown message 'frobnicate'","notes":[],"position":{"fileName":"","offset":0},"severity":"error"}],"expandedSource":null}}"#
    )
    #expect(
      try answer("[1, 2]").contains(
        "RuntimeMacros cannot read the compiler's message: a message is an object with exactly one member"
      ))
  }

  @Test("a request missing a field is answered at its attribute")
  func missingField() throws {
    let text = try answer(
      #"{"expandAttachedMacro":{"macro":{"moduleName":"RuntimeMacros","typeName":"ReducerMacro","name":"Reducer"},"macroRole":"member","attributeSyntax":{"kind":"attribute","source":"\n@Reducer","location":{"fileID":"F","fileName":"/src/F.swift","offset":40,"line":3,"column":1}}}}"#
    )
    #expect(
      text.contains(
        #""message":"RuntimeMacros cannot read the compiler's message: 'expandAttachedMacro' has no 'declSyntax'""#
      ))
    #expect(text.contains(#""position":{"fileName":"/src/F.swift","offset":41}"#))
    #expect(text.contains(#""expandedSource":null"#))
  }

  @Test("a macro the plugin does not provide, and a role a macro does not have")
  func unknownMacroAndRole() throws {
    #expect(
      try answer(request(typeName: "SpinMacro")).contains(
        #""message":"RuntimeMacros has no macro 'SpinMacro'; its macro declaration names a type the plugin does not provide","notes":[],"position":{"fileName":"/src/F.swift","offset":41}"#
      ))
    #expect(
      try answer(request(role: "peer")).contains(
        #""message":"'@Reducer' has no 'peer' role in RuntimeMacros (it has 'extension', 'member', 'memberAttribute'); check that its declaration in Runtime matches the plugin""#
      ))
  }

  @Test("a declaration the parser cannot read is answered where the parser stopped")
  func unreadableDeclaration() throws {
    let text = try answer(request(declaration: "\n@Reducer\nstruct Feature {\n  let s = \"open\n}"))
    #expect(
      text.contains(
        #""message":"'@Reducer' cannot read this declaration: unterminated string literal""#))
    // The string's opening quote: line 4 of the declaration, at offset 40 of the file.
    #expect(text.contains(#""position":{"fileName":"/src/F.swift","offset":77}"#))
    #expect(text.contains(#""expandedSource":null"#))
  }

  @Test("freestanding expansions and library loading are refused with a reason")
  func freestandingAndLibraries() throws {
    #expect(
      try answer(
        #"{"expandFreestandingMacro":{"macro":{"moduleName":"RuntimeMacros","typeName":"Stringify","name":"stringify"},"discriminator":"d","syntax":{"kind":"expression","source":" #stringify(1)","location":{"fileID":"F","fileName":"/src/F.swift","offset":10,"line":1,"column":11}}}}"#
      ).contains(
        #""message":"'Stringify' is not a freestanding macro of RuntimeMacros; its macros are all attached: write them as attributes ('@Name')","notes":[],"position":{"fileName":"/src/F.swift","offset":11}"#
      ))
    #expect(
      try answer(#"{"loadPluginLibrary":{"libraryPath":"/lib/x.so","moduleName":"X"}}"#)
        == #"{"loadPluginLibraryResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"RuntimeMacros is an executable plugin and loads no library ('/lib/x.so')","notes":[],"position":{"fileName":"","offset":0},"severity":"error"}],"loaded":false}}"#
    )
  }

  @Test("a member the macros do not model (an initializer) gets no attributes, quietly")
  func memberAttributeOnAnInitializer() throws {
    #expect(
      try answer(
        request(
          typeName: "ObservableStateMacro", role: "memberAttribute",
          declaration: "\n  init(id: Int) { self.id = id }",
          extra:
            #","parentDeclSyntax":{"kind":"declaration","source":"struct State {}","location":{"fileID":"","fileName":"","offset":0,"line":0,"column":0}}"#
        ))
        == #"{"expandMacroResult":{"diagnostics":[],"expandedSource":""}}"#)
  }
}
