import Foundation

/// The Package.swift of the ported package: one target per target of the input, depending on
/// the targets it imports and on this library's products, by path.
enum Manifest {
  struct Target {
    var name: String
    var role: TargetRole
    var dependencies: [String]
  }

  /// The manifest's text for `targets`, with this library at `composablePath`.
  /// `name` becomes `Ported<name>`: ports of different packages may share a build folder
  /// (`--scratch-path`), and SwiftPM names the test products after the package, so each port
  /// needs a name of its own.
  static func render(targets: [Target], composablePath: String, name: String = "") -> String {
    let identity =
      composablePath.split(separator: "/").last.map { String($0).lowercased() } ?? "composable"
    func product(_ name: String) -> String {
      ".product(name: \"\(name)\", package: \"\(identity)\")"
    }
    var lines = [
      "// swift-tools-version: 6.2",
      "// Written by composable-port: the ported package, depending on this library by path.",
      "import PackageDescription",
      "",
      "let package = Package(",
      "  name: \"Ported\(InputPackage.moduleName(name))\",",
      "  platforms: [.macOS(.v15)],",
      "  dependencies: [.package(path: \(literal(composablePath)))],",
      "  targets: [",
    ]
    for target in targets {
      let ours = target.role == .test ? ["Runtime", "TestSupport"] : ["Runtime"]
      let dependencies = target.dependencies.map { "\"\($0)\"" } + ours.map(product)
      let kind = target.role == .test ? "testTarget" : "target"
      let folder = target.role == .test ? "Tests" : "Sources"
      lines.append(
        "    .\(kind)(name: \"\(target.name)\", dependencies: [\(dependencies.joined(separator: ", "))], "
          + "path: \"\(folder)/\(target.name)\"),")
    }
    lines += [
      "  ],",
      "  // TCA's tests are written for Swift 5's language mode; so are most apps' today.",
      "  swiftLanguageModes: [.v5]",
      ")",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  private static func literal(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
