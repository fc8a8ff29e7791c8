/// Builds a reducer from a list of reducers run in order, as in a ``Reducer/body``.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.credenciales, action: \.credenciales) { Credenciales() }
///   Reduce { state, action in … }
/// }
/// ```
///
/// `if`, `if`/`else`, `switch` and `for` work as in any result builder.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// A reducer listed in the builder.
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action { reducer }

  /// An empty body: a reducer that does nothing.
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  /// The first reducer of a list.
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action { first }

  /// The reducers so far, then the next one.
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0, next: R1
  ) -> _SequenceReducer<R0, R1> {
    _SequenceReducer(first: accumulated, second: next)
  }

  /// A reducer inside an `if` without `else`.
  public static func buildOptional<R: Reducer>(_ wrapped: R?) -> _OptionalReducer<R>
  where R.State == State, R.Action == Action { _OptionalReducer(wrapped: wrapped) }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<First: Reducer, Second: Reducer>(
    first: First
  ) -> _ConditionalReducer<First, Second> { _ConditionalReducer(choice: .first(first)) }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<First: Reducer, Second: Reducer>(
    second: Second
  ) -> _ConditionalReducer<First, Second> { _ConditionalReducer(choice: .second(second)) }

  /// The reducers of a `for` loop.
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> _ArrayReducer<R>
  where R.State == State, R.Action == Action { _ArrayReducer(reducers: reducers) }

  /// A reducer inside `if #available`.
  public static func buildLimitedAvailability<R: Reducer>(_ wrapped: R) -> _OptionalReducer<R>
  where R.State == State, R.Action == Action { _OptionalReducer(wrapped: wrapped) }

  /// The body the builder returns.
  public static func buildFinalResult<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action { reducer }
}

/// Two reducers run one after the other; their effects merge. Built by ``ReducerBuilder``.
public struct _SequenceReducer<First: Reducer, Second: Reducer>: _ComposedReducer
where First.State == Second.State, First.Action == Second.Action {
  /// The state this reducer runs on.
  public typealias State = First.State
  /// The actions this reducer runs on.
  public typealias Action = First.Action

  @usableFromInline let first: First
  @usableFromInline let second: Second

  @usableFromInline init(first: First, second: Second) {
    self.first = first
    self.second = second
  }

  @inlinable @inline(__always)
  public func _reduce(
    into state: inout First.State, action: First.Action, cache: _ReducerCache
  ) -> Effect<First.Action> {
    cache._withParts { firstCache, secondCache in
      let firstEffect = first._reduce(into: &state, action: action, cache: firstCache)
      let secondEffect = second._reduce(into: &state, action: action, cache: secondCache)
      return firstEffect.merge(with: secondEffect)
    }
  }
}

/// A reducer that runs only when present. Built by ``ReducerBuilder`` for `if`.
public struct _OptionalReducer<Wrapped: Reducer>: _ComposedReducer {
  /// The state this reducer runs on.
  public typealias State = Wrapped.State
  /// The actions this reducer runs on.
  public typealias Action = Wrapped.Action

  @usableFromInline let wrapped: Wrapped?

  @usableFromInline init(wrapped: Wrapped?) { self.wrapped = wrapped }

  @inlinable
  public func _reduce(
    into state: inout Wrapped.State, action: Wrapped.Action, cache: _ReducerCache
  ) -> Effect<Wrapped.Action> {
    guard let wrapped else { return .none }
    return wrapped._reduce(into: &state, action: action, cache: cache)
  }
}

/// One of two reducers. Built by ``ReducerBuilder`` for `if`/`else` and `switch`.
public struct _ConditionalReducer<First: Reducer, Second: Reducer>: _ComposedReducer
where First.State == Second.State, First.Action == Second.Action {
  /// The state this reducer runs on.
  public typealias State = First.State
  /// The actions this reducer runs on.
  public typealias Action = First.Action

  @usableFromInline
  enum Choice {
    case first(First)
    case second(Second)
  }
  @usableFromInline let choice: Choice

  @usableFromInline init(choice: Choice) { self.choice = choice }

  @inlinable
  public func _reduce(
    into state: inout First.State, action: First.Action, cache: _ReducerCache
  ) -> Effect<First.Action> {
    cache._withParts { firstCache, secondCache in
      switch choice {
      case .first(let reducer):
        return reducer._reduce(into: &state, action: action, cache: firstCache)
      case .second(let reducer):
        return reducer._reduce(into: &state, action: action, cache: secondCache)
      }
    }
  }
}

/// Several reducers of one type, run in order. Built by ``ReducerBuilder`` for `for`.
public struct _ArrayReducer<Element: Reducer>: _ComposedReducer {
  /// The state this reducer runs on.
  public typealias State = Element.State
  /// The actions this reducer runs on.
  public typealias Action = Element.Action

  @usableFromInline let reducers: [Element]

  @usableFromInline init(reducers: [Element]) { self.reducers = reducers }

  @inlinable
  public func _reduce(
    into state: inout Element.State, action: Element.Action, cache: _ReducerCache
  ) -> Effect<Element.Action> {
    var effects: [Effect<Element.Action>] = []
    for (index, reducer) in reducers.enumerated() {
      let part = cache.part(index, of: reducers.count)
      effects.append(reducer._reduce(into: &state, action: action, cache: part))
    }
    return .merge(effects)
  }
}
