import Foundation
import Testing

@testable import Porting

/// Darwin's nanosecond constants, which Linux's Dispatch lacks: declared in the target of a file
/// that names them, and only there.
struct DispatchConstantsTests {
  @Test("a file naming NSEC_PER_SEC is marked, and each constant's first use is a change")
  func marksTheFile() {
    let result = ported(
      """
      import Foundation
      let espera = UInt64(0.5 * Double(NSEC_PER_SEC))
      let otra = 2 * NSEC_PER_SEC + NSEC_PER_MSEC
      """)
    #expect(result.usesDispatchConstants)
    #expect(
      result.changes.filter { $0.kind == .adapted }.map(\.line) == [2, 3],
      "one change for NSEC_PER_SEC (line 2), one for NSEC_PER_MSEC (line 3)")
    #expect(result.changes.contains { $0.message.contains("`NSEC_PER_MSEC` is declared in") })
  }

  @Test("a file that names none, or names one only in a left-out view, is not marked")
  func leavesOthersAlone() {
    #expect(!ported("let segundos: UInt64 = 1_000_000_000").usesDispatchConstants)
    let result = ported(
      """
      import SwiftUI
      struct Pantalla: View {
        var body: some View { Text("\\(NSEC_PER_SEC)") }
      }
      """)
    #expect(!result.usesDispatchConstants)
  }

  @Test("the declarations carry Darwin's types and values")
  func declarations() {
    let source = DispatchConstantsSupport.source
    #expect(source.contains("let NSEC_PER_SEC: UInt64 = 1_000_000_000\n"))
    #expect(source.contains("let NSEC_PER_MSEC: UInt64 = 1_000_000\n"))
    #expect(source.contains("let NSEC_PER_USEC: UInt64 = 1_000\n"))
    #expect(source.contains("let USEC_PER_SEC: UInt64 = 1_000_000\n"))
  }

  @Test("the port writes the file into the target that needs it, and into no other")
  func writtenWhereNeeded() throws {
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    // The fixture's tests name NSEC_PER_SEC; its sources do not.
    let report = try Porter.run(
      PortConfiguration(
        input: fixtures.appendingPathComponent("Contador"), output: output,
        composable: repositoryRoot, buildsAndTests: false))
    let written = { (path: String) in
      FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path)
    }
    #expect(written("Tests/ContadorTests/\(DispatchConstantsSupport.fileName)"))
    #expect(!written("Sources/Contador/\(DispatchConstantsSupport.fileName)"))
    let tests = report.files.first { $0.path.hasSuffix("ContadorTests.swift") }
    #expect(tests?.changes.contains { $0.message.hasPrefix("`NSEC_PER_SEC` is declared") } == true)
    #expect(tests?.changes.contains { $0.message.hasPrefix("`NSEC_PER_MSEC` is declared") } == true)
  }
}
