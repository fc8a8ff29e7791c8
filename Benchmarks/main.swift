import Foundation

// Benchmarks for the runtime and the test store: `swift run -c release Benchmarks`.
// Each scenario warms up, runs at least five measured repetitions and compares its median
// with a baseline measured in the same run. See docs/performance.md.

let usage = "Usage: Benchmarks [--json] [--filter NAME]"
var json = false
var filter: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--json": json = true
  case "--filter":
    guard let name = arguments.popFirst() else {
      FileHandle.standardError.write(Data("Error: --filter needs a NAME\n\(usage)\n".utf8))
      exit(64)
    }
    filter = name
  case "--memory-probe":
    Memory.probe()
    exit(0)
  case "--help", "-h":
    print(usage)
    print("Scenarios: " + Catalog.names.joined(separator: ", "))
    exit(0)
  default:
    FileHandle.standardError.write(Data("Error: unknown argument '\(argument)'\n\(usage)\n".utf8))
    exit(64)
  }
}

let selected = Catalog.all.filter { filter == nil || $0.names.contains { $0.contains(filter!) } }
if selected.isEmpty {
  FileHandle.standardError.write(
    Data(
      "Error: no scenario matches '\(filter ?? "")'\nScenarios: \(Catalog.names.joined(separator: ", "))\n"
        .utf8))
  exit(64)
}
var allMet = true
for scenario in selected {
  for result in await scenario.run() {
    allMet = allMet && result.met
    print(json ? Report.json(result) : Report.human(result))
  }
}
exit(allMet ? 0 : 1)
