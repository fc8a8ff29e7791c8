import Runtime
import Testing

/// A feature whose reducer records each action, for tests of the store's processing order.
private struct Order: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case a, b, c, d
    case runTwo
    case nested
    case x, y, z, w
    case reentrant
    case inner
    case value(Int)
  }
  let reentry: Reentry

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.log.append("\(action)")
    switch action {
    case .a: return .merge(.send(.b), .send(.c))
    case .b: return .send(.d)
    case .runTwo:
      return .run { send in
        await send(.a)
        await send(.x)
      }
    case .nested:
      return .run { send in await send(.x) }
    case .x:
      return .concatenate(
        .send(.y),
        .run { send in
          for _ in 0..<5 { await Task.yield() }
          await send(.z)
        },
        .send(.w))
    case .reentrant:
      reentry.sendInner()
      state.log.append("reentrant-end")
      return .none
    default: return .none
    }
  }
}

@MainActor
private final class Reentry: Sendable {
  nonisolated(unsafe) weak var store: Store<Order.State, Order.Action>?
  nonisolated func sendInner() {
    MainActor.assumeIsolated { _ = store?.send(.inner) }
  }
}

@MainActor
@Suite("Store processing order")
struct StoreOrderingTests {
  @Test("synchronous .send effects run in the same cycle, breadth first")
  func synchronousSendsInSameCycle() {
    let store = Store(initialState: Order.State()) { Order(reentry: Reentry()) }
    var commits: [[String]] = []
    let observation = store.observe { commits.append($0.log) }
    store.send(.a)
    #expect(store.state.log == ["a", "b", "c", "d"])
    #expect(commits == [["a", "b", "c", "d"]], "state is committed once per cycle")
    observation.cancel()
  }

  @Test("an action sent while another is processed is queued, not recursed into")
  func reentrantSendIsQueued() {
    let reentry = Reentry()
    let store = Store(initialState: Order.State()) { Order(reentry: reentry) }
    reentry.store = store
    store.send(.reentrant)
    #expect(store.state.log == ["reentrant", "reentrant-end", "inner"])
  }

  @Test("actions an effect sends are processed in order, each with its own synchronous effects")
  func effectSendsInOrder() async {
    let store = Store(initialState: Order.State()) { Order(reentry: Reentry()) }
    await store.send(.runTwo).finish()
    #expect(store.state.log == ["runTwo", "a", "b", "c", "d", "x", "y", "z", "w"])
  }

  @Test("concatenate inside an effect's action waits for each part")
  func concatenateWaits() async {
    let store = Store(initialState: Order.State()) { Order(reentry: Reentry()) }
    await store.send(.nested).finish()
    #expect(store.state.log == ["nested", "x", "y", "z", "w"])
  }

  @Test("1,000 sends from detached tasks are all processed")
  func detachedSends() async {
    let store = Store(initialState: Order.State()) { Order(reentry: Reentry()) }
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<1_000 {
        group.addTask {
          await Task.detached { _ = await store.send(.value(index)) }.value
        }
      }
    }
    #expect(store.state.log.count == 1_000)
    #expect(Set(store.state.log).count == 1_000)
  }

  @Test("states are observable as an async sequence")
  func statesStream() async {
    let store = Store(initialState: Order.State()) { Order(reentry: Reentry()) }
    var iterator = store.states.makeAsyncIterator()
    #expect(await iterator.next()?.log == [])
    store.send(.c)
    #expect(await iterator.next()?.log == ["c"])
  }
}
