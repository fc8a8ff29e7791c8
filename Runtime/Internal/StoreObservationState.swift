/// What a store keeps for observation: the registrar its readers register with, the child
/// stores it scoped (kept while their state lives), and what it compares after each cycle.
///
/// After every cycle of the root store that has something to check, the root walks its tree of
/// child stores: a child whose state is gone is invalidated and dropped from its parent, which
/// releases it; an observed store whose state got another identity (or, for a state without
/// `@ObservableState`, any observed store) notifies the readers of its ``Store/state``.
@MainActor
final class StoreObservationState<State> {
  /// The registrar behind `Store.state`, created when the store is first read.
  let box = ObservationBox()
  /// The identity of the state when the readers last heard about it.
  var lastIdentity: ObservableStateID?
  /// How to read the identity of a `State`, or `nil` when `State` is not observable.
  lazy var identity: ((State) -> ObservableStateID)? = observableIdentity(of: State.self)
  /// The child stores, by the key paths they were scoped with.
  var children: [ScopeKey: any ScopedChild<State>] = [:]
  /// For a root store, the observation of its core's cycles that runs the walk.
  var cycles: StoreObservation?
  /// Whether the store's state is gone; reads give its last value, sends are reported.
  var isInvalidated = false

  init() {}

  /// Whether the store's readers need to hear about `state`, given what they last heard.
  func stateNeedsNotifying(_ state: State) -> Bool {
    guard let identity else { return true }
    let current = identity(state)
    if current == lastIdentity { return false }
    lastIdentity = current
    return true
  }
}

/// A child store as its parent keeps it: the store, and how to find its state in the parent's.
@MainActor
protocol ScopedChild<ParentState>: AnyObject {
  associatedtype ParentState
  /// Brings the child up to date with its parent's state after a cycle. Returns `false` when the
  /// child's state is gone: the child is invalidated, and the parent drops it.
  func refresh(from parent: ParentState) -> Bool
  /// Marks the child's state (and its children's) as gone.
  func invalidate()
}

/// The key a parent keeps a child store under: the state and action paths it was scoped with.
struct ScopeKey: Hashable {
  let state: AnyHashable
  let action: AnyHashable
}

/// A child store and the extraction of its state from its parent's.
@MainActor
final class ScopedChildEntry<ParentState, State, Action>: ScopedChild {
  let store: Store<State, Action>
  let extract: (ParentState) -> State?

  init(store: Store<State, Action>, extract: @escaping (ParentState) -> State?) {
    self.store = store
    self.extract = extract
  }

  func refresh(from parent: ParentState) -> Bool {
    guard let state = extract(parent) else {
      store.invalidate()
      return false
    }
    store.didFinishCycle(with: state)
    return true
  }

  func invalidate() { store.invalidate() }
}

/// Reads the identity of `State` values, when `State` is observable.
private func observableIdentity<State>(of _: State.Type) -> ((State) -> ObservableStateID)? {
  guard let observable = State.self as? any ObservableState.Type else { return nil }
  func identity<Observed: ObservableState>(_: Observed.Type) -> (State) -> ObservableStateID {
    // `State` is `Observed`: the cast only tells the compiler so.
    { unsafeBitCast($0, to: Observed.self)._$id }
  }
  return identity(observable)
}

extension Store {
  /// Registers a read of the store's state with the observation in progress, if any.
  func registerRead() {
    if ReducerReads.areSuspendedOnThisThread { return }
    let firstRead = !observation.box.isObserved.load(ordering: .relaxed)
    observation.box.observationRegistrar.access(self, keyPath: \.currentState)
    if firstRead {
      observation.lastIdentity = observation.identity?(currentState)
      rootStore?.watchCycles()
    }
  }

  /// Brings the store and its children up to date with `state`, after a cycle.
  func didFinishCycle(with state: State) {
    scoped?.lastState?.value = state
    if observation.box.isObserved.load(ordering: .relaxed),
      observation.stateNeedsNotifying(state)
    {
      observation.box.observationRegistrar.withMutation(of: self, keyPath: \.currentState) {}
    }
    guard !observation.children.isEmpty else { return }
    for (key, child) in observation.children where !child.refresh(from: state) {
      observation.children[key] = nil
    }
  }

  /// Marks the store's state as gone, and its children's.
  func invalidate() {
    observation.isInvalidated = true
    for child in observation.children.values { child.invalidate() }
    observation.children = [:]
  }

  /// Keeps `child` while its state lives, under `key`, and starts the walk after each cycle.
  func keep<ChildState, ChildAction>(
    _ child: Store<ChildState, ChildAction>, under key: ScopeKey,
    extract: @escaping (State) -> ChildState?
  ) {
    observation.children[key] = ScopedChildEntry(store: child, extract: extract)
    rootStore?.watchCycles()
  }

  /// The cached child store under `key`, if there is one.
  func cachedChild<ChildState, ChildAction>(
    _ key: ScopeKey, as _: Store<ChildState, ChildAction>.Type
  ) -> Store<ChildState, ChildAction>? {
    (observation.children[key] as? ScopedChildEntry<State, ChildState, ChildAction>)?.store
  }
}
