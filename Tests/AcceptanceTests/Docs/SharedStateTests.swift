import Foundation
import TestSupport
import Testing

// The examples of docs/shared-state.md, compiled and run.

private let page = "docs/shared-state.md"

// snippet: shared-state-key
/// Visits counted by one screen and shown by another.
struct Visitas: Codable, Equatable, Sendable {
  var total = 0
  var ultima: String?

  mutating func anotar(_ pantalla: String) {
    total += 1
    ultima = pantalla
  }
}

extension SharedKey where Self == InMemoryKey<Visitas> {
  /// One value for the whole app, wherever it is declared.
  static var visitas: Self { inMemory("visitas") }
}
// end snippet

// snippet: shared-state-features
/// Counts a visit each time its screen appears.
@Reducer
struct Inicio {
  @ObservableState
  struct State: Equatable {
    @Shared(.visitas) var visitas = Visitas()
  }

  enum Action {
    case aparecio
    case anotarMasTarde
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aparecio:
        state.$visitas.withLock { $0.anotar("inicio") }
        return .none
      case .anotarMasTarde:
        return .run { [visitas = state.$visitas] _ in
          visitas.withLock { $0.anotar("más tarde") }
        }
      }
    }
  }
}

/// Shows the visits, and can start over.
@Reducer
struct Estadisticas {
  @ObservableState
  struct State: Equatable {
    @Shared(.visitas) var visitas = Visitas()
  }

  enum Action {
    case reiniciarPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reiniciarPulsado:
        state.$visitas.withLock { $0 = Visitas() }
        return .none
      }
    }
  }
}

@Reducer
struct Pestanas {
  @ObservableState
  struct State: Equatable {
    var inicio = Inicio.State()
    var estadisticas = Estadisticas.State()
  }

  enum Action {
    case inicio(Inicio.Action)
    case estadisticas(Estadisticas.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inicio, action: \.inicio) { Inicio() }
    Scope(state: \.estadisticas, action: \.estadisticas) { Estadisticas() }
  }
}
// end snippet

@MainActor
struct SharedStateDocTests {
  // snippet: shared-state-test
  @Test
  func bothTabsSeeOneValue() async {
    let store = TestStore(initialState: Pestanas.State()) {
      Pestanas()
    }

    await store.send(\.inicio.aparecio) {
      $0.inicio.$visitas.withLock { $0.anotar("inicio") }
    }
    #expect(store.state.estadisticas.visitas.total == 1)  // one value, two places

    await store.send(\.estadisticas.reiniciarPulsado) {
      $0.estadisticas.$visitas.withLock { $0 = Visitas() }
    }
  }
  // end snippet

  @Test
  func anUnassertedChangeFails() async {
    let store = TestStore(initialState: Pestanas.State()) {
      Pestanas()
    }
    let message = await failureText(containing: "state changed, but no change was asserted") {
      // snippet: shared-state-unasserted
      await store.send(\.inicio.aparecio)  // fails: visitas changed
      // end snippet
    }
    CheckedText.expect(message, isBlock: "shared-state-unasserted", in: page)
  }

  // snippet: shared-state-effect
  @Test
  func anEffectChangesItLater() async {
    let store = TestStore(initialState: Pestanas.State()) {
      Pestanas()
    }

    await store.send(\.inicio.anotarMasTarde)
    store.assert {
      $0.inicio.$visitas.withLock { $0.anotar("más tarde") }
    }
  }
  // end snippet

  @Test
  func anEffectsChangeNeverAssertedFailsAtTheEnd() async {
    let message = await failureText(containing: "state changed, but no change was asserted") {
      let store = TestStore(initialState: Pestanas.State()) {
        Pestanas()
      }
      await store.send(\.inicio.anotarMasTarde)
    }
    CheckedText.expect(message, isBlock: "shared-state-end-of-test", in: page)
  }

  // snippet: shared-state-test-body
  @Test
  func theTestCanShareItToo() async {
    @Shared(.visitas) var visitas = Visitas(total: 41)  // the first one sets the value
    let store = TestStore(initialState: Inicio.State()) {
      Inicio()
    }

    await store.send(.aparecio) {
      $0.$visitas.withLock { $0.anotar("inicio") }
    }
    #expect(visitas.total == 42)
  }
  // end snippet

  // snippet: shared-state-file
  @Test
  func aFileTheTestOwns() async throws {
    let archivo = URL(filePath: "/datos/visitas.json")
    @Shared(.fileStorage(archivo)) var visitas = Visitas()
    $visitas.withLock { $0.anotar("inicio") }

    // In a test the file lives in a file system in memory, the test's own:
    #expect(!FileManager.default.fileExists(atPath: archivo.path))
    @Shared(.fileStorage(archivo)) var otraVez = Visitas()
    #expect(otraVez.total == 1)
  }
  // end snippet

  @Test
  func theRealDisk() throws {
    let carpeta = FileManager.default.temporaryDirectory
      .appending(path: "composable-docs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: carpeta) }
    // snippet: shared-state-disk
    try withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(carpeta.appending(path: "visitas.json"))) var visitas = Visitas()
      $visitas.withLock { $0.anotar("inicio") }
      let guardado = try String(
        contentsOf: carpeta.appending(path: "visitas.json"), encoding: .utf8)
      #expect(guardado.contains(#""total" : 1"#))
    }
    // end snippet
  }
}
