import BuscadorFeature
import Foundation
import TemporizadorFeature
import TestSupport
import Testing

// The examples of docs/dependencies.md, compiled and run.

// snippet: dependencies-client
/// Where notes are kept.
struct ClienteNotas: Sendable {
  /// Keeps a note. Throws when it can't.
  var guardar: @Sendable (_ nota: Nota) async throws -> Void
  /// How many notes are kept.
  var contar: @Sendable () async -> Int
}

extension ClienteNotas {
  /// A client whose every endpoint fails the test that calls it, naming itself.
  static let unimplemented = ClienteNotas(
    guardar: Runtime.unimplemented("notas.guardar"),
    contar: Runtime.unimplemented("notas.contar", placeholder: 0))
}

private enum ClienteNotasKey: DependencyKey {
  static let liveValue = ClienteNotas(guardar: { _ in }, contar: { 0 })  // the app's: a file
  static let testValue = ClienteNotas.unimplemented
}

extension DependencyValues {
  var notas: ClienteNotas {
    get { self[ClienteNotasKey.self] }
    set { self[ClienteNotasKey.self] = newValue }
  }
}
// end snippet

// snippet: dependencies-feature
struct Nota: Equatable, Identifiable, Sendable {
  let id: UUID
  var texto: String
  var creada: Date

  /// A new note: its identity and its date come from dependencies.
  static func nueva(_ texto: String) -> Nota {
    @Dependency(\.uuid) var uuid
    @Dependency(\.date) var date
    return Nota(id: uuid(), texto: texto, creada: date.now)
  }
}

struct Notas: Reducer {
  struct State: Equatable {
    var notas: IdentifiedArrayOf<Nota> = []
    var guardadas = 0
  }

  enum Action: Equatable, CasePathable {
    case anadirPulsado(String)
    case guardada
  }

  @Dependency(\.notas) var almacen

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .anadirPulsado(let texto):
      let nota = Nota.nueva(texto)
      state.notas.append(nota)
      return .run { send in
        try await almacen.guardar(nota)
        await send(.guardada)
      }
    case .guardada:
      state.guardadas += 1
      return .none
    }
  }
}
// end snippet

// snippet: dependencies-modifier
/// The search with a fixed shelf, whatever search client the app has: a demo mode.
struct Escaparate: Reducer {
  typealias State = Buscador.State
  typealias Action = Buscador.Action

  var body: some ReducerOf<Self> {
    Buscador()
      .dependency(\.clienteBusqueda, ClienteBusqueda(buscar: { _ in [.demo] }))
  }
}
// end snippet

@MainActor
struct DependenciesTests {
  // snippet: dependencies-test
  @Test
  func identityAndTimeAreInputs() async {
    let enero = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    let store = TestStore(initialState: Notas.State()) {
      Notas()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(enero)
      $0.notas.guardar = { _ in }  // only what this flow uses
    }

    await store.send(.anadirPulsado("Comprar pan")) {
      $0.notas.append(Nota(id: UUID(0), texto: "Comprar pan", creada: enero))
    }
    await store.receive(\.guardada) { $0.guardadas = 1 }
    await store.send(.anadirPulsado("Llamar a Ana")) {
      $0.notas.append(Nota(id: UUID(1), texto: "Llamar a Ana", creada: enero))
    }
    await store.receive(\.guardada) { $0.guardadas = 2 }
  }
  // end snippet

  @Test
  func changingDependenciesBetweenSteps() async {
    let enero = Date(timeIntervalSince1970: 1_767_225_600)
    let febrero = Date(timeIntervalSince1970: 1_769_904_000)
    let store = TestStore(initialState: Notas.State()) {
      Notas()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(enero)
      $0.notas.guardar = { _ in }
    }

    // snippet: dependencies-between-steps
    await store.send(.anadirPulsado("Comprar pan")) {
      $0.notas.append(Nota(id: UUID(0), texto: "Comprar pan", creada: enero))
    }
    await store.receive(\.guardada) { $0.guardadas = 1 }

    store.dependencies.date = .constant(febrero)  // a month passes
    await store.send(.anadirPulsado("Pagar el alquiler")) {
      $0.notas.append(Nota(id: UUID(1), texto: "Pagar el alquiler", creada: febrero))
    }
    await store.receive(\.guardada) { $0.guardadas = 2 }
    // end snippet
  }

  // snippet: dependencies-with
  @Test
  func outsideAStore() {
    let nota = withDependencies {
      $0.uuid = .constant(UUID(7))
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    } operation: {
      Nota.nueva("Regar las plantas")
    }

    #expect(nota.id == UUID(uuidString: "00000000-0000-0000-0000-000000000007"))
    #expect(nota.creada == Date(timeIntervalSince1970: 0))
  }
  // end snippet

  @Test
  func anEndpointNobodyOverrode() async {
    let store = TestStore(initialState: Notas.State()) {
      Notas()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    store.exhaustivity = .off

    let message = await failureText(containing: "notas.guardar") {
      await store.send(.anadirPulsado("Comprar pan"))
    }
    CheckedText.expect(message, isBlock: "dependencies-unimplemented", in: "docs/dependencies.md")
  }

  // snippet: dependencies-modifier-test
  @Test
  func theReducerFixesItsOwnDependency() async {
    let store = TestStore(initialState: Buscador.State()) {
      Escaparate()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.clienteBusqueda.buscar = { _ in [] }  // overridden again, closer to the feature
    }

    await store.send(.terminoCambio("lo que sea")) { $0.termino = "lo que sea" }
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados, [.demo]) {
      $0.cargando = false
      $0.items = [.demo]
    }
  }
  // end snippet

  // snippet: dependencies-captured
  @Test(.schedules(20))
  func anEffectKeepsTheDependenciesItStartedWith() async {
    let primero = TestClock()
    let segundo = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = primero
    }

    await store.send(.iniciar)
    store.dependencies.continuousClock = segundo
    await primero.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.segundos = 1 }  // the running timer kept its clock

    await store.send(.iniciar)  // a restart is a new effect: it gets the new clock
    await primero.advance(by: .seconds(5))  // (nothing: the old timer was replaced)
    await segundo.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.segundos = 2 }
    await store.send(.parar)
  }
  // end snippet
}
