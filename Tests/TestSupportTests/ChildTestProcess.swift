import Foundation

/// Runs one XCTest case of this test bundle, `Target.Class/testName`, in a child process with
/// the environment variable `variable` set to `1` (the case skips itself without it), and
/// returns the child's exit status and everything it printed.
///
/// For cases that must fail, or must start in a process where nothing ran before them.
func runTestInChildProcess(
  _ testCase: String, setting variable: String
) throws -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(filePath: CommandLine.arguments[0])
  process.arguments = [testCase]
  process.environment = ProcessInfo.processInfo.environment.merging([variable: "1"]) { $1 }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
