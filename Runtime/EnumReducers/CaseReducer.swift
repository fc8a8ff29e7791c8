/// A reducer for state that is one of several features: an enum of destinations or of the
/// screens of a stack, where each case runs its own feature's reducer.
///
/// TCA writes these with `@Reducer enum`; without macros, write out what the macro would: the
/// `State` and `Action` enums, a static `body` with one `Scope` per case, and the link from
/// `State` back to the reducer (``CaseReducerState``):
///
/// ```swift
/// enum Destination: CaseReducer {
///   enum State: CaseReducerState, CasePathable, Equatable {
///     typealias StateReducer = Destination
///     case add(SyncUpForm.State)
///     case alert(AlertState<Alert>)
///   }
///   enum Action: CasePathable {
///     case add(SyncUpForm.Action)
///     case alert(Alert)
///   }
///   enum Alert: CasePathable { case confirmLoadMockData }
///
///   static var body: some ReducerOf<Self> {
///     Scope(state: \.add, action: \.add) { SyncUpForm() }
///   }
/// }
/// ```
///
/// The parent then presents it with no trailing closure, as in TCA:
/// `.ifLet(\.$destination, action: \.destination)` or `.forEach(\.path, action: \.path)`. A case
/// without a feature of its own (an alert) simply has no `Scope`.
///
/// > Important: list every case that has a feature in `body`. A case left out keeps its state
/// > but ignores its actions, which a test shows as an expected change that never happens.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  // Restated so the compiler infers `Body` from the static `body`, not from `Reducer`'s
  // defaults for reducers without one.
  /// The enum of the cases' states, which names this reducer (``CaseReducerState``).
  associatedtype State = State
  /// The enum of the cases' actions: one case per feature, with its action as payload.
  associatedtype Action = Action
  /// The type of the static ``body``.
  associatedtype Body = Body

  /// The reducers of the cases: one `Scope(state: \.case, action: \.case)` per feature.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// What `store.case` gives: an enum with a case per case of `State`, holding a store for a
  /// feature's case and the value for a case without a feature. `@Reducer enum` writes it; a
  /// reducer written by hand has none (`Never`) unless it declares one, conforming to
  /// ``_CaseScopeProtocol``, with ``scope(_:)``.
  associatedtype CaseScope = Never

  /// The case of `store`'s state, with a store scoped to it: what `store.case` gives.
  ///
  /// ```swift
  /// static func scope(_ store: Store<State, Action>) -> CaseScope {
  ///   switch store.state {
  ///   case .add: .add(store.scope(state: \.add, action: \.add)!)
  ///   case let .alert(alert): .alert(alert)
  ///   }
  /// }
  /// ```
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

/// What a ``CaseReducer``'s `CaseScope` enum conforms to, so `store.case` is available.
public protocol _CaseScopeProtocol {}

extension CaseReducer where CaseScope == Never {
  /// A reducer without a `CaseScope` has no `store.case`; this is never called by the library.
  @MainActor
  public static func scope(_ store: Store<State, Action>) -> Never {
    preconditionFailure(
      "\(Self.self) declares no 'CaseScope': declare one with 'scope(_:)' to switch on 'store.case'."
    )
  }
}

extension Store
where
  State: CaseReducerState, State.StateReducer.Action == Action,
  State.StateReducer.CaseScope: _CaseScopeProtocol
{
  /// The case of the state, with a store scoped to it: `switch store.case { case let
  /// .detalle(store): … }`.
  ///
  /// Read inside `withObservationTracking`, the observer hears when the state changes case.
  /// Each case's store is the same while the state stays in that case, and is released when it
  /// leaves it.
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

extension CaseReducer {
  /// The static ``body``, so the type works wherever a reducer value is expected.
  public var body: Body { Self.body }
}

/// The state of a ``CaseReducer``: names the reducer that runs it, so a parent can present it
/// without saying which reducer to use.
///
/// ```swift
/// enum State: CaseReducerState, CasePathable {
///   typealias StateReducer = Destination
///   case detail(SyncUpDetail.State)
/// }
/// ```
public protocol CaseReducerState {
  /// The enum reducer whose `State` this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
