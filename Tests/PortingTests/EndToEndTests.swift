import Foundation
import Testing

@testable import Porting

/// The one test that builds: the fixture package ported, built against this repository, its
/// tests run. A clean build of Runtime takes minutes on a small machine, so it runs only when
/// `PORT_END_TO_END=1` is set (CONTRIBUTING.md shows the command).
struct EndToEndTests {
  @Test(
    "the fixture builds against this repository; its tests pass, fail and skip as written",
    .enabled(if: ProcessInfo.processInfo.environment["PORT_END_TO_END"] == "1"))
  func fixture() throws {
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let skips = try SkipList(
      parsing: String(
        contentsOf: fixtures.appendingPathComponent("known-skips.tsv"), encoding: .utf8))
    let report = try Porter.run(
      PortConfiguration(
        input: fixtures.appendingPathComponent("Contador"), output: output,
        composable: repositoryRoot, skips: skips))
    #expect(report.buildFailure == nil)
    #expect(report.files.map(\.status) == [.compiles, .uiOnly, .compiles, .skipped])
    let outcomes = Dictionary(uniqueKeysWithValues: report.tests.map { ($0.name, $0.outcome) })
    #expect(
      outcomes == [
        "ContadorTests.testIncrementar": .passed,
        "ContadorTests.testEstadoInicial": .passed,
        "ContadorTests.testEspera": .passed,
        "ContadorTests.testNanosegundos": .passed,
        "ContadorTests.testFallaEsperada": .passed,
        "ContadorTests.testFalla": .failed,
        "ContadorTests.testMensajeDistinto": .wordingDiffers,
        "ContadorTests.testConPantalla": .skipped,
        "PublicadorTests.testPublica": .skipped,
      ])
    #expect(report.exitStatus == 1)
  }
}
