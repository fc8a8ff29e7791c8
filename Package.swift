// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = []

let package = Package(
  name: "Composable",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Runtime", targets: ["Runtime"]),
  ],
  targets: [
    .target(name: "Runtime", path: "Runtime", swiftSettings: strict),
    .target(name: "TestSupport", dependencies: ["Runtime"], path: "TestSupport", swiftSettings: strict),
    .testTarget(
      name: "RuntimeTests", dependencies: ["Runtime", "TestSupport"], path: "Tests/RuntimeTests",
      swiftSettings: strict),
    .testTarget(
      name: "TestSupportTests", dependencies: ["TestSupport"], path: "Tests/TestSupportTests",
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
