import Foundation

/// The `composable-port` command: reads its arguments, runs the port, prints the report.
public enum PortCommand {
  /// The usage text, printed by `--help` and after a usage error.
  public static let usage = """
    usage: composable-port <package-directory> [options]

    Ports a TCA package to this library in a package of its own (the input is never changed),
    builds it, runs its tests, and prints per file and per test what compiles, passes, fails or
    is skipped (with why), and the APIs this library lacks.

    options:
      --output DIR          where to write the ported package (default: a temporary directory)
      --composable PATH     this library's repository (default: found from the tool's own
                            location or the current directory, else $COMPOSABLE_PATH)
      --skips FILE          the known skips (default: Tools/Porting/known-skips.tsv there)
      --scratch-path DIR    a build folder to share between runs
      --test-timeout SECS   a test silent this long counts as hung and is stopped (default 120)
      --build-timeout SECS  a build running this long is stopped (default 3600)
      --no-build            write the ported package and report, without building
      --json                print the report as JSON (it is also written to OUTPUT/report.json)
      --verbose             list every change made by rule and every compile error
      --help                print this

    exit status: 0 every ported file compiles and every test that ran passed; 1 a file does
    not compile or a test failed, hung or crashed; 2 the build failed with nothing to blame on
    a ported file; 64 a usage error (a bad option, a directory that is not a package); 65 a
    malformed skip list.
    """

  /// What the arguments ask for.
  struct Arguments {
    var input: String?
    var output: String?
    var composable: String?
    var skips: String?
    var scratchPath: String?
    var testTimeout: TimeInterval = 120
    var buildTimeout: TimeInterval = 3600
    var buildsAndTests = true
    var json = false
    var verbose = false
    var help = false

    init(_ arguments: [String]) throws(PortError) {
      var rest = arguments[...]
      func value(for option: String) throws(PortError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("--") else {
          throw .usage("\(option) needs a value.")
        }
        return value
      }
      func seconds(for option: String) throws(PortError) -> TimeInterval {
        let text = try value(for: option)
        guard let number = TimeInterval(text), number > 0 else {
          throw .usage("\(option) needs a number of seconds; got '\(text)'.")
        }
        return number
      }
      while let argument = rest.popFirst() {
        switch argument {
        case "--output": output = try value(for: argument)
        case "--composable": composable = try value(for: argument)
        case "--skips": skips = try value(for: argument)
        case "--scratch-path": scratchPath = try value(for: argument)
        case "--test-timeout": testTimeout = try seconds(for: argument)
        case "--build-timeout": buildTimeout = try seconds(for: argument)
        case "--no-build": buildsAndTests = false
        case "--json": json = true
        case "--verbose": verbose = true
        case "--help", "-h": help = true
        default:
          if argument.hasPrefix("-") { throw .usage("unknown option \(argument).") }
          if input != nil { throw .usage("give one package directory; got also \(argument).") }
          input = argument
        }
      }
      if input == nil && !help { throw .usage("give the directory of a TCA package.") }
    }
  }

  /// Runs the command with `arguments` (without the program's name), printing the report with
  /// `output` and errors with `errors`; returns the exit status.
  public static func main(
    _ arguments: [String], output: (String) -> Void = { print($0) },
    errors: (String) -> Void = writeToStandardError
  ) -> Int32 {
    do {
      let parsed = try Arguments(arguments)
      if parsed.help {
        output(usage)
        return 0
      }
      let configuration = try configuration(for: parsed)
      let report = try Porter.run(configuration)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let data = (try? encoder.encode(JSONReport(report))) ?? Data()
      // The report stays with the ported package too, for later reading.
      try? data.write(to: URL(fileURLWithPath: report.output).appendingPathComponent("report.json"))
      if parsed.json {
        output(String(decoding: data, as: UTF8.self))
      } else {
        output(report.render(verbose: parsed.verbose))
      }
      return report.exitStatus
    } catch {
      errors("composable-port: error: \(error.message)")
      if error.exitStatus == 64 { errors("\n" + usage) }
      return error.exitStatus
    }
  }

