import Foundation
import TestSupport
import Testing

// The examples of docs/coming-from-tca.md, compiled and run.

/// A note being edited: the feature the destinations below present.
@Reducer
struct EditorDeNota {
  @ObservableState
  struct State: Equatable { var texto = "" }
  enum Action: Equatable { case escribir(String) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .escribir(let texto) = action else { return .none }
      state.texto = texto
      return .none
    }
  }
}

// snippet: coming-from-tca-dependency-client
/// Turns speech into text. Each endpoint fails the test until the test replaces it.
@DependencyClient
struct DictadoCliente: Sendable {
  var transcribir: @Sendable (_ audio: URL) async throws -> String
}

extension DictadoCliente: TestDependencyKey {
  static let testValue = DictadoCliente()
}

extension DependencyValues {
  var dictado: DictadoCliente {
    get { self[DictadoCliente.self] }
    set { self[DictadoCliente.self] = newValue }
  }
}
// end snippet

// snippet: coming-from-tca-enum-reducer
/// A list of notes that presents an editor or an alert.
@Reducer
struct ListaDeNotas {
  @Reducer
  enum Destino {
    case editor(EditorDeNota)
    case alerta(AlertState<Alerta>)

    enum Alerta: Equatable { case borrarTodo }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destino: Destino.State?
    @Shared(.notasGuardadas) var notas
  }
  enum Action: Equatable {
    case destino(PresentationAction<Destino.Action>)
    case nuevaPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nuevaPulsado:
        state.destino = .editor(EditorDeNota.State())
        return .none
      case .destino(.presented(.alerta(.borrarTodo))):
        state.$notas.withLock { $0 = [] }
        return .none
      case .destino:
        return .none
      }
    }
    .ifLet(\.$destino, action: \.destino)
  }
}

extension ListaDeNotas.Destino.State: Equatable {}
extension ListaDeNotas.Destino.Action: Equatable {}
// end snippet

// snippet: coming-from-tca-shared-default
extension SharedKey where Self == InMemoryKey<[String]>.Default {
  /// The notes, empty until one is saved: `@Shared(.notasGuardadas) var notas`.
  static var notasGuardadas: Self { Self[.inMemory("notas"), default: []] }
}
// end snippet

@MainActor
@Suite("docs/coming-from-tca.md")
struct ComingFromTCATests {
  @Test("the enum reducer runs the presented case's feature, and its alert clears shared notes")
  func enumReducer() async {
    let store = TestStore(initialState: ListaDeNotas.State()) { ListaDeNotas() }
    await store.send(.nuevaPulsado) { $0.destino = .editor(EditorDeNota.State()) }
    await store.send(\.destino.editor.escribir, "hola") {
      $0.destino?.modify(\.editor) { $0.texto = "hola" }
    }
    await store.send(.destino(.dismiss)) { $0.destino = nil }
  }

  @Test("the client fails a test that uses it without replacing it")
  func dependencyClient() async {
    @Dependency(\.dictado) var dictado
    await withKnownIssue {
      _ = try await dictado.transcribir(URL(fileURLWithPath: "/tmp/nota.m4a"))
    }
  }

  @Test("a key with a default needs no value where it is used")
  func sharedDefault() {
    @Shared(.notasGuardadas) var notas
    #expect(notas == [])
  }
}
