import Foundation

/// The input's files after the port, where each was written, and what became of each.
struct PortedPackage {
  struct File {
    /// Relative to the input.
    var path: String
    var target: String
    var role: TargetRole
    /// Relative to the output; `nil` when the file is not written (skipped, UI only).
    var outputPath: String?
    var text: String?
    var imports: [String]
    var tests: [TestMethod]
    var report: FileReport
    /// Whether the text names Darwin's nanosecond constants, which the port declares.
    var usesDispatchConstants = false
  }

  var files: [File]
  var targetOrder: [(name: String, role: TargetRole)]
  var composablePath = ""
  /// The input's folder name, which names the ported package.
  var packageName = ""

  var reports: [FileReport] { files.map(\.report) }
  var hasTests: Bool { files.contains { $0.report.status == .compiles && !$0.tests.isEmpty } }

  /// Ports every file of `package`.
  static func port(
    _ package: InputPackage, skips: SkipList, options: PortConfiguration
  ) -> PortedPackage {
    let root = package.root
    func read(_ path: String) -> String? {
      try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    // The package's UI types, twice over so that a view deriving from another file's counts.
    var uiTypes: Set<String> = []
    for _ in 0..<2 {
      for target in package.targets {
        for path in target.files {
          if let text = read(path),
            let names = try? SourcePort.uiTypeNames(in: text, known: uiTypes)
          {
            uiTypes.formUnion(names)
          }
        }
      }
    }
    var files: [File] = []
    for target in package.targets {
      for path in target.files {
        let components = root.appendingPathComponent(path).pathComponents
        let inside = String(path.dropFirst(target.folder.count + 1))
        let folder = target.role == .test ? "Tests" : "Sources"
        let testSkips = skips.tests(in: components)
        let wholeFile = skips.wholeFile(components)
        var file = File(
          path: path, target: target.name, role: target.role,
          outputPath: "\(folder)/\(target.name)/\(inside)", text: nil, imports: [], tests: [],
          report: FileReport(path: path, target: target.name, role: target.role, status: .compiles))
        guard let source = read(path) else {
          file.outputPath = nil
          file.report.status = .doesNotCompile
          file.report.note = "cannot be read as UTF-8 text"
          files.append(file)
          continue
        }
        let portOptions = PortOptions(
          role: target.role == .test ? .test : .source, uiTypes: uiTypes,
          skippedTests: Set(testSkips.compactMap(\.test)), waitTimeout: options.waitTimeout)
        do {
          let ported = try SourcePort.port(source, options: portOptions)
          file.text = ported.text
          file.imports = ported.imports
          file.tests = ported.tests
          file.report.changes = ported.changes
          file.usesDispatchConstants = ported.usesDispatchConstants
          for test in ported.skippedTests {
            let entry = testSkips.first { $0.test == test.name || $0.test == test.qualifiedName }
            file.report.tests.append(
              TestReport(
                name: test.qualifiedName, outcome: .skipped, skipReason: entry?.reason,
                note: entry?.detail))
          }
          if ported.isEmpty {
            file.outputPath = nil
            file.report.status = .uiOnly
          }
        } catch {
          file.text = source
          file.report.note =
            "could not be parsed (line \(error.line): \(error.message)); copied unchanged"
        }
        if let entry = wholeFile {
          file.outputPath = nil
          file.report.status = .skipped
          file.report.skipReason = entry.reason
          file.report.note = entry.detail
          file.report.tests = file.tests.map {
            TestReport(
              name: $0.qualifiedName, outcome: .skipped, skipReason: entry.reason,
              note: entry.detail)
          }
          file.tests = []
        }
        files.append(file)
      }
    }
    return PortedPackage(
      files: files, targetOrder: package.targets.map { ($0.name, $0.role) },
      packageName: root.lastPathComponent)
  }

  /// The targets that still hold a written file, each depending on the others it imports.
  func manifestTargets() -> [Manifest.Target] {
    let written = files.filter { $0.outputPath != nil }
    let names = Set(targetOrder.map(\.name)).filter { name in
      written.contains { $0.target == name }
    }
    return targetOrder.filter { names.contains($0.name) }.map { target in
      let imported = written.filter { $0.target == target.name }.flatMap(\.imports)
      var dependencies: [String] = []
      for module in imported
      where names.contains(module) && module != target.name && !dependencies.contains(module) {
        dependencies.append(module)
      }
      return Manifest.Target(name: target.name, role: target.role, dependencies: dependencies)
    }
  }

  /// Writes the ported files, the support files and the manifest.
  mutating func write(to output: URL, composable: URL) throws(PortError) {
    composablePath = composable.standardizedFileURL.path
    for file in files {
      guard let path = file.outputPath, let text = file.text else { continue }
      try Self.write(text, to: output.appendingPathComponent(path))
    }
    try writeManifest(to: output)
  }

  func writeManifest(to output: URL) throws(PortError) {
    let targets = manifestTargets()
    for target in targets where target.role == .test {
      try Self.write(
        ExpectFailureSupport.source,
        to: output.appendingPathComponent("Tests/\(target.name)/\(ExpectFailureSupport.fileName)"))
    }
    for target in targets {
      let folder = target.role == .test ? "Tests" : "Sources"
      let url = output.appendingPathComponent(
        "\(folder)/\(target.name)/\(DispatchConstantsSupport.fileName)")
      let needed = files.contains {
        $0.target == target.name && $0.outputPath != nil && $0.usesDispatchConstants
      }
      if needed {
        try Self.write(DispatchConstantsSupport.source, to: url)
      } else {
        // A file left out since the last write may have been the one that needed it.
        try? FileManager.default.removeItem(at: url)
      }
    }
    try Self.write(
      Manifest.render(targets: targets, composablePath: composablePath, name: packageName),
      to: output.appendingPathComponent("Package.swift"))
  }

  /// Takes the file written at `outputPath` out of the package, because of `errors`.
  mutating func exclude(outputPath: String, errors: [CompileError], output: URL) {
    guard let index = files.firstIndex(where: { $0.outputPath == outputPath }) else { return }
    let from = output.appendingPathComponent(outputPath)
    let to = output.appendingPathComponent("Excluded/\(outputPath)")
    try? FileManager.default.createDirectory(
      at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileManager.default.moveItem(at: from, to: to)
    files[index].outputPath = nil
    files[index].report.status = .doesNotCompile
    files[index].report.errors = errors
    if files[index].report.changes.contains(where: { $0.message.contains("`import Combine`") }) {
      files[index].report.note = "it imported Combine, which Linux lacks"
    }
    files[index].report.tests += files[index].tests.map {
      TestReport(name: $0.qualifiedName, outcome: .notRun, note: "its file does not compile")
    }
    files[index].tests = []
  }

  /// Leaves `functions` out of the file written at `outputPath`, because they do not compile:
  /// a test among them is reported as not compiling, any other function as a change.
  mutating func leaveOut(
    _ functions: [String: (span: FunctionSpan, errors: [CompileError])], of outputPath: String,
    output: URL
  ) throws(PortError) {
    guard let index = files.firstIndex(where: { $0.outputPath == outputPath }) else { return }
    let url = output.appendingPathComponent(outputPath)
    guard let text = try? String(contentsOf: url, encoding: .utf8),
      let shrunk = try? SourcePort.removing(functions: Set(functions.keys), from: text)
    else {
      exclude(
        outputPath: outputPath, errors: functions.values.flatMap(\.errors), output: output)
      return
    }
    try Self.write(shrunk, to: url)
    for (name, entry) in functions.sorted(by: { $0.key < $1.key }) {
      files[index].report.errors += entry.errors
      let first = entry.errors.first.map { "line \($0.line): \($0.message)" } ?? ""
      if entry.span.isTest {
        files[index].tests.removeAll { $0.qualifiedName == name }
        files[index].report.tests.append(
          TestReport(name: name, outcome: .doesNotCompile, note: first))
      } else if entry.span.kind == .type {
        // A test class that does not compile takes its tests with it.
        let lost = files[index].tests.filter { $0.type == entry.span.name }
        files[index].tests.removeAll { $0.type == entry.span.name }
        files[index].report.tests += lost.map {
          TestReport(
            name: $0.qualifiedName, outcome: .doesNotCompile, note: "its type \(name): \(first)")
        }
        files[index].report.changes.append(
          PortChange(
            .skipped, line: entry.span.lines.lowerBound,
            "left out \(name): it does not compile here (\(first))"))
      } else {
        files[index].report.changes.append(
          PortChange(
            .skipped, line: entry.span.lines.lowerBound,
            "left out \(name): it does not compile here (\(first))"))
      }
    }
  }

  /// Marks the written files as not built, their tests as not run (`--no-build`).
  mutating func markNotBuilt() {
    for index in files.indices where files[index].report.status == .compiles {
      files[index].report.status = .notBuilt
      files[index].report.tests += files[index].tests.map {
        TestReport(name: $0.qualifiedName, outcome: .notRun, note: "not built (--no-build)")
      }
      files[index].tests = []
    }
  }

  /// The written file that `generatedPath` (absolute, as the compiler prints it) is.
  func outputPath(forGenerated generatedPath: String, output: URL) -> String? {
    let prefix = output.path + "/"
    guard generatedPath.hasPrefix(prefix) else { return nil }
    let relative = String(generatedPath.dropFirst(prefix.count))
    return files.contains { $0.outputPath == relative } ? relative : nil
  }

  /// The input file written at `outputPath`.
  func inputPath(of outputPath: String) -> String? {
    files.first { $0.outputPath == outputPath }?.path
  }

  /// Records how each test of a compiled file ended.
  mutating func record(_ results: TestResults) {
    for index in files.indices where files[index].report.status == .compiles {
      for test in files[index].tests {
        let key = test.isSwiftTesting ? test.name : test.qualifiedName
        var result = results.outcomes[key] ?? (.notRun, "the test run did not reach it")
        if result.outcome == .failed,
          result.note?.contains(ExpectFailureSupport.wordingMarker) == true
        {
          result.outcome = .wordingDiffers
        }
        files[index].report.tests.append(
          TestReport(name: test.qualifiedName, outcome: result.outcome, note: result.note))
      }
      files[index].tests = []
    }
  }

  static func write(_ text: String, to url: URL) throws(PortError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    } catch {
      throw PortError("cannot write \(url.path): \(error)", exitStatus: 73)
    }
  }
}

/// How each test that ran ended, by its XCTest name (`Type.name`) or Swift Testing name.
struct TestResults {
  var outcomes: [String: (outcome: TestOutcome, note: String?)] = [:]
}
