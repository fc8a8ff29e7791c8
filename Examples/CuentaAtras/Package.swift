// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "CuentaAtras",
  platforms: [.macOS(.v15)],
  dependencies: [
    // Your clone of this repository. `name:` lets the targets say `package: "Composable"`.
    .package(name: "Composable", path: "../..")
  ],
  targets: [
    // The feature and the program's logic: a library, so tests can import it.
    .target(
      name: "CuentaAtrasFeature",
      dependencies: [.product(name: "Runtime", package: "Composable")]),
    // `swift run CuentaAtras 3`: main.swift is one call.
    .executableTarget(name: "CuentaAtras", dependencies: ["CuentaAtrasFeature"]),
    .testTarget(
      name: "CuentaAtrasFeatureTests",
      dependencies: ["CuentaAtrasFeature", .product(name: "TestSupport", package: "Composable")]),
  ]
)
