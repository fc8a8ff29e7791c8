import Foundation

/// Ports a TCA package, builds it against this library, runs its tests, and reports.
public enum Porter {
  /// Runs the whole port that `configuration` describes.
  public static func run(_ configuration: PortConfiguration) throws(PortError) -> Report {
    let input = configuration.input.standardizedFileURL.resolvingSymlinksInPath()
    let package = try InputPackage.read(at: input)
    let output = try prepareOutput(configuration.output, input: input)
    var port = PortedPackage.port(package, skips: configuration.skips, options: configuration)
    try port.write(to: output, composable: configuration.composable)
    var report = Report(
      input: input.path, commit: gitCommit(of: input), output: output.path, files: port.reports,
      leftOut: package.leftOut.map { Report.LeftOut(path: $0.path, reason: $0.reason) })
    guard configuration.buildsAndTests else {
      port.markNotBuilt()
      report.files = port.reports
      return report
    }

    let builder = Builder(output: output, configuration: configuration)
    report.buildFailure = try builder.buildExcludingFailures(&port)
    report.files = port.reports
    guard report.buildFailure == nil, port.hasTests else { return report }
    let results = try builder.runTests(port)
    port.record(results)
    report.files = port.reports
    return report
  }

  /// Checks `output` is not inside the input and holds nothing but an earlier port; empties
  /// its sources (an earlier build folder stays, to be reused).
  static func prepareOutput(_ output: URL, input: URL) throws(PortError) -> URL {
    let files = FileManager.default
    let resolved = resolvedPath(of: output)
    if resolved.path == input.path || resolved.path.hasPrefix(input.path + "/") {
      throw .usage(
        "the output directory \(resolved.path) is inside the input package; the input is never "
          + "changed. Choose an --output elsewhere.")
    }
    do {
      try files.createDirectory(at: resolved, withIntermediateDirectories: true)
    } catch {
      throw .usage("cannot create the output directory \(resolved.path): \(error)")
    }
    let marker = resolved.appendingPathComponent(".composable-port")
    let entries = (try? files.contentsOfDirectory(atPath: resolved.path)) ?? []
    if !entries.isEmpty, !files.fileExists(atPath: marker.path) {
      throw .usage(
        "the output directory \(resolved.path) is not empty and was not written by "
          + "composable-port; choose an empty or new directory.")
    }
    for entry in ["Sources", "Tests", "Excluded", "Package.swift", "report.json"] {
      try? files.removeItem(at: resolved.appendingPathComponent(entry))
    }
    _ = files.createFile(atPath: marker.path, contents: Data("composable-port output\n".utf8))
    return resolved
  }

  /// `url` with its symbolic links resolved, even where it does not exist yet (resolving its
  /// nearest existing ancestor), so that it compares with the input's resolved path.
  static func resolvedPath(of url: URL) -> URL {
    var existing = url.standardizedFileURL
    var rest: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      rest.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }
  }

  /// The commit checked out at `directory`, if it is in a git repository.
  static func gitCommit(of directory: URL) -> String? {
    guard
      let result = try? ProcessRunner.run(
        ["git", "-C", directory.path, "rev-parse", "HEAD"], limit: 30),
      result.status == 0
    else { return nil }
    let commit = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return commit.count == 40 ? commit : nil
  }
}
