// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// Targets whose enums get `AllCasePaths` generated from their own sources.
let casePaths: [Target.PluginUsage] = [.plugin(name: "CasePathsPlugin")]

let features = [
  "Catalogo", "Storage", "BuscadorFeature", "TiendaFeature", "CredencialesFeature",
  "TemporizadorFeature", "PedidosFeature", "RootFeature",
]

let package = Package(
  name: "Composable",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Runtime", targets: ["Runtime"]),
    .library(name: "TestSupport", targets: ["TestSupport"]),
    .plugin(name: "CasePathsPlugin", targets: ["CasePathsPlugin"]),
    .executable(name: "AppCLI", targets: ["AppCLI"]),
  ],
  targets: [
    // The composable core and the test tools.
    .target(name: "Runtime", dependencies: ["RuntimeMacros"], path: "Runtime"),
    .target(name: "TestSupport", dependencies: ["Runtime"], path: "TestSupport"),

    // What the features share: the product catalogue, and files that several processes use.
    .target(
      name: "Catalogo", path: "Features/Catalogo", resources: [.copy("Recursos/catalogo.json")]),
    .target(name: "Storage", dependencies: ["Runtime"], path: "Features/Storage"),

    // Features: one target each.
    .target(
      name: "BuscadorFeature", dependencies: ["Runtime", "Catalogo"], path: "Features/Buscador",
      plugins: casePaths),
    .target(
      name: "TiendaFeature", dependencies: ["Runtime", "Catalogo", "Storage"],
      path: "Features/Tienda", plugins: casePaths),
    .target(
      name: "CredencialesFeature", dependencies: ["Runtime", "Storage"],
      path: "Features/Credenciales", plugins: casePaths),
    .target(
      name: "TemporizadorFeature", dependencies: ["Runtime"], path: "Features/Temporizador",
      plugins: casePaths),
    .target(
      name: "PedidosFeature", dependencies: ["Runtime", "Catalogo", "TiendaFeature"],
      path: "Features/Pedidos", plugins: casePaths),
    .target(
      name: "RootFeature",
      dependencies: [
        "Runtime", "BuscadorFeature", "TiendaFeature", "CredencialesFeature",
        "TemporizadorFeature", "PedidosFeature",
      ],
      path: "Features/Root", plugins: casePaths),

    // The command-line app: a testable kit and a one-screen main.
    .target(
      name: "AppCLIKit", dependencies: ["RootFeature"], path: "AppCLI/Kit", plugins: casePaths),
    .executableTarget(name: "AppCLI", dependencies: ["AppCLIKit"], path: "AppCLI/Main"),

    // Benchmarks: `swift run -c release Benchmarks`.
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["Runtime", "TestSupport"] + features.map { .byName(name: $0) },
      path: "Benchmarks", plugins: casePaths),

    // Our own Swift syntax core: lexer, parser, case path generation, and Runtime's macros with
    // the compiler's plugin protocol. No swift-syntax.
    .target(name: "SyntaxCore", path: "Tools/SyntaxCore"),
    // The macros (`@Reducer`, `@ObservableState`, …): a plugin process the compiler runs.
    .macro(name: "RuntimeMacros", dependencies: ["SyntaxCore"], path: "Tools/RuntimeMacros"),
    // Case paths without macros: a build-tool plugin that generates `AllCasePaths`.
    // A target opts in with `plugins: ["CasePathsPlugin"]`.
    .executableTarget(
      name: "CasePathsGenerator", dependencies: ["SyntaxCore"], path: "Tools/CasePathsGenerator"),
    .plugin(
      name: "CasePathsPlugin", capability: .buildTool(), dependencies: ["CasePathsGenerator"],
      path: "Plugins/CasePathsPlugin"),

    // Tests.
    .testTarget(
      name: "RuntimeTests", dependencies: ["Runtime", "TestSupport"], path: "Tests/RuntimeTests",
      plugins: casePaths),
    .testTarget(
      name: "TestSupportTests", dependencies: ["TestSupport", "BuscadorFeature"],
      path: "Tests/TestSupportTests",
      plugins: casePaths),
    .testTarget(
      name: "StorageTests", dependencies: ["Storage", "Runtime"], path: "Tests/StorageTests"),
    .testTarget(
      name: "CatalogoTests", dependencies: ["Catalogo"], path: "Tests/CatalogoTests"),
    .testTarget(
      name: "BuscadorFeatureTests", dependencies: ["BuscadorFeature", "TestSupport"],
      path: "Tests/BuscadorFeatureTests", plugins: casePaths),
    .testTarget(
      name: "TiendaFeatureTests", dependencies: ["TiendaFeature", "Storage", "TestSupport"],
      path: "Tests/TiendaFeatureTests", plugins: casePaths),
    .testTarget(
      name: "CredencialesFeatureTests", dependencies: ["CredencialesFeature", "TestSupport"],
      path: "Tests/CredencialesFeatureTests", plugins: casePaths),
    .testTarget(
      name: "TemporizadorFeatureTests", dependencies: ["TemporizadorFeature", "TestSupport"],
      path: "Tests/TemporizadorFeatureTests", plugins: casePaths),
    .testTarget(
      name: "PedidosFeatureTests", dependencies: ["PedidosFeature", "TestSupport"],
      path: "Tests/PedidosFeatureTests", plugins: casePaths),
    .testTarget(
      name: "RootFeatureTests", dependencies: ["RootFeature", "TestSupport"],
      path: "Tests/RootFeatureTests", plugins: casePaths),
    .testTarget(
      name: "IntegrationTests", dependencies: ["RootFeature", "TestSupport"],
      path: "Tests/IntegrationTests", plugins: casePaths),
    // TCA's example apps (SyncUps, VoiceMemos, TicTacToe's cores), ported mechanically.
    .testTarget(
      name: "ParityTests", dependencies: ["Runtime", "TestSupport"], path: "Tests/ParityTests",
      plugins: casePaths),
    .testTarget(
      name: "AcceptanceTests",
      dependencies: ["Runtime", "TestSupport", "AppCLIKit"] + features.map { .byName(name: $0) },
      path: "Tests/AcceptanceTests", plugins: casePaths),
    .testTarget(
      name: "AppCLITests",
      dependencies: [
        "AppCLIKit", "AppCLI", "Catalogo", "CredencialesFeature", "TiendaFeature", "TestSupport",
      ],
      path: "Tests/AppCLITests", resources: [.copy("Fixtures")], plugins: casePaths),
    .testTarget(
      name: "CasePathsGeneratorTests", dependencies: ["SyntaxCore"],
      path: "Tests/CasePathsGeneratorTests"),
    .testTarget(name: "MacrosTests", dependencies: ["SyntaxCore"], path: "Tests/MacrosTests"),
    .testTarget(
      name: "CasePathsPluginTests", dependencies: ["Runtime", "TestSupport"],
      path: "Tests/CasePathsPluginTests", plugins: casePaths),
  ],
  swiftLanguageModes: [.v6]
)
