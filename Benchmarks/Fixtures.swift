import Runtime

/// The smallest useful feature: a counter whose action only mutates state.
struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }
  enum Action: Equatable, Sendable, CasePathable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count &+= 1
    return .none
  }
}

/// The reducer called directly, through a call the optimizer cannot inline: the baseline of
/// `store-send`.
@inline(never)
func directReduce(
  _ reducer: Counter, _ state: inout Counter.State, _ action: Counter.Action
)
  -> Effect<Counter.Action>
{
  reducer.reduce(into: &state, action: action)
}

/// A feature whose action starts an effect that sends an action back: one round trip.
struct PingPong: Reducer {
  struct State: Equatable { var pongs = 0 }
  enum Action: Equatable, Sendable { case ping, pong }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping: return .run { send in await send(.pong) }
    case .pong:
      state.pongs += 1
      return .none
    }
  }
}

/// A state with a large identified collection, and an action that changes one element.
struct Inventory: Reducer {
  struct Item: Equatable, Identifiable, Sendable {
    var id: Int
    var name: String
    var checked = false
  }
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item>
    static func make(count: Int) -> State {
      State(
        items: IdentifiedArray(uniqueElements: (0..<count).map { Item(id: $0, name: "item \($0)") })
      )
    }
  }
  enum Action: Equatable, Sendable { case toggle(Int) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .toggle(let id):
      state.items[id: id]?.checked.toggle()
      return .none
    }
  }
}
