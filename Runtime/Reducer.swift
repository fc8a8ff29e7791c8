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
public protocol Reducer<State, Action>: _CachingReducer {
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
}

/// How a store runs a reducer: the body cache's side of ``Reducer``, kept out of the protocol a
/// feature reads. Every reducer conforms through ``Reducer``; you never implement it.
///
/// It is a requirement rather than an extension method so that composition types (`Scope`,
/// `ifLet`, the builder's blocks) run their own version when called generically — one witness
/// table entry, which a store's specialized code inlines away.
public protocol _CachingReducer<State, Action> {
  /// The feature's state.
  associatedtype State
  /// The feature's actions.
  associatedtype Action

  /// Runs this reducer, keeping in `cache` what running it took — its body, evaluated the
  /// first time, and its parts' caches. You never implement this; the defaults and the
  /// composition types do, and it is the one path every reducer runs by: a store calls it with
  /// the cache it keeps, ``Reducer/reduce(into:action:)`` with a fresh one.
  ///
  /// So a body is evaluated once per store, not on every action (building a case key path
  /// such as `\.inner` costs microseconds), while the calls between reducers stay static: the
  /// module that creates a store specializes and inlines the whole tree. A reducer that
  /// contains itself evaluates its inner copies' bodies when an action first reaches them.
  func _reduce(into state: inout State, action: Action, cache: _ReducerCache) -> Effect<Action>
}

/// A reducer as a function: the shape a store runs.
public typealias _ReduceFunction<State, Action> = (inout State, Action) -> Effect<Action>

/// A reducer with the same state and action types as `R`: write `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer {
  /// This reducer as a function that keeps its own cache: make it once, call it many times.
  @inlinable
  public func _reduceFunction() -> _ReduceFunction<State, Action> {
    let root = _ReducerCacheRoot()
    return { self._reduce(into: &$0, action: $1, cache: root.cache) }
  }

  /// Runs this reducer once, with a fresh cache.
  @inlinable
  func _reduceOnce(into state: inout State, action: Action) -> Effect<Action> {
    let root = _ReducerCacheRoot()
    return withExtendedLifetime(root) {
      _reduce(into: &state, action: action, cache: root.cache)
    }
  }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError("'\(Self.self)' has no body: it implements reduce(into:action:) directly.")
  }

  /// A reducer without a body runs its own ``reduce(into:action:)``.
  @inlinable @inline(__always)
  public func _reduce(
    into state: inout State, action: Action, cache: _ReducerCache
  ) -> Effect<Action> {
    reduce(into: &state, action: action)
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    _reduceOnce(into: &state, action: action)
  }

  /// Runs ``body``, evaluated the first time this part of the tree runs.
  @inlinable @inline(__always)
  public func _reduce(
    into state: inout State, action: Action, cache: _ReducerCache
  ) -> Effect<Action> {
    cache._withBody({ self.body }) { node in
      node.body._reduce(into: &state, action: action, cache: node.bodyCache)
    }
  }
}

/// A reducer whose logic is written once, in ``Reducer/_reduce(into:action:cache:)``: every
/// composition type (`Scope`, `ifLet`, `forEach`, the builder's blocks…) conforms, and its
/// ``Reducer/reduce(into:action:)`` runs that with a fresh cache. So there is one execution
/// path: a store and a direct call run the same code.
///
/// > Important: a conforming type must implement ``Reducer/_reduce(into:action:cache:)``.
public protocol _ComposedReducer: Reducer where Body == Never {}

extension _ComposedReducer {
  /// Runs this reducer with a fresh cache.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    _reduceOnce(into: &state, action: action)
  }
}
