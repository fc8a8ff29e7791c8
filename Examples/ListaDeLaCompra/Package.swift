// swift-tools-version: 6.2
// snippet: readme-package-manifest
import PackageDescription

let package = Package(
  name: "ListaDeLaCompra",
  platforms: [.macOS(.v15)],
  dependencies: [
    // `name:` lets the targets below say `package: "Composable"` wherever the clone lives.
    .package(name: "Composable", path: "../..")
  ],
  targets: [
    .target(
      name: "ListaDeLaCompra",
      dependencies: [.product(name: "Runtime", package: "Composable")],
      plugins: [.plugin(name: "CasePathsPlugin", package: "Composable")]),
    .testTarget(
      name: "ListaDeLaCompraTests",
      dependencies: ["ListaDeLaCompra", .product(name: "TestSupport", package: "Composable")]),
  ],
  swiftLanguageModes: [.v6]
)
// end snippet
