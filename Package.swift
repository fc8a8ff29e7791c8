// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// Targets whose enums get `AllCasePaths` generated from their own sources.
let casePaths: [Target.PluginUsage] = [.plugin(name: "CasePathsPlugin")]

/// The app's library targets below the command line: its identity, its models, the shipped
/// catalogue, the password hashing, its clients (an interface and a live module each, as
/// isowords does) and its features.
let features = [
  "AppIdentity", "Catalogo", "CatalogoIncluido", "Crypto",
  "CatalogoClient", "CatalogoClientLive", "BusquedaClient", "BusquedaClientLive",
  "PagosClient", "PagosClientLive", "PedidosClient", "PedidosClientLive",
  "CarritosClient", "CarritosClientLive", "TelemetriaClient", "TelemetriaClientLive",
  "AutenticacionClient", "AutenticacionClientLive",
  "BuscadorFeature", "TiendaFeature", "CredencialesFeature", "TemporizadorFeature",
  "PedidosFeature", "RootFeature",
]

/// The client interfaces: what features depend on.
let interfaces: [Target.Dependency] = [
  "CatalogoClient", "BusquedaClient", "PagosClient", "PedidosClient", "CarritosClient",
  "TelemetriaClient", "AutenticacionClient",
]

/// The live clients: the app links them; features never do.
let liveClients: [Target.Dependency] = [
  "CatalogoClientLive", "BusquedaClientLive", "PagosClientLive", "PedidosClientLive",
  "CarritosClientLive", "TelemetriaClientLive", "AutenticacionClientLive",
]

