import Foundation
import Runtime
import TestSupport
import Testing

/// Work that can be cancelled by id in every way there is: a `withTaskCancellation` region
/// inside an effect, a `.cancellable` effect, cancellation from the reducer and from inside an
/// effect. `TrabajosCancelables` runs it at the root and in a presented child that uses the same id.
struct TrabajosCancelables: Reducer {
  struct State: Equatable {
    var resultados: [String] = []
    @PresentationState var hijo: TrabajosCancelables.Hijo.State?
  }

  enum Action: Equatable, CasePathable {
    case trabajo(Trabajo)
    case presentarHijo
    case hijo(PresentationAction<TrabajosCancelables.Hijo.Action>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.resultados, action: \.trabajo) { Trabajador() }
      .ifLet(\.$hijo, action: \.hijo) { Hijo() }
    Reduce { state, action in
      if case .presentarHijo = action { state.hijo = Hijo.State() }
      return .none
    }
  }

  struct Hijo: Reducer {
    struct State: Equatable { var resultados: [String] = [] }
    enum Action: Equatable, CasePathable { case trabajo(Trabajo) }
    var body: some ReducerOf<Self> {
      Scope(state: \.resultados, action: \.trabajo) { Trabajador() }
    }
  }
}

/// The work itself, on a list of results.
enum Trabajo: Equatable, CasePathable {
  case region(String, cancelInFlight: Bool = false)
  case cancelable(String)
  case cancelarDesdeReducer
  case cancelarDesdeEfecto
  case resultado(String)
}

/// Runs `Trabajo` actions.
struct Trabajador: Reducer {
  enum CancelID { case trabajo }

  func reduce(into state: inout [String], action: Trabajo) -> Effect<Trabajo> {
    @Dependency(\.continuousClock) var reloj
    switch action {
    case .region(let nombre, let cancelInFlight):
      return .run { send in
        let final = await withTaskCancellation(
          id: CancelID.trabajo, cancelInFlight: cancelInFlight
        ) {
          let terminada = (try? await reloj.sleep(for: .seconds(1))) != nil
          return terminada ? "\(nombre) terminada" : "\(nombre) cancelada"
        }
        await send(.resultado(final))
      }
    case .cancelable(let nombre):
      return .run { send in
        try await reloj.sleep(for: .seconds(1))
        await send(.resultado("\(nombre) terminada"))
      }
      .cancellable(id: CancelID.trabajo)
    case .cancelarDesdeReducer:
      return .cancel(id: CancelID.trabajo)
    case .cancelarDesdeEfecto:
      return .run { _ in Task.cancel(id: CancelID.trabajo) }
    case .resultado(let texto):
      state.append(texto)
      return .none
    }
  }
}

@MainActor
@Suite("Task.cancel(id:) and withTaskCancellation(id:cancelInFlight:operation:)")
struct TaskCancellationTests {
  let reloj = TestClock()

  func makeStore() -> TestStore<TrabajosCancelables.State, TrabajosCancelables.Action> {
    TestStore(initialState: TrabajosCancelables.State()) {
      TrabajosCancelables()
    } withDependencies: {
      $0.continuousClock = reloj
    }
  }

  @Test("a region runs to its end when nothing cancels it", .schedules(20))
  func regionFinishes() async {
    let store = makeStore()
    await store.send(\.trabajo.region, ("a", false))
    await reloj.advance(by: .seconds(1))
    await store.receive(\.trabajo.resultado) { $0.resultados = ["a terminada"] }
  }

  @Test("the reducer's .cancel(id:) cancels a region", .schedules(20))
  func reducerCancelsRegion() async {
    let store = makeStore()
    await store.send(\.trabajo.region, ("a", false))
    await store.send(\.trabajo.cancelarDesdeReducer)
    await store.receive(\.trabajo.resultado) { $0.resultados = ["a cancelada"] }
  }

  @Test(
    "Task.cancel(id:) in an effect cancels regions and .cancellable effects alike", .schedules(20))
  func effectCancelsBoth() async {
    let store = makeStore()
    await store.send(\.trabajo.cancelable, "b")
    await store.send(\.trabajo.region, ("a", false))
    await store.send(\.trabajo.cancelarDesdeEfecto)
    await store.receive(\.trabajo.resultado) { $0.resultados = ["a cancelada"] }
    await reloj.advance(by: .seconds(5))  // the cancellable effect sends nothing
  }

  @Test(
    "cancelInFlight cancels the region and the cancellable effect running with the id",
    .schedules(20))
  func cancelInFlight() async {
    let store = makeStore()
    await store.send(\.trabajo.cancelable, "b")
    await store.send(\.trabajo.region, ("a", false))
    await store.send(\.trabajo.region, ("c", true))
    await store.receive(\.trabajo.resultado) { $0.resultados = ["a cancelada"] }
    await reloj.advance(by: .seconds(1))
    await store.receive(\.trabajo.resultado) { $0.resultados = ["a cancelada", "c terminada"] }
  }

  @Test("a presented child's Task.cancel(id:) does not reach its parent's work", .schedules(20))
  func childCannotCancelParent() async {
    let store = makeStore()
    await store.send(.presentarHijo) { $0.hijo = TrabajosCancelables.Hijo.State() }
    await store.send(\.trabajo.region, ("padre", false))
    await store.send(\.hijo.trabajo.region, ("hijo", false))
    await store.send(\.hijo.trabajo.cancelarDesdeEfecto)
    await store.receive(\.hijo.trabajo.resultado) { $0.hijo?.resultados = ["hijo cancelada"] }
    await reloj.advance(by: .seconds(1))
    await store.receive(\.trabajo.resultado) { $0.resultados = ["padre terminada"] }
  }

  @Test("outside any store, Task.cancel(id:) cancels a region with that id")
  func outsideAStore() async {
    let id = UUID()
    let started = Gate()
    let region = Task {
      await withTaskCancellation(id: id) {
        started.open()
        return (try? await Task.never()) == nil
      }
    }
    await started.wait()
    Task.cancel(id: id)
    #expect(await region.value)  // Task.never() threw: the region was cancelled
  }

  @Test("a region returns its operation's value and rethrows its error")
  func valuesAndErrors() async throws {
    struct Fallo: Error, Equatable {}
    let value = await withTaskCancellation(id: UUID()) { 42 }
    #expect(value == 42)
    await #expect(throws: Fallo.self) {
      try await withTaskCancellation(id: UUID()) { () throws(Fallo) -> Int in throw Fallo() }
    }
  }
}
