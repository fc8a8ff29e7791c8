/// What a store keeps for observation: the registrar its readers register with, the child
/// stores it scoped (kept while their state lives), and what it compares after each cycle.
///
/// After every cycle of the root store that has something to check, the root walks its tree of
/// child stores: a child whose state is gone is invalidated and dropped from its parent, which
/// releases it; an observed store whose state got another identity (or, for a state without
/// `@ObservableState`, any observed store) notifies the readers of its ``Store/state``. A child
/// whose state cannot go away, that nobody observes and that has no children of its own is not
/// visited.
@MainActor
final class StoreObservationState<State> {
  /// The registrar behind `Store.state`, created when the store is first read.
  let box = ObservationBox()
  /// The identity of the state when the readers last heard about it.
  var lastIdentity: ObservableStateID?
  /// How to read the identity of a `State`, or `nil` when `State` is not observable.
  let identity: ((State) -> ObservableStateID)?
  /// The child stores, by the key paths they were scoped with.
  var children: [ScopeKey: KeptChild<State>] = [:]
  /// For a root store, the observation of its core's cycles that runs the walk.
  var cycles: StoreObservation?
  /// Whether the store's state is gone; reads give its last value, sends are reported.
  var isInvalidated = false
  /// The key path the registrar knows the store's state by (`\Store.currentState`), made once:
  /// making a key path into a generic class is a runtime call that looks up metadata.
  var stateKeyPath: AnyKeyPath?
  /// For the store of a collection whose element stores it keeps: the keys of the children
  /// whose state may have changed since the last walk, or `nil` when it cannot tell (then the
  /// walk looks at every child).
  var changedChildren: (@MainActor (State) -> [ScopeKey]?)?
  /// What ``changedChildren`` reads (an `ElementStoreChanges`), for the scoping that adds
  /// element stores to find it again.
  var elementChanges: AnyObject?

  init() { identity = observableIdentity(of: State.self) }

  /// Whether the store's readers need to hear about `state`, given what they last heard.
  func stateNeedsNotifying(_ state: State) -> Bool {
    guard let identity else { return true }
    let current = identity(state)
    if current == lastIdentity { return false }
    lastIdentity = current
    return true
  }
}

/// A child store as its parent keeps it: what to do with it after a cycle, made where the child
/// was scoped, so the walk calls closures and asks the runtime for no type metadata.
@MainActor
final class KeptChild<ParentState> {
  /// The key the parent keeps it under.
  let key: ScopeKey
  /// The child store.
  let store: AnyObject
  /// Brings the child up to date with its parent's state. Returns `false` when the child's
  /// state is gone: the child is invalidated, and the parent drops it.
  let refresh: @MainActor (ParentState) -> Bool
  /// Whether the walk has to visit the child: it is observed, it has children, or its state can
  /// go away (and, for a collection's element, the collection's ids changed).
  let needsVisit: @MainActor (ParentState) -> Bool
  /// Marks the child's state (and its children's) as gone.
  let invalidate: @MainActor () -> Void

  init<State, Action>(
    _ store: Store<State, Action>, under key: ScopeKey, canGoAway: Bool,
    extract: @escaping (ParentState) -> State?,
    idsUnchanged: ((ParentState) -> Bool)?
  ) {
    self.key = key
    self.store = store
    refresh = { [unowned store] parent in
      guard let state = ReducerReads.suspended({ extract(parent) }) else {
        store.invalidate()
        return false
      }
      store.didFinishCycle(with: state)
      return true
    }
    needsVisit = { [unowned store] parent in
      if store.observation.box.isObserved.load(ordering: .relaxed)
        || !store.observation.children.isEmpty
      {
        return true
      }
      guard canGoAway else { return false }
      return !(idsUnchanged?(parent) ?? false)
    }
    invalidate = { [unowned store] in store.invalidate() }
  }
}

/// The key a parent keeps a child store under: the state and action paths it was scoped with.
struct ScopeKey: Hashable {
  let state: AnyHashable
  let action: AnyHashable
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
    observation.box.access(stateKeyPath)
    if firstRead {
      observation.lastIdentity = observation.identity?(currentState)
      rootStore?.watchCycles()
    }
  }

  /// The key path the registrar knows this store's state by.
  private var stateKeyPath: AnyKeyPath {
    if let keyPath = observation.stateKeyPath { return keyPath }
    let keyPath: AnyKeyPath = \Store.currentState
    observation.stateKeyPath = keyPath
    return keyPath
  }

  /// Brings the store and its children up to date with `state`, after a cycle.
  func didFinishCycle(with state: State) {
    if let lastState = scoped?.lastState { lastState.value = state }
    if observation.box.isObserved.load(ordering: .relaxed),
      observation.stateNeedsNotifying(state)
    {
      observation.box.withMutation(of: stateKeyPath) {}
    }
    guard !observation.children.isEmpty else { return }
    var gone: [ScopeKey] = []
    if let changed = observation.changedChildren?(state) {
      // A collection that knows which of its elements were written: the others are as they
      // were, and so are their stores.
      for key in changed {
        guard let child = observation.children[key], child.needsVisit(state) else { continue }
        if !child.refresh(state) { gone.append(key) }
      }
    } else {
      for child in observation.children.values where child.needsVisit(state) {
        if !child.refresh(state) { gone.append(child.key) }
      }
    }
    for key in gone { observation.children[key] = nil }
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
    extract: @escaping (State) -> ChildState?, idsUnchanged: ((State) -> Bool)? = nil
  ) {
    observation.children[key] = KeptChild(
      child, under: key, canGoAway: child.scoped?.lastState != nil, extract: extract,
      idsUnchanged: idsUnchanged)
    rootStore?.watchCycles()
  }

  /// The kept child store under `key`, if there is one.
  func cachedChild<ChildState, ChildAction>(
    _ key: ScopeKey, as _: Store<ChildState, ChildAction>.Type
  ) -> Store<ChildState, ChildAction>? {
    observation.children[key]?.store as? Store<ChildState, ChildAction>
  }
}

/// Whether a collection's ids are the ones it had the last time it was asked (``IDPositions``'s
/// generation): for an element's store, which is still there while they are.
@MainActor
final class IDsWatch {
  private var generation: UInt64?

  func unchanged(_ current: UInt64) -> Bool {
    defer { generation = current }
    return generation == current
  }
}
