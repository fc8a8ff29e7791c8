import Foundation
import Testing

@testable import Porting

/// The tool on the fixture package, without building: what it writes, what it refuses, and
/// that the input is never changed.
struct PackagePortTests {
  static let contador = fixtures.appendingPathComponent("Contador")

  /// Every file below `url` with its contents.
  static func snapshot(_ url: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: url.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = url.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: full.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[path] = try Data(contentsOf: full)
      }
    }
    return files
  }

  func configuration(output: URL) throws -> PortConfiguration {
    let skips = try SkipList(
      parsing: String(
        contentsOf: fixtures.appendingPathComponent("known-skips.tsv"), encoding: .utf8))
    return PortConfiguration(
      input: Self.contador, output: output, composable: repositoryRoot, skips: skips,
      buildsAndTests: false)
  }

  @Test("the ported package: a manifest by path, the ported files, the support file")
  func writesThePackage() throws {
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let before = try Self.snapshot(Self.contador)
    let report = try Porter.run(configuration(output: output))
    #expect(try Self.snapshot(Self.contador) == before, "the input changed")

    let written = try Self.snapshot(output)
    #expect(
      Set(written.keys) == [
        ".composable-port", "Package.swift", "Sources/Contador/Contador.swift",
        "Tests/ContadorTests/ContadorTests.swift", "Tests/ContadorTests/PortedXCTestSupport.swift",
        "Tests/ContadorTests/PortedDispatchConstants.swift",
      ])
    let manifest = String(decoding: written["Package.swift"]!, as: UTF8.self)
    #expect(manifest.contains(".package(path: \"\(repositoryRoot.standardizedFileURL.path)\")"))
    #expect(
      manifest.contains(
        ".testTarget(name: \"ContadorTests\", dependencies: [\"Contador\", .product(name: \"Runtime\""
      ))
    #expect(
      report.files.map(\.status.rawValue) == ["not built", "UI only", "not built", "skipped"])
    #expect(report.files[3].skipReason == .combine)
    let tests = report.files[2].tests
    #expect(tests.first { $0.name == "ContadorTests.testConPantalla" }?.outcome == .skipped)
    #expect(tests.filter { $0.outcome == .notRun }.count == 7)
    #expect(report.leftOut.isEmpty)
  }

  @Test("a directory that is not a package is a usage error (64)")
  func notAPackage() throws {
    let empty = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: empty) }
    var configuration = try configuration(output: empty.appendingPathComponent("out"))
    configuration.input = fixtures.appendingPathComponent("Contador/Sources")
    #expect {
      try Porter.run(configuration)
    } throws: { error in
      let error = error as! PortError
      return error.exitStatus == 64 && error.message.contains("is not a package")
    }
  }

  @Test("an output inside the input is refused (64), and nothing is written there")
  func outputInsideInput() throws {
    let before = try Self.snapshot(Self.contador)
    let configuration = try configuration(output: Self.contador.appendingPathComponent("out"))
    #expect {
      try Porter.run(configuration)
    } throws: { error in
      (error as! PortError).exitStatus == 64
    }
    try? FileManager.default.removeItem(at: Self.contador.appendingPathComponent("out"))
    #expect(try Self.snapshot(Self.contador) == before)
  }

  @Test("a non-empty output that is not an earlier port is refused")
  func foreignOutput() throws {
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    _ = FileManager.default.createFile(
      atPath: output.appendingPathComponent("mio.txt").path, contents: Data())
    #expect(throws: PortError.self) { try Porter.run(configuration(output: output)) }
  }

  @Test("command-line mistakes are usage errors (64) that say what is wrong; --help succeeds")
  func commandLine() {
    func run(_ arguments: [String]) -> (status: Int32, errors: String) {
      var errors = ""
      let status = PortCommand.main(arguments, output: { _ in }, errors: { errors += $0 })
      return (status, errors)
    }
    #expect(run(["--help"]).status == 0)
    #expect(
      run([]) == (
        64, "composable-port: error: give the directory of a TCA package.\n" + PortCommand.usage
      ))
    #expect(run(["a", "b"]).errors.hasPrefix("composable-port: error: give one package directory"))
    #expect(
      run(["a", "--bogus"]).errors.hasPrefix("composable-port: error: unknown option --bogus."))
    #expect(run(["a", "--test-timeout", "soon"]).status == 64)
    let missing = run(["/nonexistent", "--composable", repositoryRoot.path])
    #expect(missing.status == 64)
    #expect(missing.errors.hasPrefix("composable-port: error: /nonexistent is not a directory."))
  }
}
