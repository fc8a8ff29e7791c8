// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// Targets whose enums get `AllCasePaths` generated from their own sources.
let casePaths: [Target.PluginUsage] = [.plugin(name: "CasePathsPlugin")]

/// The app's library targets below the command line: its identity, its models, its clients
/// (an interface and a live module each, as isowords does) and its features.
let features = [
  "AppIdentity", "Catalogo",
  "PagosClient", "PedidosClient", "PedidosClientLive", "CarritosClient", "CarritosClientLive",
  "TelemetriaClient", "TelemetriaClientLive", "AutenticacionClient", "AutenticacionClientLive",
  "BuscadorFeature", "TiendaFeature", "CredencialesFeature", "TemporizadorFeature",
  "PedidosFeature", "RootFeature",
]

/// The live clients: the app links them; features never do.
let liveClients: [Target.Dependency] = [
  "PedidosClientLive", "CarritosClientLive", "TelemetriaClientLive", "AutenticacionClientLive",
]

let package = Package(
  name: "Composable",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Runtime", targets: ["Runtime"]),
    .library(name: "TestSupport", targets: ["TestSupport"]),
    .library(name: "SessionRecording", targets: ["SessionRecording"]),
    .library(name: "StoreConsole", targets: ["StoreConsole"]),
    .plugin(name: "CasePathsPlugin", targets: ["CasePathsPlugin"]),
    .executable(name: "AppCLI", targets: ["AppCLI"]),
    .executable(name: "composable-port", targets: ["ComposablePort"]),
  ],
  targets: [
    // Files that must survive crashes and other processes: a leaf the runtime's file storage
    // and the live clients share.
    .target(name: "Storage", path: "Storage"),

    // The composable core and the test tools.
    .target(name: "Runtime", dependencies: ["Storage", "RuntimeMacros"], path: "Runtime"),
    .target(name: "TestSupport", dependencies: ["Runtime", "TestSource"], path: "TestSupport"),
    // Writes what a test store does as Swift: the session recorder's test generator and
    // TestSupport's random sessions both print their tests with it.
    .target(name: "TestSource", dependencies: ["Runtime"], path: "TestSource"),

    // Drivers for any feature: record a live session, replay it, turn it into a test; and a
    // console with commands, flags, a REPL and scripts. They know no feature of the shop.
    .target(
      name: "SessionRecording", dependencies: ["Runtime", "TestSource"], path: "SessionRecording"),
    .target(
      name: "StoreConsole", dependencies: ["Runtime", "SessionRecording"], path: "StoreConsole"),

    // What the app is called and where it keeps its files; the product catalogue.
    .target(name: "AppIdentity", path: "Features/AppIdentity"),
    .target(
      name: "Catalogo", dependencies: ["Storage"], path: "Features/Catalogo",
      resources: [.copy("Recursos/catalogo.json")]),

    // Clients: an interface module (the client, its models, an in-memory or failing test
    // value) and, where there are files, a live module. Features depend on interfaces only.
    .target(
      name: "PedidosClient", dependencies: ["Runtime", "Catalogo"],
      path: "Features/PedidosClient"),
    .target(
      name: "PedidosClientLive",
      dependencies: ["PedidosClient", "Catalogo", "Runtime", "Storage", "AppIdentity"],
      path: "Features/PedidosClientLive"),
    .target(
      name: "PagosClient", dependencies: ["Runtime", "Catalogo", "PedidosClient"],
      path: "Features/PagosClient"),
    .target(
      name: "CarritosClient", dependencies: ["Runtime", "Catalogo"],
      path: "Features/CarritosClient"),
    .target(
      name: "CarritosClientLive",
      dependencies: ["CarritosClient", "Catalogo", "Runtime", "Storage", "AppIdentity"],
      path: "Features/CarritosClientLive"),
    .target(
      name: "TelemetriaClient", dependencies: ["Runtime", "PagosClient"],
      path: "Features/TelemetriaClient"),
    .target(
      name: "TelemetriaClientLive",
      dependencies: ["TelemetriaClient", "Runtime", "Storage", "AppIdentity"],
      path: "Features/TelemetriaClientLive"),
    .target(
      name: "AutenticacionClient", dependencies: ["Runtime"], path: "Features/AutenticacionClient"
    ),
    .target(
      name: "AutenticacionClientLive",
      dependencies: ["AutenticacionClient", "Runtime", "Storage", "AppIdentity"],
      path: "Features/AutenticacionClientLive"),

    // Features: one target each.
    .target(
      name: "BuscadorFeature", dependencies: ["Runtime", "Catalogo"], path: "Features/Buscador"),
    .target(
      name: "TiendaFeature",
      dependencies: [
        "Runtime", "Catalogo", "PagosClient", "PedidosClient", "CarritosClient",
        "TelemetriaClient",
      ],
      path: "Features/Tienda"),
    .target(
      name: "CredencialesFeature", dependencies: ["Runtime", "AutenticacionClient"],
      path: "Features/Credenciales"),
    .target(
      name: "TemporizadorFeature", dependencies: ["Runtime"], path: "Features/Temporizador"),
    .target(
      name: "PedidosFeature", dependencies: ["Runtime", "PedidosClient"],
      path: "Features/Pedidos"),
    .target(
      name: "RootFeature",
      dependencies: [
        "Runtime", "CarritosClient", "BuscadorFeature", "TiendaFeature", "CredencialesFeature",
        "TemporizadorFeature", "PedidosFeature",
      ],
      path: "Features/Root"),

    // The command-line app: a testable kit and a one-screen main.
    .target(
      name: "AppCLIKit",
      dependencies: ["RootFeature", "AppIdentity", "StoreConsole", "SessionRecording"]
        + liveClients,
      path: "AppCLI/Kit", plugins: casePaths),
    .executableTarget(name: "AppCLI", dependencies: ["AppCLIKit"], path: "AppCLI/Main"),

    // Benchmarks: `swift run -c release Benchmarks`.
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["Runtime", "TestSupport", "SessionRecording"]
        + features.map { .byName(name: $0) },
      path: "Benchmarks", plugins: casePaths),

    // Our own Swift parser: a lexer and a parser of declarations, no swift-syntax. The case
    // path generator, the macros and the porting tool read Swift with it.
    .target(name: "SwiftSourceParser", path: "Tools/SwiftSourceParser"),
    // Case paths from an enum's source: the plugin's command line and the emitter `@CasePathable`
    // shares.
    .target(
      name: "CasePathsGeneration", dependencies: ["SwiftSourceParser"],
      path: "Tools/CasePathsGeneration"),
    // The compiler's plugin protocol: framed JSON messages, requests and answers.
    .target(name: "MacroPluginProtocol", path: "Tools/MacroPluginProtocol"),
    // What each of Runtime's macros expands to.
    .target(
      name: "MacroExpansions",
      dependencies: ["SwiftSourceParser", "CasePathsGeneration", "MacroPluginProtocol"],
      path: "Tools/MacroExpansions"),
    // The macros (`@Reducer`, `@ObservableState`, …): a plugin process the compiler runs.
    .macro(
      name: "RuntimeMacros", dependencies: ["MacroPluginProtocol", "MacroExpansions"],
      path: "Tools/RuntimeMacros"),
    // Case paths without macros: a build-tool plugin that generates `AllCasePaths`.
    // A target opts in with `plugins: ["CasePathsPlugin"]`.
    .executableTarget(
      name: "CasePathsGenerator", dependencies: ["CasePathsGeneration"],
      path: "Tools/CasePathsGenerator"),
    .plugin(
      name: "CasePathsPlugin", capability: .buildTool(), dependencies: ["CasePathsGenerator"],
      path: "Plugins/CasePathsPlugin"),
    // `composable-port`: ports a TCA package onto this library, builds it, runs its tests and
    // reports what works. The logic is a library, tested on small fixtures of ours.
    .target(
      name: "Porting", dependencies: ["SwiftSourceParser"], path: "Tools/Porting",
      exclude: ["known-skips.tsv"]),
    .executableTarget(
      name: "ComposablePort", dependencies: ["Porting"], path: "Tools/ComposablePort"),

    // Tests. What the app's tests share (a temporary folder, fixtures) is written once.
    .target(
      name: "AppTestSupport", dependencies: ["Catalogo", "PedidosClient", "Runtime", "Storage"],
      path: "Tests/AppTestSupport"),
    .testTarget(
      name: "RuntimeTests", dependencies: ["Runtime", "TestSupport"], path: "Tests/RuntimeTests",
      plugins: casePaths),
    .testTarget(
      name: "TestSupportTests", dependencies: ["TestSupport"],
      path: "Tests/TestSupportTests",
      plugins: casePaths),
    // The toy feature the drivers are tested against: never the shop.
    .target(
      name: "Juguete", dependencies: ["Runtime", "SessionRecording", "StoreConsole"],
      path: "Tests/Juguete", plugins: casePaths),
    .testTarget(
      name: "SessionRecordingTests",
      dependencies: ["SessionRecording", "TestSource", "TestSupport", "AppTestSupport", "Juguete"],
      path: "Tests/SessionRecordingTests", resources: [.copy("Fixtures")], plugins: casePaths),
    .testTarget(
      name: "StoreConsoleTests",
      dependencies: [
        "StoreConsole", "SessionRecording", "TestSupport", "AppTestSupport", "Juguete",
      ],
      path: "Tests/StoreConsoleTests", plugins: casePaths),
    .testTarget(
      name: "StorageTests", dependencies: ["Storage", "AppTestSupport"], path: "Tests/StorageTests"
    ),
    .testTarget(
      name: "CatalogoTests", dependencies: ["Catalogo", "Storage"], path: "Tests/CatalogoTests"),
    .testTarget(
      name: "PedidosClientLiveTests",
      dependencies: ["PedidosClientLive", "Storage", "AppTestSupport", "TestSupport"],
      path: "Tests/PedidosClientLiveTests"),
    .testTarget(
      name: "CarritosClientLiveTests",
      dependencies: ["CarritosClientLive", "Storage", "AppTestSupport", "TestSupport"],
      path: "Tests/CarritosClientLiveTests"),
    .testTarget(
      name: "TelemetriaClientLiveTests",
      dependencies: ["TelemetriaClientLive", "Storage", "AppTestSupport"],
      path: "Tests/TelemetriaClientLiveTests"),
    .testTarget(
      name: "AutenticacionClientLiveTests",
      dependencies: ["AutenticacionClientLive", "AppIdentity", "Storage", "AppTestSupport"],
      path: "Tests/AutenticacionClientLiveTests"),
    .testTarget(
      name: "BuscadorFeatureTests",
      dependencies: ["BuscadorFeature", "TestSupport", "AppTestSupport"],
      path: "Tests/BuscadorFeatureTests", plugins: casePaths),
    .testTarget(
      name: "TiendaFeatureTests", dependencies: ["TiendaFeature", "TestSupport", "AppTestSupport"],
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
    // Cross-feature flows, and the proof that no feature's reducer does I/O (with live clients).
    .testTarget(
      name: "IntegrationTests",
      dependencies: ["RootFeature", "TestSupport", "AppTestSupport", "Storage"] + liveClients,
      path: "Tests/IntegrationTests", plugins: casePaths),
    .testTarget(
      name: "AcceptanceTests",
      dependencies: ["Storage", "Runtime", "TestSupport", "AppCLIKit", "AppTestSupport"]
        + features.map { .byName(name: $0) },
      path: "Tests/AcceptanceTests", plugins: casePaths),
    .testTarget(
      name: "AppCLITests",
      dependencies: [
        "AppCLIKit", "AppCLI", "AppIdentity", "Catalogo", "CredencialesFeature", "TiendaFeature",
        "TestSupport", "AppTestSupport",
      ] + liveClients,
      path: "Tests/AppCLITests", resources: [.copy("Fixtures")], plugins: casePaths),
    .testTarget(
      name: "SwiftSourceParserTests", dependencies: ["SwiftSourceParser"],
      path: "Tests/SwiftSourceParserTests"),
    .testTarget(
      name: "CasePathsGeneratorTests", dependencies: ["CasePathsGeneration", "SwiftSourceParser"],
      path: "Tests/CasePathsGeneratorTests"),
    .testTarget(
      name: "MacrosTests",
      dependencies: [
        "MacroExpansions", "MacroPluginProtocol", "CasePathsGeneration", "SwiftSourceParser",
      ],
      path: "Tests/MacrosTests"),
    .testTarget(
      name: "PortingTests", dependencies: ["Porting", "SwiftSourceParser"],
      path: "Tests/PortingTests", exclude: ["Fixtures"]),
    .testTarget(
      name: "CasePathsPluginTests", dependencies: ["Runtime", "TestSupport"],
      path: "Tests/CasePathsPluginTests", plugins: casePaths),
  ],
  swiftLanguageModes: [.v6]
)