  static func configuration(for arguments: Arguments) throws(PortError) -> PortConfiguration {
    let files = FileManager.default
    let current = URL(fileURLWithPath: files.currentDirectoryPath)
    let input = URL(fileURLWithPath: arguments.input ?? ".", relativeTo: current)
    _ = try InputPackage.read(at: input)  // a usage error first, before looking further
    let composable = try locateComposable(arguments.composable, from: current)
    let skipsPath =
      arguments.skips
      ?? composable.appendingPathComponent("Tools/Porting/known-skips.tsv").path
    var skips = SkipList()
    if arguments.skips != nil || files.fileExists(atPath: skipsPath) {
      guard let text = try? String(contentsOfFile: skipsPath, encoding: .utf8) else {
        throw .usage("cannot read the skip list \(skipsPath).")
      }
      skips = try SkipList(parsing: text, name: skipsPath)
    }
    let name = input.standardizedFileURL.lastPathComponent
    let output =
      arguments.output.map { URL(fileURLWithPath: $0, relativeTo: current) }
      ?? files.temporaryDirectory.appendingPathComponent("composable-port-\(name)")
    return PortConfiguration(
      input: input, output: output, composable: composable, skips: skips,
      scratchPath: arguments.scratchPath.map { URL(fileURLWithPath: $0, relativeTo: current) },
      testTimeout: arguments.testTimeout, buildTimeout: arguments.buildTimeout,
      buildsAndTests: arguments.buildsAndTests,
      log: { writeToStandardError("composable-port: \($0)") })
  }

  /// This library's repository: `--composable`, else the first directory holding its
  /// Package.swift above the tool's executable or the current directory, else
  /// `$COMPOSABLE_PATH`.
  static func locateComposable(_ given: String?, from current: URL) throws(PortError) -> URL {
    if let given {
      let url = URL(fileURLWithPath: given, relativeTo: current).standardizedFileURL
      guard isComposable(url) else {
        throw .usage(
          "--composable \(given): no Package.swift of this library (package 'Composable') there.")
      }
      return url
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0], relativeTo: current)
      .resolvingSymlinksInPath()
    for start in [executable.deletingLastPathComponent(), current] {
      var directory = start.standardizedFileURL
      while directory.path != "/" {
        if isComposable(directory) { return directory }
        directory.deleteLastPathComponent()
      }
    }
    if let path = ProcessInfo.processInfo.environment["COMPOSABLE_PATH"] {
      return URL(fileURLWithPath: path)
    }
    throw .usage(
      "cannot find this library's repository; pass --composable PATH (the folder holding its "
        + "Package.swift).")
  }

  static func isComposable(_ directory: URL) -> Bool {
    let manifest = directory.appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
    return text.contains("name: \"Composable\"") && text.contains("composable-port")
  }

  /// Writes `message` and a line break to standard error.
  public static func writeToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}

/// The report as `--json` prints it: everything in the report, with the totals and the
/// missing APIs worked out.
struct JSONReport: Encodable {
  var report: Report
  var missingAPIs: [Report.MissingAPI]
  var totals: [String: Int]
  var exitStatus: Int32

  init(_ report: Report) {
    self.report = report
    missingAPIs = report.missingAPIs
    var totals = [
      "files": report.files.count,
      "filesCompiling": report.files.count { $0.status == .compiles },
      "tests": report.tests.count,
    ]
    for outcome in [
      TestOutcome.passed, .failed, .wordingDiffers, .skipped, .doesNotCompile, .hung, .crashed,
      .notRun, .skippedAtRunTime,
    ] {
      totals[outcome.rawValue] = report.count(outcome)
    }
    self.totals = totals
    exitStatus = report.exitStatus
  }
}