/// Runtime's layers, bottom up: each a target of its own in `Runtime/<Layer>/` that may import
/// only layers before it in this list (Tests/RuntimeTests/LayeringTests checks, and
/// docs/architecture.md draws them). `Runtime`, the architecture, re-exports them all.
let runtimeLayers = [
  "IssueReports", "IdentifiedCollections", "CasePaths", "Clocks", "Dumps",
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

    // The composable core, made of layers: issue reporting (a problem fails the running test
    // or is printed), identified collections, case paths, clocks (a timer, a clock that fails
    // when used), dumps (any value printed and diffed as Swift); the architecture on top, which
    // re-exports them all, so `import Runtime` stays the one import.
    .target(name: "IssueReports", path: "Runtime/IssueReports"),
    .target(name: "IdentifiedCollections", path: "Runtime/IdentifiedCollections"),
    .target(name: "CasePaths", path: "Runtime/CasePaths"),
    .target(name: "Clocks", dependencies: ["IssueReports"], path: "Runtime/Clocks"),
    .target(name: "Dumps", path: "Runtime/Dumps"),
    .target(
      name: "Runtime",
      dependencies: runtimeLayers.map { .byName(name: $0) } + ["Storage", "RuntimeMacros"],
      path: "Runtime", exclude: runtimeLayers),
    // The test tools.
    .target(
      name: "TestSupport", dependencies: ["Runtime", "TestSource", "TestSupportLoader"],
      path: "TestSupport", exclude: ["Loader"]),
    // A constructor, in C, that registers TestSupport's issue router as a process that links
    // TestSupport loads: Swift has no module initializers.
    .target(name: "TestSupportLoader", path: "TestSupport/Loader"),
    // Writes what a test store does as Swift: the session recorder's test generator and
    // TestSupport's random sessions both print their tests with it.
    .target(name: "TestSource", dependencies: ["Runtime"], path: "TestSource"),

    // Drivers for any feature: record a live session, replay it, turn it into a test; and a
    // console with commands, flags, a REPL and scripts. They know no feature of the shop.
    .target(
      name: "SessionRecording", dependencies: ["Runtime", "TestSource"], path: "SessionRecording"),
    .target(
      name: "StoreConsole", dependencies: ["Runtime", "SessionRecording"], path: "StoreConsole"),

    // What the app is called and where it keeps each of its files; the shop's models
    // (products, cart lines, orders), which read no file; the catalogue shipped with the app,
    // which the live clients read; SHA-256 and PBKDF2 for the users file.
    .target(name: "AppIdentity", path: "Features/AppIdentity"),
    .target(name: "Catalogo", path: "Features/Catalogo"),
    .target(
      name: "CatalogoIncluido", dependencies: ["Catalogo", "Storage"],
      path: "Features/CatalogoIncluido", resources: [.copy("Recursos/catalogo.json")]),
    .target(name: "Crypto", path: "Crypto"),

    // Clients: an interface module (the client, an in-memory or failing test value) and a live
    // module (files, the processor). Features depend on interfaces only; an interface imports
    // no other client, and a live module only its own interface.
    .target(
      name: "CatalogoClient", dependencies: ["Runtime", "Catalogo"],
      path: "Features/CatalogoClient"),
    .target(
      name: "CatalogoClientLive",
      dependencies: ["CatalogoClient", "Catalogo", "CatalogoIncluido", "Runtime"],
      path: "Features/CatalogoClientLive"),
    .target(
      name: "BusquedaClient", dependencies: ["Runtime", "Catalogo"],
      path: "Features/BusquedaClient"),
    .target(
      name: "BusquedaClientLive",
      dependencies: ["BusquedaClient", "Catalogo", "CatalogoIncluido", "Runtime"],
      path: "Features/BusquedaClientLive"),
    .target(
      name: "PedidosClient", dependencies: ["Runtime", "Catalogo"],
      path: "Features/PedidosClient"),
    .target(
      name: "PedidosClientLive",
      dependencies: ["PedidosClient", "Catalogo", "Runtime", "Storage", "AppIdentity"],
      path: "Features/PedidosClientLive"),
    .target(
      name: "PagosClient", dependencies: ["Runtime", "Catalogo"], path: "Features/PagosClient"),
    .target(
      name: "PagosClientLive", dependencies: ["PagosClient", "Catalogo", "Runtime"],
      path: "Features/PagosClientLive"),
    .target(
      name: "CarritosClient", dependencies: ["Runtime", "Catalogo"],
      path: "Features/CarritosClient"),
    .target(
      name: "CarritosClientLive",
      dependencies: ["CarritosClient", "Catalogo", "Runtime", "Storage", "AppIdentity"],
      path: "Features/CarritosClientLive"),
    .target(
      name: "TelemetriaClient", dependencies: ["Runtime", "Catalogo"],
      path: "Features/TelemetriaClient"),
    .target(
      name: "TelemetriaClientLive",
      dependencies: ["TelemetriaClient", "Catalogo", "Runtime", "Storage", "AppIdentity"],
      path: "Features/TelemetriaClientLive"),
    .target(
      name: "AutenticacionClient", dependencies: ["Runtime"], path: "Features/AutenticacionClient"
    ),
    .target(
      name: "AutenticacionClientLive",
      dependencies: ["AutenticacionClient", "Crypto", "Runtime", "Storage", "AppIdentity"],
      path: "Features/AutenticacionClientLive"),

    // Features: one target each. They depend on `Runtime`, the models and client interfaces
    // (and Root on the features it presents); never on a live module or `Storage`
    // (Tests/FeatureRulesTests checks).
    .target(
      name: "BuscadorFeature", dependencies: ["Runtime", "Catalogo", "BusquedaClient"],
      path: "Features/Buscador"),
    .target(
      name: "TiendaFeature",
      dependencies: [
        "Runtime", "Catalogo", "CatalogoClient", "PagosClient", "PedidosClient", "CarritosClient",
        "TelemetriaClient",
      ],
      path: "Features/Tienda"),
    .target(
      name: "CredencialesFeature", dependencies: ["Runtime", "AutenticacionClient"],
      path: "Features/Credenciales"),
    .target(
      name: "TemporizadorFeature", dependencies: ["Runtime"], path: "Features/Temporizador"),
    .target(
      name: "PedidosFeature", dependencies: ["Runtime", "Catalogo", "PedidosClient"],
      path: "Features/Pedidos"),
    .target(
      name: "RootFeature",
      dependencies: [
        "Runtime", "Catalogo", "AutenticacionClient", "CarritosClient", "BuscadorFeature",
        "TiendaFeature", "CredencialesFeature", "TemporizadorFeature", "PedidosFeature",
      ],
      path: "Features/Root"),

    // The command-line app: a testable kit and a one-screen main.
    .target(
      name: "AppCLIKit",
      dependencies: ["RootFeature", "AppIdentity", "StoreConsole", "SessionRecording"]
        + interfaces + liveClients,
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
      name: "AppTestSupport", dependencies: ["Catalogo", "Runtime", "Storage"],
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
    .testTarget(name: "CatalogoTests", dependencies: ["Catalogo"], path: "Tests/CatalogoTests"),
    .testTarget(
      name: "CatalogoIncluidoTests", dependencies: ["CatalogoIncluido", "Catalogo"],
      path: "Tests/CatalogoIncluidoTests"),
    .testTarget(name: "CryptoTests", dependencies: ["Crypto"], path: "Tests/CryptoTests"),
    .testTarget(
      name: "CatalogoClientLiveTests",
      dependencies: ["CatalogoClientLive", "CatalogoClient", "Catalogo"],
      path: "Tests/CatalogoClientLiveTests"),
    .testTarget(
      name: "BusquedaClientLiveTests",
      dependencies: [
        "BusquedaClientLive", "BusquedaClient", "Catalogo", "CatalogoIncluido", "AppTestSupport",
      ],
      path: "Tests/BusquedaClientLiveTests"),
    .testTarget(
      name: "PagosClientLiveTests",
      dependencies: ["PagosClientLive", "PagosClient", "Catalogo", "AppTestSupport"],
      path: "Tests/PagosClientLiveTests"),
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
      dependencies: ["TelemetriaClientLive", "TelemetriaClient", "Storage", "AppTestSupport"],
      path: "Tests/TelemetriaClientLiveTests"),
    .testTarget(
      name: "AutenticacionClientLiveTests",
      dependencies: [
        "AutenticacionClientLive", "AutenticacionClient", "AppIdentity", "Storage",
        "AppTestSupport",
      ],
      path: "Tests/AutenticacionClientLiveTests"),
    .testTarget(
      name: "BuscadorFeatureTests",
      dependencies: ["BuscadorFeature", "BusquedaClient", "TestSupport", "AppTestSupport"],
      path: "Tests/BuscadorFeatureTests", plugins: casePaths),
    .testTarget(
      name: "TiendaFeatureTests",
      dependencies: ["TiendaFeature", "TestSupport", "AppTestSupport"] + interfaces,
      path: "Tests/TiendaFeatureTests", plugins: casePaths),
    .testTarget(
      name: "CredencialesFeatureTests",
      dependencies: ["CredencialesFeature", "AutenticacionClient", "TestSupport"],
      path: "Tests/CredencialesFeatureTests", plugins: casePaths),
    .testTarget(
      name: "TemporizadorFeatureTests", dependencies: ["TemporizadorFeature", "TestSupport"],
      path: "Tests/TemporizadorFeatureTests", plugins: casePaths),
    .testTarget(
      name: "PedidosFeatureTests",
      dependencies: ["PedidosFeature", "PedidosClient", "Catalogo", "TestSupport"],
      path: "Tests/PedidosFeatureTests", plugins: casePaths),
    .testTarget(
      name: "RootFeatureTests",
      dependencies: ["RootFeature", "Catalogo", "TestSupport"] + interfaces,
      path: "Tests/RootFeatureTests", plugins: casePaths),
    // The rules of the modules under Features/ (interfaces and live modules, what a feature may
    // link, no re-exports) and of Runtime's layers (each imports only those below it). Read from
    // the manifest and the sources.
    .testTarget(
      name: "FeaturesTests", dependencies: ["AppTestSupport"], path: "Tests/FeaturesTests"),
    // Cross-feature flows, and the proof that no feature's reducer does I/O (with live clients).
    .testTarget(
      name: "IntegrationTests",
      dependencies: ["RootFeature", "AppIdentity", "TestSupport", "AppTestSupport", "Storage"]
        + interfaces + liveClients,
      path: "Tests/IntegrationTests", plugins: casePaths),
    .testTarget(
      name: "AcceptanceTests",
      dependencies: ["Storage", "Runtime", "TestSupport", "AppCLIKit", "AppTestSupport"]
        + features.map { .byName(name: $0) },
      path: "Tests/AcceptanceTests", plugins: casePaths),
    .testTarget(
      name: "AppCLITests",
      dependencies: [
        "AppCLIKit", "AppCLI", "AppIdentity", "Catalogo", "CatalogoIncluido", "CredencialesFeature",
        "TiendaFeature", "TestSupport", "AppTestSupport",
      ] + interfaces + liveClients,
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
