import TestSupport
import Testing
import XCTest

// The examples of docs/schedules.md, compiled and run.

// snippet: schedules-feature
/// The news: shows the headlines kept from last time at once, and asks the network for
/// today's — stale while revalidating.
@Reducer
struct Noticias {
  @ObservableState
  struct State: Equatable {
    var titulares: [String] = []
    var alDia = false
  }

  enum Action: Equatable {
    case aparecio
    case guardadosLeidos([String])
    case recientesRecibidos([String])
  }

  @Dependency(\.titulares) var titulares

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aparecio:
        return .merge(
          .run { send in await send(.guardadosLeidos(await titulares.guardados())) },
          .run { send in await send(.recientesRecibidos(try await titulares.recientes())) }
        )
      case .guardadosLeidos(let guardados):
        state.titulares = guardados  // ← whichever answer arrives last wins
        return .none
      case .recientesRecibidos(let recientes):
        state.titulares = recientes
        state.alDia = true
        return .none
      }
    }
  }
}
// end snippet

/// Where the headlines come from.
@DependencyClient
struct ClienteTitulares: Sendable {
  var guardados: @Sendable () async -> [String] = { [] }
  var recientes: @Sendable () async throws -> [String]
}

private enum ClienteTitularesKey: DependencyKey {
  static let liveValue = ClienteTitulares(guardados: { [] }, recientes: { [] })
  static let testValue = ClienteTitulares(
    guardados: unimplemented("titulares.guardados", placeholder: []),
    recientes: unimplemented("titulares.recientes"))
}

extension DependencyValues {
  var titulares: ClienteTitulares {
    get { self[ClienteTitularesKey.self] }
    set { self[ClienteTitularesKey.self] = newValue }
  }
}

/// The news, fixed: a stale answer never replaces a fresh one.
@Reducer
struct NoticiasCorregidas {
  typealias State = Noticias.State
  typealias Action = Noticias.Action

  @Dependency(\.titulares) var titulares

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aparecio:
        return .merge(
          .run { send in await send(.guardadosLeidos(await titulares.guardados())) },
          .run { send in await send(.recientesRecibidos(try await titulares.recientes())) }
        )
      // snippet: schedules-fix
      case .guardadosLeidos(let guardados):
        guard !state.alDia else { return .none }  // today's headlines are already showing
        state.titulares = guardados
        return .none
      // end snippet
      case .recientesRecibidos(let recientes):
        state.titulares = recientes
        state.alDia = true
        return .none
      }
    }
  }
}

@MainActor
struct SchedulesTests {
  // snippet: schedules-lucky-test
  func lasNoticiasTerminanAlDia() async {
    await withSchedules(20) {
      let store = TestStore(initialState: Noticias.State()) {
        Noticias()
      } withDependencies: {
        $0.titulares.guardados = { ["ayer"] }
        $0.titulares.recientes = { ["hoy"] }
      }
      await store.send(.aparecio)
      await store.receive(\.guardadosLeidos) { $0.titulares = ["ayer"] }
      await store.receive(\.recientesRecibidos) {
        $0.titulares = ["hoy"]
        $0.alDia = true
      }
    }
  }
  // end snippet

  /// A store of `reducer` with saved headlines "ayer" and today's "hoy".
  func store<R: Reducer<Noticias.State, Noticias.Action>>(
    _ reducer: R
  ) -> TestStore<Noticias.State, Noticias.Action> {
    TestStore(initialState: Noticias.State()) {
      reducer
    } withDependencies: {
      $0.titulares.guardados = { ["ayer"] }
      $0.titulares.recientes = { ["hoy"] }
    }
  }

  /// The steps of the lucky test: the saved headlines first, then today's.
  func recibirEnElOrdenSupuesto(_ store: TestStore<Noticias.State, Noticias.Action>) async {
    await store.send(.aparecio)
    await store.receive(\.guardadosLeidos) { $0.titulares = ["ayer"] }
    await store.receive(\.recientesRecibidos) {
      $0.titulares = ["hoy"]
      $0.alDia = true
    }
  }

  @Test
  func theLuckyTestPassesWithoutExploration() async {
    await recibirEnElOrdenSupuesto(store(Noticias()))
  }

  @Test
  func explorationFindsTheLuckyTest() async {
    let message = await failureText(containing: "schedule seed") {
      await lasNoticiasTerminanAlDia()
    }
    CheckedText.expect(message, isBlock: "schedules-failure", in: "docs/schedules.md")
  }

  // snippet: schedules-fixed-test
  @Test(.schedules(20))
  func lasNoticiasCorregidasTerminanAlDia() async {
    let store = TestStore(initialState: Noticias.State()) {
      NoticiasCorregidas()
    } withDependencies: {
      $0.titulares.guardados = { ["ayer"] }
      $0.titulares.recientes = { ["hoy"] }
    }
    await store.send(.aparecio)
    await store.receive(inAnyOrder: [\.guardadosLeidos, \.recientesRecibidos]) {
      $0.titulares = ["hoy"]
      $0.alDia = true
    }
  }
  // end snippet

  @Test
  func theFixedFeatureStillFailsTheLuckyTestSomewhere() async {
    // The fix is in the feature; the test that assumed an order must change too, since the
    // order of the two answers is still free.
    let message = await failureText(containing: "schedule seed") {
      await withSchedules(20) { await recibirEnElOrdenSupuesto(store(NoticiasCorregidas())) }
    }
    #expect(message.contains("Expected to receive"))
  }

  // snippet: schedules-rerun
  @Test(.schedule(seed: 1))
  func lasNoticiasBajoLaSemillaQueFallo() async {
    let store = TestStore(initialState: Noticias.State()) {
      NoticiasCorregidas()
    } withDependencies: {
      $0.titulares.guardados = { ["ayer"] }
      $0.titulares.recientes = { ["hoy"] }
    }
    await store.send(.aparecio)
    await store.receive(inAnyOrder: [\.guardadosLeidos, \.recientesRecibidos]) {
      $0.titulares = ["hoy"]
      $0.alDia = true
    }
  }
  // end snippet
}

// snippet: schedules-xctest
final class NoticiasXCTests: XCTestCase {
  @MainActor
  func testLasNoticiasTerminanAlDia() async {
    await withSchedules(20) {
      let store = TestStore(initialState: Noticias.State()) {
        NoticiasCorregidas()
      } withDependencies: {
        $0.titulares.guardados = { ["ayer"] }
        $0.titulares.recientes = { ["hoy"] }
      }
      await store.send(.aparecio)
      await store.receive(inAnyOrder: [\.guardadosLeidos, \.recientesRecibidos]) {
        $0.titulares = ["hoy"]
        $0.alDia = true
      }
    }
  }
}
// end snippet
