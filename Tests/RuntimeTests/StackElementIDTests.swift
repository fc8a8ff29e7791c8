import Runtime
import TestSupport
import Testing

/// Two stacks in one store, a way to push from an effect, and a way to replace a stack.
struct Pilas: Reducer {
  struct State: Equatable {
    var izquierda = StackState<Int>()
    var derecha = StackState<Int>()
  }
  enum Action: Equatable, CasePathable {
    case izquierda(StackAction<Int, Never>)
    case derecha(StackAction<Int, Never>)
    case apilar(Int, izquierda: Bool)
    case apilarLuego(Int)
    case reemplazar([Int])
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .apilar(let valor, let izquierda):
      if izquierda { state.izquierda.append(valor) } else { state.derecha.append(valor) }
      return .none
    case .apilarLuego(let valor):
      return .send(.apilar(valor, izquierda: true))
    case .reemplazar(let valores):
      state.izquierda = StackState(valores)
      return .none
    case .izquierda(.popFrom(let id)):
      state.izquierda.pop(from: id)
      return .none
    case .izquierda(.push(let id, let valor)):
      state.izquierda.append(valor, id: id)
      return .none
    case .izquierda, .derecha:
      return .none
    }
  }
}

@MainActor
@Suite("Stack element ids: one generator per test store, and one for the app")
struct StackElementIDTests {
  @Test("ids count up across the stacks of a test store, and popping gives none back")
  func oneCounterPerStore() async {
    let store = TestStore(initialState: Pilas.State()) { Pilas() }
    await store.send(.apilar(10, izquierda: true)) { $0.izquierda.append(10) }
    await store.send(.apilar(20, izquierda: false)) { $0.derecha.append(20) }
    await store.send(.izquierda(.popFrom(id: 0))) { $0.izquierda.removeAll() }
    await store.send(.apilar(30, izquierda: true)) { $0.izquierda.append(30) }
    #expect(store.state.izquierda.ids == [2])
    #expect(store.state.derecha.ids == [1])
    await store.send(.reemplazar([40, 50])) { $0.izquierda = StackState([40, 50]) }
    #expect(store.state.izquierda.ids == [3, 4])
  }

  @Test("an assertion predicts the ids of elements an effect's action pushed")
  func receivedPush() async {
    let store = TestStore(initialState: Pilas.State()) { Pilas() }
    await store.send(.apilar(1, izquierda: false)) { $0.derecha.append(1) }
    await store.send(.apilarLuego(2))
    await store.receive(\.apilar) { $0.izquierda.append(2) }
    #expect(store.state.izquierda.ids == [1])
  }

  @Test("stacks in the initial state are numbered by the test store, from 0")
  func initialState() async {
    let store = TestStore(initialState: Pilas.State(izquierda: [7, 8])) { Pilas() }
    #expect(store.state.izquierda.ids == [0, 1])
    await store.send(.apilar(9, izquierda: false)) { $0.derecha.append(9) }
    #expect(store.state.derecha.ids == [2])
  }

  @Test("a pushed id is never handed out again")
  func pushAdvances() async {
    let store = TestStore(initialState: Pilas.State()) { Pilas() }
    await store.send(.izquierda(.push(id: 5, state: 1))) { $0.izquierda.append(1, id: 5) }
    await store.send(.apilar(2, izquierda: false)) { $0.derecha.append(2) }
    #expect(store.state.derecha.ids == [6])
  }

  @Test("a plain store in a test numbers each stack itself, unless given a generator")
  func plainStore() {
    let store = Store(initialState: Pilas.State()) { Pilas() }
    store.send(.apilar(1, izquierda: true))
    store.send(.apilar(2, izquierda: false))
    #expect(store.state.izquierda.ids == [0])
    #expect(store.state.derecha.ids == [0])
    let counting = Store(initialState: Pilas.State()) {
      Pilas()
    } withDependencies: {
      $0.stackElementID = .incrementing()
    }
    counting.send(.apilar(1, izquierda: true))
    counting.send(.apilar(2, izquierda: false))
    #expect(counting.state.izquierda.ids == [0])
    #expect(counting.state.derecha.ids == [1])
  }

  @Test("in the app, one generator serves the process")
  func live() {
    let generator = DependencyValues(context: .live).stackElementID
    let first = generator.next()
    #expect(generator.next() == StackElementID(rawValue: first.rawValue + 1))
    #expect(DependencyValues(context: .live).stackElementID.peek().rawValue == first.rawValue + 2)
  }

  @Test("outside a store, a stack numbers its own elements")
  func outsideAStore() {
    var pila = StackState<Int>()
    pila.append(1)
    pila.append(2)
    #expect(pila.ids == [0, 1])
    pila.removeAll()
    pila.append(3)
    #expect(pila.ids == [2])
    #expect(pila.nextElementID == 3)
  }

  @Test("the generator hands out ids in order and can be set for a store")
  func generator() {
    let generator = StackElementIDGenerator.incrementing(from: 4)
    #expect(generator.peek() == 4)
    #expect(generator() == 4)
    #expect(generator.next() == 5)
    let store = Store(initialState: Pilas.State()) {
      Pilas()
    } withDependencies: {
      $0.stackElementID = .incrementing(from: 100)
    }
    store.send(.apilar(1, izquierda: true))
    #expect(store.state.izquierda.ids == [100])
  }
}

@MainActor
@Suite("Stack element ids in a test's assertions")
struct StackElementIDAssertionTests {
  @Test("setting an element for a new id pushes it with that id")
  func subscriptPushes() async {
    let store = TestStore(initialState: Pilas.State()) { Pilas() }
    await store.send(.izquierda(.push(id: 0, state: 1))) { $0.izquierda[id: 0] = 1 }
    await store.send(.apilar(2, izquierda: true)) { $0.izquierda[id: 1] = 2 }
    await store.send(.izquierda(.popFrom(id: 0))) { $0.izquierda = StackState() }
    #expect(store.state.izquierda.isEmpty)
  }

  @Test("what an assertion does with the generator never reaches the store's")
  func assertionsUseACopy() async {
    let store = TestStore(initialState: Pilas.State()) { Pilas() }
    await store.send(.apilar(1, izquierda: true)) {
      $0.izquierda[id: 0] = 1
      @Dependency(\.stackElementID) var stackElementID
      _ = stackElementID.next()
      _ = stackElementID.next()
    }
    await store.send(.apilar(2, izquierda: true)) { $0.izquierda[id: 1] = 2 }
  }
}
