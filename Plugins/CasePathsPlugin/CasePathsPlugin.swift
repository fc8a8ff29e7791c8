import Foundation
import PackagePlugin

/// Generates `AllCasePaths` for the `CasePathable` enums of a target, one command per file.
///
/// Each Swift file of the target gets its own build command, whose only input is that file and
/// whose output is `<folder>/<name>+CasePaths.generated.swift` in the plugin's work directory,
/// mirroring the file's path in the target. Editing one file regenerates only its output.
///
/// ```swift
/// .target(name: "BuscadorFeature", dependencies: ["Runtime"], plugins: ["CasePathsPlugin"])
/// ```
@main
struct CasePathsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let generator = try context.tool(named: "CasePathsGenerator")
    let root = target.directoryURL.standardizedFileURL.path
    return target.sourceFiles(withSuffix: "swift").map { file in
      let input = file.url
      let output = context.pluginWorkDirectoryURL.appending(
        path: generatedPath(for: input, under: root))
      return .buildCommand(
        displayName: "Generating case paths for \(input.lastPathComponent)",
        executable: generator.url,
        arguments: [input.path, output.path],
        inputFiles: [input],
        outputFiles: [output])
    }
  }

  /// The generated file's path in the work directory: the source's path relative to the
  /// target, so that two files never share an output, with a suffix no source file has.
  private func generatedPath(for input: URL, under root: String) -> String {
    var relative = input.standardizedFileURL.deletingPathExtension().path
    if relative.hasPrefix(root + "/") {
      relative.removeFirst(root.count + 1)
    } else {
      relative = input.deletingPathExtension().lastPathComponent
    }
    return relative + "+CasePaths.generated.swift"
  }
}
