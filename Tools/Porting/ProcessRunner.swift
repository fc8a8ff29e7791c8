import Foundation
import Synchronization

/// Runs a command, streaming its output, and stops it when it runs too long or stays silent
/// too long.
struct ProcessRunner {
  /// What a run printed and how it ended.
  struct Result {
    var output: String
    var status: Int32
    /// Why the run was stopped: `nil` when it ended by itself.
    var stopped: String?
  }

  /// Runs `arguments[0]` (looked up on `PATH`) with the rest as arguments, in `directory`.
  /// `onLine` sees each line of output as it arrives and may ask to stop by returning a reason;
  /// `silence` stops it when no line came for that many seconds, `limit` when it ran that long.
  static func run(
    _ arguments: [String], in directory: URL? = nil, limit: TimeInterval,
    silence: TimeInterval? = nil, onLine: @escaping @Sendable (Substring) -> Void = { _ in }
  ) throws(PortError) -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let state = Mutex(Stream())
    pipe.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      let lines = state.withLock { $0.append(data) }
      for line in lines { onLine(line) }
    }
    do {
      try process.run()
    } catch {
      throw PortError("could not run \(arguments[0]): \(error)", exitStatus: 2)
    }
    let start = Date()
    var stopped: String?
    while process.isRunning {
      Thread.sleep(forTimeInterval: 0.2)
      let quiet = Date().timeIntervalSince(state.withLock { $0.lastLine })
      if Date().timeIntervalSince(start) > limit {
        stopped = "ran longer than \(seconds(limit))"
      } else if let silence, quiet > silence {
        stopped = "printed nothing for \(seconds(silence))"
      }
      if stopped != nil {
        // What it started goes too: `swift test` runs the tests in a process group of their own.
        for pid in descendants(of: process.processIdentifier) + [process.processIdentifier] {
          kill(pid, SIGKILL)
        }
        break
      }
    }
    process.waitUntilExit()
    pipe.fileHandleForReading.readabilityHandler = nil
    let rest = pipe.fileHandleForReading.readDataToEndOfFile()
    let lines = state.withLock { stream in
      stream.append(rest) + stream.flush()
    }
    for line in lines { onLine(line) }
    let output = state.withLock { String(decoding: $0.all, as: UTF8.self) }
    return Result(output: output, status: process.terminationStatus, stopped: stopped)
  }

  /// The processes `pid` started, and theirs, read from `/proc`; children first.
  static func descendants(of pid: Int32) -> [Int32] {
    var children: [Int32: [Int32]] = [:]
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let child = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After the command's closing parenthesis: the state, then the parent's id.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = Int32(fields[1]) {
        children[parent, default: []].append(child)
      }
    }
    var found: [Int32] = []
    var pending = [pid]
    while let next = pending.popLast() {
      for child in children[next] ?? [] {
        found.append(child)
        pending.append(child)
      }
    }
    return found.reversed()
  }

  /// `120 s`, `0.5 s`.
  static func seconds(_ interval: TimeInterval) -> String {
    interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
  }

  /// The output so far, cut into lines as it arrives.
  private struct Stream: Sendable {
    var all = Data()
    var pending = Data()
    var lastLine = Date()

    mutating func append(_ data: Data) -> [Substring] {
      guard !data.isEmpty else { return [] }
      all.append(data)
      pending.append(data)
      lastLine = Date()
      guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
      let complete = pending[pending.startIndex...last]
      pending = Data(pending[pending.index(after: last)...])
      return String(decoding: complete, as: UTF8.self).split(separator: "\n")
    }

    mutating func flush() -> [Substring] {
      defer { pending = Data() }
      return pending.isEmpty ? [] : [Substring(String(decoding: pending, as: UTF8.self))]
    }
  }
}
