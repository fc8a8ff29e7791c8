import Foundation

/// `compile-time`: type-checking a generated feature with N child features, each composed
/// through a `Scope` and presented through one of N chained `.ifLet`s, at N = 10, 20 and 40,
/// each file on its own (`swiftc -typecheck` against the built `Runtime` module and its macro
/// plugin, as a child process). The bar: N = 40 takes at most 5× N = 10, so a body's cost grows
/// with its length and not faster. `slow_expressions` counts the expressions and bodies of the
/// N = 40 file the compiler reports as slower than 100 ms to type-check
/// (`-warn-long-expression-type-checking=100`, `-warn-long-function-bodies=100`).
///
/// It needs the toolchain's `swiftc` and the build products beside this executable
/// (`Modules/Runtime.swiftmodule`, `RuntimeMacros-tool`); without them it is skipped, saying why.
@MainActor
enum CompileTime {
  static let sizes = [10, 20, 40]
  static let repetitions = 1
  static let bar = "N=40 <= 5x N=10"

  static func run() async -> [Result] {
    let toolchain: Toolchain
    switch Toolchain.find() {
    case .success(let found): toolchain = found
    case .failure(let reason):
      FileHandle.standardError.write(Data("compile-time: skipped: \(reason.message)\n".utf8))
      return [
        Result(
          name: "compile-time", samples: [], bar: bar, met: true,
          extra: [("skipped", "\"\(reason.message)\"")])
      ]
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compile-time-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var files: [Int: URL] = [:]
      for size in sizes {
        let file = folder.appendingPathComponent("Feature\(size).swift")
        try GeneratedFeature.source(children: size).write(
          to: file, atomically: true, encoding: .utf8)
        files[size] = file
      }
      // The sizes take their turns, round after round, so a busier moment weighs on each alike.
      var seconds: [Int: [Double]] = [:]
      for _ in 0..<repetitions {
        for size in sizes {
          let run = try toolchain.typecheck(files[size]!, warnings: false)
          guard run.status == 0 else {
            return [failure("N=\(size) did not type-check: \(run.output.prefix(2_000))")]
          }
          seconds[size, default: []].append(run.seconds)
        }
      }
      let slow = try toolchain.typecheck(files[sizes.last!]!, warnings: true)
      let offenders = slow.output.split(separator: "\n").filter {
        $0.contains("warning:") && ($0.contains("type-check") || $0.contains("to type-check"))
      }
      for offender in offenders {
        FileHandle.standardError.write(Data("compile-time: \(offender)\n".utf8))
      }
      let ten = seconds[10]!
      let forty = seconds[40]!
      let ratio = Stats.pairedRatio(forty, over: ten)
      return [
        Result(
          name: "compile-time", samples: forty.map { $0 * 1e9 }, baseline: "N=10",
          baselineSamples: ten.map { $0 * 1e9 }, bar: bar, met: ratio <= 5,
          extra: sizes.map {
            ("n\($0)_seconds", String(format: "%.2f", Stats.median(seconds[$0]!)))
          }
            + [("slow_expressions", "\(offenders.count)")],
          paired: true)
      ]
    } catch {
      return [failure("\(error)")]
    }
  }

  static func failure(_ message: String) -> Result {
    FileHandle.standardError.write(Data("compile-time: \(message)\n".utf8))
    return Result(name: "compile-time", samples: [], bar: bar, met: false)
  }
}

/// The compiler and the build products a generated feature is type-checked against.
struct Toolchain {
  struct Missing: Error {
    let message: String
  }

  let swiftc: URL
  let modules: URL
  let macros: URL

  /// How long one type-check may take, in seconds.
  static let timeLimit = 120

