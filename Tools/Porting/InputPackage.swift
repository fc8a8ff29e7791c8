import Foundation

/// The Swift targets of a TCA package, found by its layout: a SwiftPM package's `Sources/*`
/// and `Tests/*`, or an Xcode project's folders (`App`, `AppTests`; `AppUITests` are left out,
/// they drive a running app).
public struct InputPackage: Sendable {
  /// The package's directory.
  public var root: URL
  /// Its targets, sources first.
  public var targets: [InputTarget]
  /// Folders found but not ported, with why: a target of TCA's itself, a UI test target, a
  /// package of its own.
  public var leftOut: [(path: String, reason: String)]

  /// Modules this library stands in for: a target of the input named so is not ported.
  static let replacedModules: Set<String> = [
    "ComposableArchitecture", "ComposableArchitectureMacros",
  ]

  /// Reads the layout of the package at `root`.
  public static func read(at root: URL) throws(PortError) -> InputPackage {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    guard files.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw .usage("\(root.path) is not a directory. Give the directory of a TCA package.")
    }
    let entries = (try? files.contentsOfDirectory(atPath: root.path))?.sorted() ?? []
    var package = InputPackage(root: root, targets: [], leftOut: [])
    if entries.contains("Package.swift") {
      for (folder, role) in [("Sources", TargetRole.source), ("Tests", .test)] {
        for name in subdirectories(of: root.appendingPathComponent(folder)) {
          package.add(folder: "\(folder)/\(name)", name: name, role: role)
        }
      }
    } else if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) {
      for name in subdirectories(of: root) where !name.hasSuffix(".xcodeproj") {
        let folder = root.appendingPathComponent(name)
        if files.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
          package.leftOut.append((name, "a package of its own: run composable-port on it"))
        } else if name.hasSuffix("UITests") {
          package.leftOut.append((name, "UI tests drive a running app"))
        } else {
          package.add(folder: name, name: name, role: name.hasSuffix("Tests") ? .test : .source)
        }
      }
    } else {
      throw .usage(
        "\(root.path) holds no Package.swift and no .xcodeproj, so it is not a package. "
          + "Give the directory of a TCA package (the folder with its Package.swift).")
    }
    package.targets = package.targets.filter { !$0.files.isEmpty }
    guard !package.targets.isEmpty else {
      throw .usage("\(root.path) is a package, but none of its targets holds a Swift file.")
    }
    return package
  }

  private mutating func add(folder: String, name: String, role: TargetRole) {
    if Self.replacedModules.contains(name) {
      leftOut.append((folder, "this library stands in for \(name)"))
      return
    }
    let files = Self.swiftFiles(under: root.appendingPathComponent(folder)).map {
      "\(folder)/\($0)"
    }
    targets.append(
      InputTarget(name: Self.moduleName(name), role: role, folder: folder, files: files))
  }

  /// The module Xcode and SwiftPM make of a folder's name: `tic_tac_toe` for `tic-tac-toe`.
  static func moduleName(_ folder: String) -> String {
    String(folder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }

  static func subdirectories(of url: URL) -> [String] {
    let files = FileManager.default
    let names = (try? files.contentsOfDirectory(atPath: url.path)) ?? []
    return names.sorted().filter { name in
      var isDirectory: ObjCBool = false
      return !name.hasPrefix(".")
        && files.fileExists(
          atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
  }

  /// The `.swift` files below `url`, relative to it, sorted.
  static func swiftFiles(under url: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
    var found: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".swift"),
        !path.split(separator: "/").contains(where: { $0.hasPrefix(".") })
      {
        found.append(path)
      }
    }
    return found.sorted()
  }
}

/// Whether a target is code or tests of it.
public enum TargetRole: String, Sendable, Codable {
  case source
  case test
}

/// One target of the input: its module name and its Swift files.
public struct InputTarget: Sendable {
  /// The module name.
  public var name: String
  /// Code or tests.
  public var role: TargetRole
  /// Its folder, relative to the package.
  public var folder: String
  /// Its Swift files, relative to the package.
  public var files: [String]
}
