import Foundation

/// The report as text: a table of files, then the tests that did not pass, the skips with their
/// reasons, the adaptations, and the missing APIs.
extension Report {
  /// The report for a person to read.
  public func render(verbose: Bool = false) -> String {
    var lines: [String] = []
    lines.append("composable-port: \(input)" + (commit.map { " (commit \($0))" } ?? ""))
    lines.append("ported package: \(output)")
    if let buildFailure {
      lines.append("")
      lines.append("error: the build failed, and no ported file is to blame:")
      lines.append(buildFailure)
    }
    lines.append("")
    let header = [
      "file", "compiles", "tests", "pass", "fail", "wording", "skip", "no build", "other",
    ]
    var rows = [header]
    for file in files {
      let compiles =
        switch file.status {
        case .compiles: "yes"
        case .doesNotCompile: "no"
        case .skipped: "skipped"
        case .uiOnly: "UI only"
        case .notBuilt: "not built"
        }
      let tests = file.tests
      let other = tests.count {
        [.hung, .crashed, .notRun, .skippedAtRunTime].contains($0.outcome)
      }
      rows.append([
        file.path, compiles, "\(tests.count)", "\(tests.count { $0.outcome == .passed })",
        "\(tests.count { $0.outcome == .failed })",
        "\(tests.count { $0.outcome == .wordingDiffers })",
        "\(tests.count { $0.outcome == .skipped })",
        "\(tests.count { $0.outcome == .doesNotCompile })", "\(other)",
      ])
    }
    let compiled = files.count { $0.status == .compiles }
    let other =
      tests.count - count(.passed) - count(.failed) - count(.wordingDiffers) - count(.skipped)
      - count(.doesNotCompile)
    rows.append([
      "total: \(files.count) files", "\(compiled)", "\(tests.count)", "\(count(.passed))",
      "\(count(.failed))", "\(count(.wordingDiffers))", "\(count(.skipped))",
      "\(count(.doesNotCompile))", "\(other)",
    ])
    lines += Self.table(rows)

    let unwell = files.flatMap { file in
      file.tests.filter {
        ![.passed, .skipped, .wordingDiffers].contains($0.outcome)
          && !($0.outcome == .notRun && file.status == .doesNotCompile)
      }.map { (file, $0) }
    }
    if !unwell.isEmpty {
      lines.append("")
      lines.append("Tests that did not pass:")
      for (file, test) in unwell {
        let note = test.note.map { ": \($0)" } ?? ""
        lines.append("  \(test.outcome.rawValue)  \(test.name) (\(file.path))\(note)")
      }
    }

    let skips =
      files.compactMap { file in
        file.skipReason.map { "  \(file.path) (whole file): \($0.rawValue) — \(file.note ?? "")" }
      }
      + files.flatMap { file in
        file.tests.filter { $0.outcome == .skipped }.map {
          "  \($0.name) (\(file.path)): \($0.skipReason?.rawValue ?? "") — \($0.note ?? "")"
        }
      }
    if !skips.isEmpty || !leftOut.isEmpty {
      lines.append("")
      lines.append("Skipped, with why:")
      lines += skips
      lines += leftOut.map { "  \($0.path)/ (folder): \($0.reason)" }
    }

    let worded = files.flatMap { file in
      file.tests.filter { $0.outcome == .wordingDiffers }.map { (file, $0) }
    }
    if !worded.isEmpty {
      lines.append("")
      lines.append("Failures that came as expected, worded differently here:")
      for (file, test) in worded {
        let note =
          test.note.map {
            ": " + $0.replacingOccurrences(of: ExpectFailureSupport.wordingMarker + " ", with: "")
          } ?? ""
        lines.append("  \(test.name) (\(file.path))\(note)")
      }
    }

    let missing = missingAPIs
    let unnamed = files.flatMap { file in file.errors.filter { $0.missingAPI == nil } }
    if !missing.isEmpty || !unnamed.isEmpty {
      lines.append("")
      lines.append("APIs this library lacks (from the compile errors):")
      for entry in missing {
        let where_ = entry.files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        lines.append(
          "  \(entry.api) — \(entry.errors) error\(entry.errors == 1 ? "" : "s") in "
            + where_.joined(separator: ", "))
      }
      for error in unnamed.prefix(verbose ? .max : 20) {
        lines.append("  (other) \(error.file):\(error.line): \(error.message)")
      }
      if !verbose, unnamed.count > 20 {
        lines.append("  … \(unnamed.count - 20) more errors that name no API (--verbose)")
      }
    }

    let adapted = files.flatMap { file in
      file.changes.filter { $0.kind == .adapted }.map { (file.path, $0) }
    }
    let dropped = files.flatMap { file in
      file.changes.filter { $0.kind == .dropped }.map { (file.path, $0) }
    }
    if !adapted.isEmpty || !dropped.isEmpty {
      lines.append("")
      lines.append(
        "Changed by rule: \(dropped.count) UI declarations left out, \(adapted.count) "
          + "adaptations to Linux's XCTest" + (verbose ? ":" : " (--verbose lists them)"))
      if verbose {
        for (path, change) in dropped + adapted {
          lines.append("  \(path):\(change.line): \(change.message)")
        }
      }
    }
    lines.append("")
    lines.append(
      "\(compiled) of \(files.count) files compile; \(count(.passed)) of \(tests.count) tests "
        + "pass, \(count(.failed)) fail, \(count(.skipped)) skipped"
        + (count(.doesNotCompile) > 0 ? ", \(count(.doesNotCompile)) do not compile" : "")
        + (count(.wordingDiffers) > 0 ? ", \(count(.wordingDiffers)) worded differently" : "")
        + (count(.hung) > 0 ? ", \(count(.hung)) hung" : "")
        + (count(.crashed) > 0 ? ", \(count(.crashed)) crashed" : "") + ".")
    return lines.joined(separator: "\n")
  }

  /// `rows` as columns padded to their widest cell; numbers aligned right.
  static func table(_ rows: [[String]]) -> [String] {
    guard let first = rows.first else { return [] }
    let widths = first.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
