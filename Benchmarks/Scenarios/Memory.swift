import Foundation
import Runtime

/// `memory`: the peak resident memory of `store-send`, then whether ten more repetitions make
/// the resident memory grow (they must not: no leaked tasks or cancellation entries).
///
/// It runs in a child process (this executable with `--memory-probe`) so nothing measured
/// before it counts.
@MainActor
enum Memory {
  static func run() async -> [Result] {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    if !FileManager.default.isExecutableFile(atPath: probe.executableURL!.path) {
      probe.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }
    probe.arguments = ["--memory-probe"]
    let output = Pipe()
    probe.standardOutput = output
    do {
      try probe.run()
    } catch {
      return [Result(name: "memory", samples: [], bar: "<= 64 MiB; no growth", met: false)]
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    probe.waitUntilExit()
    let numbers = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard numbers.count == 3 else {
      return [Result(name: "memory", samples: [], bar: "<= 64 MiB; no growth", met: false)]
    }
    let (peak, afterFirst, afterLast) = (numbers[0], numbers[1], numbers[2])
    let growth = afterLast - afterFirst
    return [
      Result(
        name: "memory", samples: [], baseline: nil, bar: "<= 64 MiB; no growth",
        met: peak <= 64 * 1_048_576 && growth <= 1_048_576,
        extra: [
          ("peak_rss_bytes", "\(peak)"), ("rss_after_1_bytes", "\(afterFirst)"),
          ("rss_after_11_bytes", "\(afterLast)"), ("growth_bytes", "\(growth)"),
        ])
    ]
  }

  /// In the child: one `store-send` run, then ten more; prints the peak RSS, the RSS after the
  /// first run and after the last.
  static func probe() {
    StoreSend.sendMany(observed: false)
    let afterFirst = residentBytes(field: "VmRSS")
    for _ in 0..<10 { StoreSend.sendMany(observed: false) }
    let afterLast = residentBytes(field: "VmRSS")
    print(residentBytes(field: "VmHWM"), afterFirst, afterLast)
  }

  /// A memory figure of this process from `/proc/self/status`, in bytes.
  static func residentBytes(field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return -1
    }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? -1
      return kilobytes * 1024
    }
    return -1
  }
}
