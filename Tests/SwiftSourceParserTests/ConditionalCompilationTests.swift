import SwiftSourceParser
import Testing

/// `#if` blocks: their clauses, conditions and declarations, nested or not.
struct ConditionalCompilationTests {
  @Test("each clause keeps its keyword, its condition as written and its declarations")
  func clauses() throws {
    let source = """
      #if os(Linux) || DEBUG
        import Glibc
      #elseif canImport(Darwin)
        import Darwin
      #else
        struct NingunSistema {}
      #endif
      """
    let block = try #require(parse(source).first?.ifConfig)
    #expect(block.clauses.map(\.keyword) == ["#if", "#elseif", "#else"])
    #expect(block.clauses.map(\.condition) == ["os(Linux) || DEBUG", "canImport(Darwin)", nil])
    #expect(block.clauses[0].nodes.compactMap(\.importDecl).map(\.path) == ["Glibc"])
    #expect(block.clauses[1].nodes.compactMap(\.importDecl).map(\.path) == ["Darwin"])
    #expect(block.clauses[2].nodes.types.map(\.name) == ["NingunSistema"])
    #expect(block.range == 0..<source.utf8.count)
    #expect(block.clauses[1].range.lowerBound == offset(of: "#elseif", in: source))
    #expect(block.clauses[0].bodyStart == offset(of: "\n  import Glibc", in: source))
  }

  @Test("a condition goes on across lines while its parentheses are open, one space per break")
  func multilineCondition() throws {
    let block = try #require(
      parse(
        """
        #if compiler(>=6.0) && (
          os(Linux) || os(macOS))
        struct Moderno {}
        #endif
        """
      ).first?.ifConfig)
    #expect(block.clauses[0].condition == "compiler(>=6.0) && ( os(Linux) || os(macOS))")
    #expect(block.clauses[0].nodes.types.map(\.name) == ["Moderno"])
  }

  @Test("blocks nest, inside types and enums too")
  func nestedBlocks() throws {
    let decl = try #require(
      parse(
        """
        enum Accion {
          case siempre
          #if DEBUG
            case depurar
            #if os(Linux)
              case soloLinux(Int)
            #endif
          #endif
        }
        """
      ).types.first)
    #expect(decl.members.cases.map(\.name) == ["siempre"])
    let outer = try #require(decl.members.compactMap(\.ifConfig).first)
    #expect(outer.clauses[0].nodes.cases.map(\.name) == ["depurar"])
    let inner = try #require(outer.clauses[0].nodes.compactMap(\.ifConfig).first)
    #expect(inner.clauses.map(\.condition) == ["os(Linux)"])
    #expect(inner.clauses[0].nodes.cases.map(\.name) == ["soloLinux"])
  }
}
