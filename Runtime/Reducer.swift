/// A feature's logic: how an action changes state, and what work it asks for next.
///
/// A reducer is a pure function of state and action. It mutates the state in place and
/// returns an ``Effect`` — a description of work, never the work itself. Implement
/// ``reduce(into:action:)`` directly, or compose other reducers in ``body``:
///
/// ```swift
/// struct Contador: Reducer {
///   struct State: Equatable { var cuenta = 0 }
///   enum Action { case incrementar }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementar:
///         state.cuenta += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// > Important: do not perform side effects (network, disk, time, randomness) in the reducer.
/// > Return them as effects, and reach the world through dependencies, so a test can fix every
/// > input.
public protocol Reducer<State, Action> {
  /// The feature's state.
  associatedtype State
  /// Everything that can happen to the feature: what the person did, what the world answered.
  associatedtype Action
  /// The type of ``body``; `Never` for reducers that implement ``reduce(into:action:)``.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effect to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order for each action.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// The reduce function a store calls, built once: a reducer's `body` is evaluated here, not on
  /// every action (so the key paths it names are resolved once). You never implement this; the
  /// defaults and the composition types do.
  func _reduceFunction() -> _ReduceFunction<State, Action>
}

/// A reducer as a function: the shape a store runs.
public typealias _ReduceFunction<State, Action> = (inout State, Action) -> Effect<Action>

/// A reducer with the same state and action types as `R`: write `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer {
  /// A reducer without a body runs its own `reduce(into:action:)`.
  public func _reduceFunction() -> _ReduceFunction<State, Action> {
    { self.reduce(into: &$0, action: $1) }
  }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError("'\(Self.self)' has no body: it implements reduce(into:action:) directly.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// The body's reduce function, with the body evaluated once.
  public func _reduceFunction() -> _ReduceFunction<State, Action> {
    body._reduceFunction()
  }
}
