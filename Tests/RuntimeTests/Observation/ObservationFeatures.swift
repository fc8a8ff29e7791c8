import Runtime

// Features for the store observation tests, written with TCA's macros (`@Reducer`,
// `@ObservableState`, `@Presents`) as a TCA user writes them.

/// A counter with a name, a binding and an effect: a row, a child, a destination, a screen.
@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
    var name = ""
  }

  enum Action: Equatable, Sendable, BindableAction {
    case binding(BindingAction<State>)
    case increment
    case rename(String)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .increment:
        state.count += 1
        return .none
      case .rename(let name):
        state.name = name
        return .none
      }
    }
  }
}

/// What `Screens` presents: an enum reducer of two counters.
@Reducer
enum Destination {
  case first(Counter)
  case second(Counter)
}
extension Destination.State: Equatable {}
extension Destination.Action: Equatable, Sendable {}

/// A screen with every kind of child: a child, a presented destination, rows and a stack.
@Reducer
struct Screens {
  @ObservableState
  struct State: Equatable {
    var child = Counter.State()
    @Presents var destination: Destination.State?
    var rows: IdentifiedArrayOf<Counter.State> = []
    var path = StackState<Counter.State>()
    var title = ""
  }

  enum Action: Equatable, Sendable {
    case child(Counter.Action)
    case destination(PresentationAction<Destination.Action>)
    case rows(IdentifiedActionOf<Counter>)
    case path(StackAction<Counter.State, Counter.Action>)
    case present(Destination.State)
    case dismiss
    case appendRow(Counter.State)
    case removeRow(Int)
    case replaceRow(Counter.State)
    case moveFirstRowToEnd
    case push(Counter.State)
    case pop
    case retitle(String)
    case replaceChild(Counter.State)
    case replaceAll(State)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
    Reduce { state, action in
      switch action {
      case .child, .destination, .rows, .path:
        return .none
      case .present(let destination):
        state.destination = destination
        return .none
      case .dismiss:
        state.destination = nil
        return .none
      case .appendRow(let row):
        state.rows.append(row)
        return .none
      case .removeRow(let id):
        state.rows.remove(id: id)
        return .none
      case .replaceRow(let row):
        state.rows[id: row.id] = row
        return .none
      case .moveFirstRowToEnd:
        state.rows.move(fromOffsets: [0], toOffset: state.rows.count)
        return .none
      case .push(let screen):
        state.path.append(screen)
        return .none
      case .pop:
        state.path.removeLast()
        return .none
      case .retitle(let title):
        state.title = title
        return .none
      case .replaceChild(let child):
        state.child = child
        return .none
      case .replaceAll(let all):
        state = all
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.rows, action: \.rows) { Counter() }
    .forEach(\.path, action: \.path) { Counter() }
  }
}
