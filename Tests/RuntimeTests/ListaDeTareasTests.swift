import Foundation
import Runtime
import TestSupport
import Testing

/// One task of a list: its fields are written through bindings.
struct Tarea: Reducer {
  struct State: Equatable, Identifiable {
    let id: UUID
    var description = ""
    var hecha = false
  }
  enum Action: Equatable, BindableAction, CasePathable, Sendable {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> { BindingReducer() }
}

/// A list of tasks that files finished ones last a second after the last change, and that can
/// be filtered, reordered and trimmed by offsets — a list of rows with bindings of their own.
struct ListaDeTareas: Reducer {
  enum Filtro: Equatable, Sendable { case todas, pendientes, hechas }

  struct State: Equatable {
    var filtro = Filtro.todas
    var tareas: IdentifiedArrayOf<Tarea.State> = []

    var visibles: IdentifiedArrayOf<Tarea.State> {
      switch filtro {
      case .todas: tareas
      case .pendientes: tareas.filter { !$0.hecha }
      case .hechas: tareas.filter(\.hecha)
      }
    }
  }

  enum Action: Equatable, BindableAction, CasePathable, Sendable {
    case anadirPulsado
    case binding(BindingAction<State>)
    case borrar(IndexSet)
    case mover(IndexSet, Int)
    case ordenar
    case tareas(IdentifiedActionOf<Tarea>)
  }

  enum CancelID { case ordenar }

  @Dependency(\.continuousClock) var reloj
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .anadirPulsado:
        state.tareas.insert(Tarea.State(id: uuid()), at: 0)
        return .none
      case .binding:
        return .none
      case .borrar(let posiciones):
        let visibles = state.visibles
        state.tareas.remove(
          atOffsets: posiciones.compactMap { state.tareas.index(id: visibles[$0].id) })
        return .none
      case .mover(let origen, let destino):
        state.tareas.move(fromOffsets: origen, toOffset: destino)
        return .none
      case .ordenar:
        state.tareas.sort { !$0.hecha && $1.hecha }
        return .none
      case .tareas(.element(id: _, action: .binding(\.hecha))):
        return .run { send in
          try await reloj.sleep(for: .seconds(1))
          await send(.ordenar)
        }
        .cancellable(id: CancelID.ordenar, cancelInFlight: true)
      case .tareas:
        return .none
      }
    }
    .forEach(\.tareas, action: \.tareas) { Tarea() }
  }
}

@MainActor
@Suite("A list of rows with bindings: sort, move, filter, delete by offsets")
struct ListaDeTareasTests {
  let reloj = TestClock()

  func tareas(_ hechas: Bool...) -> IdentifiedArrayOf<Tarea.State> {
    IdentifiedArray(
      uniqueElements: hechas.enumerated().map { Tarea.State(id: UUID($0), hecha: $1) })
  }

  func makeStore(
    _ state: ListaDeTareas.State
  ) -> TestStore<ListaDeTareas.State, ListaDeTareas.Action> {
    TestStore(initialState: state) {
      ListaDeTareas()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.uuid = .incrementing
    }
  }

  @Test("a new task goes first")
  func anadir() async {
    let store = makeStore(ListaDeTareas.State())
    await store.send(.anadirPulsado) { $0.tareas.insert(Tarea.State(id: UUID(0)), at: 0) }
    await store.send(.anadirPulsado) {
      $0.tareas = [Tarea.State(id: UUID(1)), Tarea.State(id: UUID(0))]
    }
  }

  @Test(
    "a row's binding writes its field; finishing a task files it last a second later",
    .schedules(20))
  func terminar() async {
    let store = makeStore(ListaDeTareas.State(tareas: tareas(false, false)))
    await store.send(\.tareas[id: UUID(0)].binding.description, "Comprar pan") {
      $0.tareas[id: UUID(0)]?.description = "Comprar pan"
    }
    await store.send(\.tareas[id: UUID(0)].binding.hecha, true) {
      $0.tareas[id: UUID(0)]?.hecha = true
    }
    await reloj.advance(by: .milliseconds(500))
    await store.send(\.tareas[id: UUID(1)].binding.hecha, true) {
      $0.tareas[id: UUID(1)]?.hecha = true
    }
    await store.send(\.tareas[id: UUID(1)].binding.hecha, false) {
      $0.tareas[id: UUID(1)]?.hecha = false
    }
    await reloj.advance(by: .seconds(1))
    await store.receive(\.ordenar) { $0.tareas = [$0.tareas[1], $0.tareas[0]] }
  }

  @Test("deleting by offsets of the filtered list removes the right tasks")
  func borrarFiltradas() async {
    var state = ListaDeTareas.State(tareas: tareas(false, true, false, true))
    state.filtro = .hechas
    let store = makeStore(state)
    await store.send(.borrar([1])) { $0.tareas.remove(id: UUID(3)) }
    await store.send(\.binding.filtro, .todas) { $0.filtro = .todas }
    await store.send(.borrar([0, 2])) { $0.tareas = [$0.tareas[1]] }
  }

  @Test("moving by offsets follows a list's drag to reorder")
  func mover() async {
    let store = makeStore(ListaDeTareas.State(tareas: tareas(false, false, false)))
    await store.send(.mover([0], 2)) { $0.tareas = [$0.tareas[1], $0.tareas[0], $0.tareas[2]] }
    await store.send(.mover([2], 0)) { $0.tareas = [$0.tareas[2], $0.tareas[0], $0.tareas[1]] }
  }
}
