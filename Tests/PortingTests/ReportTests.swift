import Foundation
import Porting
import Testing

/// The report: a table per file, the tests that did not pass, the skips with their reasons, the
/// missing APIs, and the exit status.
struct ReportTests {
  static let report = Report(
    input: "/in", commit: "abc", output: "/out",
    files: [
      FileReport(
        path: "Tests/A.swift", target: "ATests", role: .test, status: .compiles,
        tests: [
          TestReport(name: "A.testUno", outcome: .passed),
          TestReport(name: "A.testDos", outcome: .failed, note: "XCTAssertEqual failed"),
          TestReport(name: "A.testTres", outcome: .skipped, skipReason: .wording, note: "message"),
        ]),
      FileReport(
        path: "Tests/B.swift", target: "ATests", role: .test, status: .doesNotCompile,
        errors: [
          CompileError(file: "Tests/B.swift", line: 3, message: "cannot find 'ViewStore' in scope"),
          CompileError(file: "Tests/B.swift", line: 9, message: "cannot find 'ViewStore' in scope"),
        ],
        tests: [TestReport(name: "B.testB", outcome: .notRun)]),
      FileReport(
        path: "Tests/C.swift", target: "ATests", role: .test, status: .skipped,
        skipReason: .combine, note: "a publisher"),
    ],
    leftOut: [Report.LeftOut(path: "Sources/ComposableArchitecture", reason: "stood in for")])

  @Test("the table, the failures, the skips and the missing APIs")
  func rendering() {
    let text = Self.report.render()
    #expect(text.contains("composable-port: /in (commit abc)"))
    #expect(
      text.contains("Tests/A.swift        yes      3     1     1        0     1         0      0"))
    #expect(
      text.contains("Tests/B.swift         no      1     0     0        0     0         0      1"))
    #expect(text.contains("  failed  A.testDos (Tests/A.swift): XCTAssertEqual failed"))
    #expect(text.contains("  A.testTres (Tests/A.swift): wording — message"))
    #expect(text.contains("  Tests/C.swift (whole file): combine — a publisher"))
    #expect(text.contains("  ViewStore — 2 errors in B.swift"))
    #expect(text.hasSuffix("1 of 3 files compile; 1 of 4 tests pass, 1 fail, 1 skipped."))
  }

  @Test("exit status: 1 when a file does not compile or a test fails, 2 for a build failure")
  func exitStatus() {
    #expect(Self.report.exitStatus == 1)
    var clean = Self.report
    clean.files = [clean.files[2]]
    #expect(clean.exitStatus == 0)
    clean.buildFailure = "linker"
    #expect(clean.exitStatus == 2)
  }

  @Test("the report encodes as JSON and decodes back")
  func json() throws {
    let data = try JSONEncoder().encode(Self.report)
    let decoded = try JSONDecoder().decode(Report.self, from: data)
    #expect(decoded.files.map(\.status) == [.compiles, .doesNotCompile, .skipped])
    #expect(decoded.missingAPIs.map(\.api) == ["ViewStore"])
  }
}
