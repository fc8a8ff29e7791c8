/// Which of this library's modules stands for each module a TCA package imports.
enum ImportMapping {
  /// TCA and its companions: what a source file gets in their place.
  static let runtimeModules: Set<String> = [
    "ComposableArchitecture", "Dependencies", "DependenciesMacros", "CasePaths",
    "IdentifiedCollections", "Sharing", "ConcurrencyExtras", "CustomDump", "IssueReporting",
    "Clocks", "Perception", "PerceptionCore", "SwiftNavigation", "OrderedCollections",
    "XCTestDynamicOverlay",
  ]

  /// Modules whose test-side API (`TestStore`, `TestClock`, `expectNoDifference`, …) lives in
  /// TestSupport: a test file importing one gets TestSupport too.
  static let testSupportModules: Set<String> = [
    "ComposableArchitecture", "CustomDump", "Clocks", "IssueReportingTestSupport",
    "DependenciesTestSupport", "XCTestDynamicOverlay", "IssueReporting",
  ]

  /// Frameworks only a UI needs, or that Linux lacks and nothing here replaces: their imports go.
  static let uiModules: Set<String> = [
    "SwiftUI", "UIKit", "AppKit", "SwiftUINavigation", "UIKitNavigation", "Combine",
    "CombineSchedulers", "WatchKit", "TVUIKit", "PhotosUI",
  ]

  /// The modules that replace `module` in a file of `role`: none when it goes, `[module]` when
  /// it stays.
  static func replacement(for module: String, role: PortRole) -> [String] {
    if uiModules.contains(module) { return [] }
    var modules: [String] = []
    if runtimeModules.contains(module) { modules.append("Runtime") }
    if role == .test, testSupportModules.contains(module) { modules.append("TestSupport") }
    return modules.isEmpty ? [module] : modules
  }

  /// Whether a file importing `module` is meant for a screen, so that its `View` and `App`
  /// are SwiftUI's.
  static func isUIFramework(_ module: String) -> Bool {
    ["SwiftUI", "UIKit", "AppKit", "SwiftUINavigation", "UIKitNavigation", "WatchKit", "TVUIKit"]
      .contains(module)
  }
}
