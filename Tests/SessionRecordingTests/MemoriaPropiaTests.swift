import Runtime
import SessionRecording
import TestSupport
import Testing

/// A slate shared in memory: what one action writes, another reads back into the state.
@Reducer
struct Pizarra: RecordableReducer {
  @ObservableState
  struct State: Equatable, Sendable {
    var leido: String?
  }

  enum Action: Codable, Equatable, Sendable {
    case escribir(String)
    case leer
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      @Shared(.inMemory("pizarra")) var pizarra = ""
      switch action {
      case .escribir(let texto):
        $pizarra.withLock { $0 = texto }
      case .leer:
        state.leido = pizarra
      }
      return .none
    }
  }
}

/// Each live session has memory of its own for `@Shared(.inMemory(…))`: a session is the
/// app's life, so two sessions in one process — two tests running side by side — never see
/// each other's values.
@MainActor
struct MemoriaPropiaTests {
  @Test
  func dosSesionesEnUnProcesoNoCompartenLaMemoria() async {
    let pizarra = RecordableFeature(Pizarra(), initialState: Pizarra.State())
    let primera = LiveSession(pizarra, wallClock: WallClock(ImmediateClock()))
    let segunda = LiveSession(pizarra, wallClock: WallClock(ImmediateClock()))

    await primera.send(.escribir("hola"))
    await segunda.send(.leer)
    await primera.send(.leer)

    #expect(segunda.store.state.leido == "")
    #expect(primera.store.state.leido == "hola")
    _ = await primera.finish()
    _ = await segunda.finish()
  }

  @Test
  func laMemoriaSeCompartePidiendoloEnSusDependencias() async {
    let pizarra = RecordableFeature(Pizarra(), initialState: Pizarra.State())
    let memoria = InMemoryStorage()
    let primera = LiveSession(pizarra, wallClock: WallClock(ImmediateClock())) {
      $0.defaultInMemoryStorage = memoria
    }
    let segunda = LiveSession(pizarra, wallClock: WallClock(ImmediateClock())) {
      $0.defaultInMemoryStorage = memoria
    }

    await primera.send(.escribir("hola"))
    await segunda.send(.leer)

    #expect(segunda.store.state.leido == "hola")
    _ = await primera.finish()
    _ = await segunda.finish()
  }
}
