// swift-tools-version: 6.0
// A tiny TCA package of ours, for composable-port's tests.
import PackageDescription

let package = Package(
  name: "Contador",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.17.0")
  ],
  targets: [
    .target(
      name: "Contador",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]),
    .testTarget(name: "ContadorTests", dependencies: ["Contador"]),
  ]
)
