// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Dados",
  platforms: [.macOS(.v15)],
  dependencies: [
    // Your clone of this repository. `name:` lets the targets say `package: "Composable"`.
    .package(name: "Composable", path: "../..")
  ],
  targets: [
    // The feature, its client, and how the console shows it: a library, so tests import it.
    .target(
      name: "DadosFeature",
      dependencies: [
        .product(name: "Runtime", package: "Composable"),
        .product(name: "SessionRecording", package: "Composable"),
        .product(name: "StoreConsole", package: "Composable"),
      ]),
    // `swift run Dados`: main.swift is one call.
    .executableTarget(name: "Dados", dependencies: ["DadosFeature"]),
    // The feature's tests, and the tests generated from recorded sessions.
    .testTarget(
      name: "DadosFeatureTests",
      dependencies: ["DadosFeature", .product(name: "TestSupport", package: "Composable")]),
  ]
)
