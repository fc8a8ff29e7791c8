extension Store {
  /// A store for a child feature: its state is read from this store's, and its actions are
  /// sent through this store.
  ///
  /// ```swift
  /// let buscador = store.scope(state: \.buscador, action: \.buscador)
  /// buscador.send(.terminoCambio("swift"))
  /// ```
  ///
  /// The child store is kept: scoping again with the same paths gives the same store.
  ///
  /// (The source location parameters, which the optional overload has too, let the compiler
  /// prefer that overload for an optional child.)
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> {
    scope(
      toChildState, action: toChildAction, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// A store for a child feature (TCA's current spelling of
  /// ``scope(state:action:fileID:filePath:line:column:)->Store<ChildState,ChildAction>``).
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> {
    let key = ScopeKey(state: toChildState, action: toChildAction)
    if let child = cachedChild(key, as: Store<ChildState, ChildAction>.self) { return child }
    let extract: (State) -> ChildState? = { $0[keyPath: toChildState] }
    let child = makeChild(
      extract: extract, embed: AnyCasePath(toChildAction).embed,
      lastState: scoped?.lastState != nil ? currentState[keyPath: toChildState] : nil,
      scopedAt: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    keep(child, under: key, extract: extract)
    return child
  }

  /// A store for an optional child feature, or `nil` while there is none.
  ///
  /// ```swift
  /// if let detalle = store.scope(state: \.detalle, action: \.detalle) {
  ///   pintar(detalle)
  /// }
  /// ```
  ///
  /// The same store is returned while the child's state lives. When the state goes away, the
  /// store is released (unless you keep it): it keeps showing the last state, and an action sent
  /// to it is reported, not sent. Read inside `withObservationTracking`, the observer hears when
  /// the child comes or goes.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    scope(
      toChildState, action: toChildAction, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// A store for an optional child feature, or `nil` while there is none (TCA's current
  /// spelling of ``scope(state:action:fileID:filePath:line:column:)->Store<ChildState,ChildAction>?``).
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    guard let childState = state[keyPath: toChildState] else { return nil }
    return presentChild(
      ScopeKey(state: toChildState, action: toChildAction), state: childState,
      extract: { $0[keyPath: toChildState] }, embed: AnyCasePath(toChildAction).embed,
      scopedAt: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// A store for a child feature, from functions rather than paths — TCA's deprecated spelling.
  /// The store is not kept: each call makes a new one.
  @available(*, deprecated, message: "Scope with a key path and a case key path instead.")
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    makeChild(
      extract: { toChildState($0) }, embed: fromChildAction, lastState: nil, scopedAt: nil)
  }

  /// The store of a child whose state can go away, present now with `state`: the kept one, or
  /// a new one.
  ///
  /// `idsUnchanged`, for the element of a collection, says whether the collection's ids are the
  /// ones it had the last time it was asked: then the element is still there.
  func presentChild<ChildState, ChildAction>(
    _ key: ScopeKey, state: ChildState, extract: @escaping (State) -> ChildState?,
    embed: @escaping (ChildAction) -> Action, scopedAt: CodeLocation?,
    idsUnchanged: ((State) -> Bool)? = nil
  ) -> Store<ChildState, ChildAction> {
    if let child = cachedChild(key, as: Store<ChildState, ChildAction>.self),
      !child.observation.isInvalidated
    {
      return child
    }
    let child = makeChild(extract: extract, embed: embed, lastState: state, scopedAt: scopedAt)
    keep(child, under: key, extract: extract, idsUnchanged: idsUnchanged)
    return child
  }

  /// A new child store. `lastState` is given for a child whose state can go away.
  func makeChild<ChildState, ChildAction>(
    extract: @escaping (State) -> ChildState?, embed: @escaping (ChildAction) -> Action,
    lastState: ChildState?, scopedAt: CodeLocation?
  ) -> Store<ChildState, ChildAction> {
    let parentState = stateSource
    let parentSend = sendSource
    return Store<ChildState, ChildAction>(
      scoped: ScopedBacking(
        state: { parentState().flatMap(extract) },
        sendToParent: { parentSend(embed($0)) },
        observeCycles: cycleSource,
        lastState: lastState.map(LastState.init),
        scopedAt: scopedAt ?? scoped?.scopedAt))
  }

  /// This store's state, or `nil` once it is gone, as a child reads it.
  private var stateSource: @MainActor () -> State? {
    if let rootCore { return { rootCore.state } }
    return scoped.unsafelyUnwrapped.state
  }

  /// Sends through this store, as a child does. The child has checked that its state is there,
  /// which it cannot be unless this store's is: the check is not repeated at each level.
  private var sendSource: @MainActor (Action) -> StoreTask {
    if let rootCore { return { StoreTask(origin: rootCore.send($0)) } }
    let scoped = scoped.unsafelyUnwrapped
    return { scoped.sendToParent($0) }
  }

  /// Observes the root core's cycles, as a child does.
  private var cycleSource: @MainActor (@escaping @MainActor () -> Void) -> StoreObservation {
    if let rootCore {
      return { onCycle in
        let id = rootCore.observe { _ in onCycle() }
        return StoreObservation { rootCore.removeObserver(id) }
      }
    }
    return scoped.unsafelyUnwrapped.observeCycles
  }

  /// The store that owns the core, when this is it.
  var rootStore: Store? { rootCore == nil ? nil : self }

  /// Makes the root store walk its tree of child stores after every cycle.
  func watchCycles() {
    guard let rootCore, observation.cycles == nil else { return }
    let id = rootCore.observe { [unowned self] state in self.didFinishCycle(with: state) }
    observation.cycles = StoreObservation { rootCore.removeObserver(id) }
  }
}
