import Foundation
import Porting
import Testing

/// The known skips are data: path, test, reason, detail.
struct SkipListTests {
  @Test("entries for a whole file, a folder and one test, matched at the end of a path")
  func matching() throws {
    let list = try SkipList(
      parsing: """
        # a comment

        Tests/ATests/Vistas.swift\t*\trendered-view\thosts a view
        Tests/MacroTests\t*\timplementation\tTCA's macro expansions
        ATests/Store.swift\ttestPublisher\tcombine\treads a publisher
        """)
    #expect(list.entries.count == 3)
    let vistas = ["", "repo", "Tests", "ATests", "Vistas.swift"]
    #expect(list.wholeFile(vistas)?.reason == .renderedView)
    #expect(
      list.wholeFile(["", "repo", "Tests", "MacroTests", "Sub", "X.swift"])?.reason
        == .implementation)
    #expect(list.wholeFile(["", "Tests", "ATests", "Store.swift"]) == nil)
    #expect(
      list.tests(in: ["", "Tests", "ATests", "Store.swift"]).map(\.test) == ["testPublisher"])
    #expect(list.wholeFile(["", "OtherVistas.swift"]) == nil)
  }

  @Test("an unknown reason is a data error (65) naming the line and the reasons")
  func unknownReason() {
    #expect {
      try SkipList(parsing: "a.swift\t*\tslow\twhy", name: "skips.tsv")
    } throws: { error in
      let error = error as! PortError
      return error.exitStatus == 65 && error.message.hasPrefix("skips.tsv:1: unknown reason 'slow'")
        && error.message.contains("combine, main-queue")
    }
  }

  @Test("a line without four fields is a data error")
  func missingFields() {
    #expect(throws: PortError.self) { try SkipList(parsing: "a.swift\t*\tcombine") }
  }

  @Test("the repository's own skip list reads")
  func repositoryList() throws {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Tools/Porting/known-skips.tsv"),
      encoding: .utf8)
    let list = try SkipList(parsing: text)
    #expect(list.entries.allSatisfy { !$0.detail.isEmpty })
    let keys = list.entries.map { $0.path.joined(separator: "/") + " " + ($0.test ?? "*") }
    #expect(Set(keys).count == keys.count, "an entry is listed twice")
  }
}
