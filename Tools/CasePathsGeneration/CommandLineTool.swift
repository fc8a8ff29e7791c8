import SwiftSourceParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `CasePathsGenerator` command: `CasePathsGenerator <input.swift> <output.swift>`.
///
/// It writes the generated case paths of `input.swift` to `output.swift`, rewriting the output
/// only when its contents change, so an unchanged output is not compiled again. On failure it
/// reports `path:line: error: message` and returns a non-zero status, which fails the build.
public enum CommandLineTool {
  /// Runs the command with the process's arguments and exits with its status.
  public static func main() -> Never {
    exit(run(CommandLine.arguments))
  }

  /// Runs the command.
  ///
  /// - Parameters:
  ///   - arguments: The command line, the program's name first.
  ///   - report: Receives error messages; by default they go to standard error.
  /// - Returns: The exit status: 0 on success, 1 when generation fails, 64 for bad usage.
  public static func run(
    _ arguments: [String], report: (String) -> Void = Self.writeToStandardError
  ) -> Int32 {
    guard arguments.count == 3 else {
      report("usage: CasePathsGenerator <input.swift> <output.swift>")
      return 64
    }
    let input = arguments[1]
    let output = arguments[2]
    do {
      let source = try FileSystem.contents(of: input)
      let fileName = input.split(separator: "/").last.map(String.init) ?? input
      let generated = try generateCasePaths(source: source, fileName: fileName)
      if (try? FileSystem.contents(of: output)) != generated {
        try FileSystem.replaceContents(of: output, with: generated)
      }
      return 0
    } catch let error as GenerationError {
      report(error.diagnostic(path: input))
    } catch let error as FileSystem.Failure {
      report("\(input):1: error: \(error.message)")
    } catch {
      report("\(input):1: error: \(error)")
    }
    return 1
  }

  /// Writes `message` and a line break to standard error.
  public static func writeToStandardError(_ message: String) {
    FileSystem.writeToStandardError(message)
  }
}