  /// Finds `swiftc` on the `PATH` (or in `SWIFT_EXEC`), and the `Modules` folder and the macro
  /// plugin beside this executable.
  static func find() -> Swift.Result<Toolchain, Missing> {
    let fileManager = FileManager.default
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let exec = environment["SWIFT_EXEC"] { candidates.append(exec) }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      candidates.append("\(folder)/swiftc")
    }
    guard let swiftc = candidates.first(where: { fileManager.isExecutableFile(atPath: $0) }) else {
      return .failure(Missing(message: "no swiftc on the PATH (or in SWIFT_EXEC)"))
    }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let products = executable.deletingLastPathComponent()
    let modules = products.appendingPathComponent("Modules")
    let macros = products.appendingPathComponent("RuntimeMacros-tool")
    guard fileManager.fileExists(atPath: modules.appendingPathComponent("Runtime.swiftmodule").path)
    else {
      return .failure(
        Missing(
          message:
            "no Runtime.swiftmodule in \(modules.path); run the benchmarks from the build folder "
            + "(swift run -c release Benchmarks)"))
    }
    guard fileManager.isExecutableFile(atPath: macros.path) else {
      return .failure(
        Missing(
          message: "no macro plugin at \(macros.path); build it with swift build -c release"))
    }
    return .success(
      Toolchain(swiftc: URL(fileURLWithPath: swiftc), modules: modules, macros: macros))
  }

  /// Type-checks `file`; returns the exit status, the compiler's output and the wall time.
  func typecheck(
    _ file: URL, warnings: Bool
  ) throws -> (
    status: Int32, output: String, seconds: Double
  ) {
    let process = Process()
    process.executableURL = swiftc
    process.arguments =
      [
        "-typecheck", file.path, "-I", modules.path, "-swift-version", "6",
        "-load-plugin-executable", "\(macros.path)#RuntimeMacros",
      ]
      + (warnings
        ? [
          "-Xfrontend", "-warn-long-expression-type-checking=100",
          "-Xfrontend", "-warn-long-function-bodies=100",
        ] : [])
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let start = ContinuousClock.now
    try process.run()
    // A type-checker that blows up can run for hours: it is stopped at the time limit.
    let limit = start + .seconds(Toolchain.timeLimit)
    let watchdog = Task.detached {
      while process.isRunning {
        if ContinuousClock.now >= limit {
          process.terminate()
          return
        }
        try? await Task.sleep(for: .milliseconds(100))
      }
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    let elapsed = ContinuousClock.now - start
    if ContinuousClock.now >= limit {
      return (
        -1, "stopped after \(Toolchain.timeLimit) s without finishing", nanoseconds(elapsed) / 1e9
      )
    }
    return (
      process.terminationStatus, String(decoding: data, as: UTF8.self), nanoseconds(elapsed) / 1e9
    )
  }
}

/// The source of a feature with `children` child features: each child kept in the state and
/// composed through a `Scope`, and presented again through one of `children` chained `.ifLet`s.
enum GeneratedFeature {
  static func source(children: Int) -> String {
    var lines = ["import Runtime", ""]
    for index in 0..<children {
      lines += [
        "@Reducer",
        "struct Child\(index) {",
        "  @ObservableState",
        "  struct State: Equatable { var count = 0 }",
        "  enum Action: Equatable { case tapped }",
        "  var body: some ReducerOf<Self> {",
        "    Reduce { state, action in",
        "      state.count += \(index + 1)",
        "      return .none",
        "    }",
        "  }",
        "}",
        "",
      ]
    }
    lines += ["@Reducer", "struct Parent {", "  @ObservableState", "  struct State: Equatable {"]
    for index in 0..<children {
      lines += [
        "    var child\(index) = Child\(index).State()",
        "    var presented\(index): Child\(index).State?",
      ]
    }
    lines += ["  }", "  enum Action: Equatable {", "    case tapped"]
    for index in 0..<children {
      lines += [
        "    case child\(index)(Child\(index).Action)",
        "    case presented\(index)(Child\(index).Action)",
      ]
    }
    lines += ["  }", "  var body: some ReducerOf<Self> {"]
    for index in 0..<children {
      lines.append(
        "    Scope(state: \\.child\(index), action: \\.child\(index)) { Child\(index)() }")
    }
    lines += ["    Reduce { state, action in", "      .none", "    }"]
    for index in 0..<children {
      lines.append(
        "    .ifLet(\\.presented\(index), action: \\.presented\(index)) { Child\(index)() }")
    }
    lines += ["  }", "}", ""]
    return lines.joined(separator: "\n")
  }
}
