// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Marcador",
  platforms: [.macOS(.v15)],
  dependencies: [
    // Your clone of this repository. `name:` lets the targets say `package: "Composable"`.
    .package(name: "Composable", path: "../..")
  ],
  targets: [
    .target(
      name: "Marcador",
      dependencies: [.product(name: "Runtime", package: "Composable")]),
    .testTarget(
      name: "MarcadorTests",
      dependencies: ["Marcador", .product(name: "TestSupport", package: "Composable")]),
  ]
)
