import SwiftSourceParser

/// What Linux's XCTest lacks, adapted by rule: every adaptation is reported.
extension PortPass {
  /// Test methods of `decl`: collected, left out when the skip list says so, and made `async`
  /// when they are synchronous and isolated to the main actor (XCTest on Linux crashes listing
  /// those).
  mutating func visitTestMembers(of decl: TypeDecl) {
    visitTestMembers(decl.members, of: decl, inConditional: false)
  }

  /// The test methods among `members`; inside an `#if` (`inConditional`), only the skip list
  /// applies: whether the branch compiles on Linux is not known here, so its tests are not
  /// counted, but a test the list names is left out all the same.
  private mutating func visitTestMembers(
    _ members: [Node], of decl: TypeDecl, inConditional: Bool
  ) {
    for member in members {
      if case .conditional(let config) = member {
        for (index, clause) in config.clauses.enumerated()
        where index > 0 || clause.condition.map(Self.isUIOnly) != true {
          visitTestMembers(clause.nodes, of: decl, inConditional: true)
        }
        continue
      }
      guard case .function(let function) = member else { continue }
      let name = function.name.text
      let isSwiftTesting = function.attributes.contains(named: "Test", module: "Testing")
      let isXCTest =
        options.role == .test && decl.kind != .struct && name.hasPrefix("test")
        && function.parameters.isEmpty && !function.modifiers.contains("static")
      guard isSwiftTesting || isXCTest else { continue }
      let line = function.name.line
      let test = TestMethod(
        type: decl.name, name: name, line: line, isSwiftTesting: isSwiftTesting)
      if options.skippedTests.contains(name) || options.skippedTests.contains(test.qualifiedName) {
        edits.removeLines(function.range)
        skippedTests.append(test)
        changes.append(PortChange(.skipped, line: line, "left out \(test.qualifiedName)"))
        continue
      }
      if inConditional { continue }
      tests.append(test)
      let isAsync = function.effects.contains { $0.isWord("async") }
      let isMainActor =
        function.attributes.contains(named: "MainActor")
        || decl.attributes.contains(named: "MainActor") || isMainActorClass(decl.name)
      if isXCTest, !isAsync, isMainActor, let nameIndex = tokenIndex(at: function.name.offset),
        nameIndex + 1 < tokens.count, tokens[nameIndex + 1].is("(")
      {
        let close = tokens[closingIndex(of: nameIndex + 1)]
        edits.insert(" async", at: close.end)
        changes.append(
          PortChange(
            .adapted, line: line,
            "\(test.qualifiedName) became `async`: Linux's XCTest crashes listing a "
              + "synchronous test isolated to the main actor"))
      }
    }
  }

  /// Whether the file declares `name` as a class isolated to the main actor.
  func isMainActorClass(_ name: String) -> Bool {
    func search(_ nodes: [Node]) -> Bool {
      nodes.contains { node in
        switch node {
        case .type(let decl):
          (decl.kind == .class && decl.name == name
            && decl.attributes.contains(named: "MainActor")) || search(decl.members)
        case .conditional(let config):
          config.clauses.contains { search($0.nodes) }
        default:
          false
        }
      }
    }
    return search(nodes)
  }

  /// A class deriving from `XCTestCase` derives from `PortedTestCase` instead, which catches
  /// the failures an `XCTExpectFailure` expects — in every test file, since the call may sit in
  /// a subclass declared elsewhere.
  mutating func rebaseOnPortedTestCase(_ decl: TypeDecl) {
    for entry in decl.inheritance {
      let names = entry.filter { !$0.is(".") }.map(\.text)
      guard names == ["XCTestCase"] || names == ["XCTest", "XCTestCase"],
        let first = entry.first, let last = entry.last
      else { continue }
      edits.replace(first.offset..<last.end, with: "PortedTestCase")
      changes.append(
        PortChange(
          .adapted, line: decl.line,
          "\(decl.name) derives from PortedTestCase, which supplies `XCTExpectFailure` "
            + "(absent from Linux's XCTest)"))
    }
  }

  /// `wait(for:)` and `fulfillment(of:)` without a timeout get one: Linux's XCTest has no
  /// overloads without it.
  mutating func addWaitTimeouts() {
    for index in tokens.indices where index + 3 < tokens.count {
      let name = tokens[index]
      guard name.isWord("wait") || name.isWord("fulfillment"),
        tokens[index + 1].is("("), !tokens[index + 1].spaceBefore,
        index == 0 || !tokens[index - 1].isWord("func"),
        tokens[index + 2].isWord(name.text == "wait" ? "for" : "of"), tokens[index + 3].is(":")
      else { continue }
      let close = closingIndex(of: index + 1)
      let arguments = Parser.splitArguments(Array(tokens[(index + 2)..<close]))
      let hasTimeout = arguments.contains {
        $0.count > 1 && $0[0].isWord("timeout") && $0[1].is(":")
      }
      guard !hasTimeout, let firstArgument = arguments.first, let last = firstArgument.last,
        !edits.isRemoved(name.offset)
      else { continue }
      edits.insert(", timeout: \(options.waitTimeout)", at: last.end)
      let label = name.text == "wait" ? "wait(for:)" : "fulfillment(of:)"
      changes.append(
        PortChange(
          .adapted, line: name.line,
          "\(label) got `timeout: \(options.waitTimeout)`: Linux's XCTest has no wait "
            + "without a timeout"))
    }
  }
}
