import BuscadorFeature
import BusquedaClient
import Foundation
import Synchronization
import TemporizadorFeature
import TestSupport
import Testing

// The examples of docs/dependencies.md, compiled and run.

// snippet: dependencies-client
/// Where notes are kept.
@DependencyClient
struct ClienteNotas: Sendable {
  /// Keeps a note. Throws when it can't.
  var guardar: @Sendable (_ nota: Nota) async throws -> Void
  /// How many notes are kept.
  var contar: @Sendable () async -> Int = { 0 }
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

@Reducer
struct Notas {
  @ObservableState
  struct State: Equatable {
    var notas: IdentifiedArrayOf<Nota> = []
    var guardadas = 0
  }

  enum Action: Equatable {
    case anadirPulsado(String)
    case guardada
  }

  @Dependency(\.notas) var almacen

  var body: some ReducerOf<Self> {
    Reduce { state, action in
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
}
// end snippet

// snippet: dependencies-modifier
/// The search with a fixed shelf, whatever search client the app has: a demo mode.
@Reducer
struct Escaparate {
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

// snippet: dependencies-kept
/// A test double with state: the notes it was given, in memory.
final class CuadernoEnMemoria: Sendable {
  private let notas = Mutex<[Nota]>([])
  var guardadas: [Nota] { notas.withLock { $0 } }

  var cliente: ClienteNotas {
    ClienteNotas(
      guardar: { nota in self.notas.withLock { $0.append(nota) } },
      contar: { self.notas.withLock { $0.count } })
  }
}

private enum CuadernoKey: DependencyKey {
  static var liveValue: CuadernoEnMemoria { CuadernoEnMemoria() }
  static var testValue: CuadernoEnMemoria { CuadernoEnMemoria() }  // computed, yet kept
}

extension DependencyValues {
  var cuaderno: CuadernoEnMemoria {
    get { self[CuadernoKey.self] }
    set { self[CuadernoKey.self] = newValue }
  }
}
// end snippet

@MainActor
struct DependencyExtrasTests {
  // snippet: dependencies-kept-test
  @Test
  func theTestAndTheStoreShareOneDouble() async {
    @Dependency(\.cuaderno) var cuaderno
    let store = TestStore(initialState: Notas.State()) {
      Notas()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 0))
      $0.notas = $0.cuaderno.cliente
    }

    await store.send(.anadirPulsado("Comprar pan")) {
      $0.notas.append(
        Nota(id: UUID(0), texto: "Comprar pan", creada: Date(timeIntervalSince1970: 0)))
    }
    await store.receive(\.guardada) { $0.guardadas = 1 }
    #expect(cuaderno.guardadas.map(\.texto) == ["Comprar pan"])
  }
  // end snippet

  @Test
  func builtIns() {
    // snippet: dependencies-built-ins
    withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 0)
      $0.calendar = Calendar(identifier: .gregorian)
      $0.locale = Locale(identifier: "es_ES")
      $0.timeZone = TimeZone(identifier: "Europe/Madrid")!
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(GeneradorConSemilla(estado: 0))
    } operation: {
      @Dependency(\.calendar) var calendario
      @Dependency(\.date) var date
      @Dependency(\.timeZone) var zona
      @Dependency(\.withRandomNumberGenerator) var aleatorio
      #expect(calendario.dateComponents(in: zona, from: date.now).hour == 1)
      #expect(aleatorio { Int.random(in: 1...6, using: &$0) } == 6)  // always 6, from seed 0
    }
    // end snippet
  }

  @Test
  func oneGeneratorSharedByEveryDraw() {
    func tiradas() -> [Int] {
      withDependencies {
        $0.withRandomNumberGenerator = WithRandomNumberGenerator(GeneradorConSemilla(estado: 7))
      } operation: {
        @Dependency(\.withRandomNumberGenerator) var aleatorio
        return (0..<8).map { _ in aleatorio { Int.random(in: 1...6, using: &$0) } }
      }
    }
    #expect(tiradas() == tiradas())  // the same seed, the same draws
    #expect(Set(tiradas()).count > 1)  // each draw advances the one generator
  }

  @Test
  func aClientThatIsItsOwnKey() {
    withDependencies {
      $0[Valoraciones.self] = Valoraciones(media: { _ in 4.5 })
    } operation: {
      #expect(ResumenDeProducto.estrellas(de: 1) == "4.5 ★")
    }
  }

  @Test
  func prepared() async {
    // snippet: dependencies-prepare
    prepareDependencies {
      $0.notas = ClienteNotas(guardar: { _ in }, contar: { 3 })
    }
    // end snippet
    @Dependency(\.notas) var notas
    #expect(await notas.contar() == 3)
    let store = TestStore(initialState: Notas.State()) { Notas() }
    #expect(await store.dependencies.notas.contar() == 3)
  }

  @Test
  func escaped() async {
    let hecho = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 42)
    } operation: {
      // snippet: dependencies-escaped
      withEscapedDependencies { dependencias in
        { @Sendable in
          dependencias.yield {
            @Dependency(\.date) var date
            return date.now  // the date where the closure was made, wherever it runs
          }
        }
      }
      // end snippet
    }
    #expect(hecho() == Date(timeIntervalSince1970: 42))
  }

  @Test
  func errors() {
    withKnownIssue {
      // snippet: dependencies-report-issue
      let datos = withErrorReporting("Encoding the note") {
        try JSONEncoder().encode(Float.nan)  // NaN has no JSON: reported, and nil
      }
      // end snippet
      #expect(datos == nil)
    } matching: { issue in
      issue.description.contains("Caught error") && issue.description.contains("Encoding the note")
    }
  }
}

// snippet: dependencies-own-key
/// A client that is its own key. Its interface module gives the test value…
@DependencyClient
struct Valoraciones: TestDependencyKey, Sendable {
  var media: @Sendable (_ producto: Int) -> Double = { _ in 0 }
  static let testValue = Valoraciones(
    media: Runtime.unimplemented("Valoraciones.media", placeholder: 0))
}

/// …and a feature reads it by its type.
enum ResumenDeProducto {
  static func estrellas(de producto: Int) -> String {
    @Dependency(Valoraciones.self) var valoraciones
    return "\(valoraciones.media(producto)) ★"
  }
}
// end snippet

/// Draws the same numbers from the same seed: SplitMix64.
struct GeneradorConSemilla: RandomNumberGenerator, Sendable {
  var estado: UInt64
  mutating func next() -> UInt64 {
    estado &+= 0x9E37_79B9_7F4A_7C15
    var z = estado
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
