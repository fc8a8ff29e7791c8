extension Reducer {
  /// Runs a presented child — a destination — while its ``PresentationState`` holds a value.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.$destino, action: \.destino) {
  ///       Destino()
  ///     }
  /// }
  /// ```
  ///
  /// The child runs first, then this reducer. `.dismiss` sets the state to `nil` after the
  /// parent has seen it (unless the parent presented another child). When the child goes away —
  /// `nil`, or replaced by another child (another enum case, another id) — every effect it
  /// started is cancelled. In the child, `@Dependency(\.isPresented)` is `true`, and inside its
  /// effects `@Dependency(\.dismiss)` sends `.dismiss` for it.
  ///
  /// An alert or a confirmation dialog — or a case of a destination enum that holds one — closes
  /// itself after any of its actions, unless the parent put up a new one in response (told
  /// apart by `id`, not by content).
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      parent: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction), location: "\(fileID):\(line)")
  }
}

/// A parent with a presented destination. Built by
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(_,CaseKeyPath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)``.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: _ParentChildReducer {
  let parent: Parent
  let destination: Destination
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  let location: String
  let identities = NavigationIdentities<Destination.State>()

  public typealias Child = Destination
  public var _parent: Parent { parent }
  public var _child: Destination { destination }

  public func _run(
    _ state: inout Parent.State, _ action: Parent.Action,
    parent: _ReduceFunction<Parent.State, Parent.Action>,
    child destination: _ReduceFunction<Destination.State, Destination.Action>
  ) -> Effect<Parent.Action> {
    let presentation = toPresentationState
    let before = state[keyPath: presentation].wrappedValue.map(identities.identity(of:))
    let presentationAction = toPresentationAction.extract(from: action)
    var childEffect = Effect<Parent.Action>.none
    var closesAfterAction = false

    if case .presented(let childAction) = presentationAction {
      if var childState = state[keyPath: presentation].wrappedValue {
        closesAfterAction =
          identities.ephemeralActionType(of: childState).map { isAction(childAction, ofType: $0) }
          ?? false
        let effect = DismissEffect.whilePresented { destination(&childState, childAction) }
        state[keyPath: presentation].wrappedValue = childState
        let embed = toPresentationAction
        childEffect = effect.presented(
          as: { embed.embed(.presented($0)) }, dismissedBy: { embed.embed(.dismiss) })
      } else {
        reportIssue(
          """
          An 'ifLet' at \(location) received a presented action while nothing was presented: \
          \(Dumper.line(childAction))

          A destination's effects are cancelled when it is dismissed, so this action was sent by \
          something else; send presented actions only while the destination is shown.
          """,
          at: nil)
      }
    }

    if case .dismiss = presentationAction, before == nil {
      reportIssue(
        """
        An 'ifLet' at \(location) received a dismissal while nothing was presented.

        A destination's effects are cancelled when it is dismissed, so this action was sent by \
        something else; send a dismissal only while the destination is shown.
        """,
        at: nil)
    }

    let parentEffect = parent(&state, action)
    var after = state[keyPath: presentation].wrappedValue.map(identities.identity(of:))
    var closes = closesAfterAction
    if case .dismiss = presentationAction { closes = true }
    if closes, after != nil, after == before {
      state[keyPath: presentation].wrappedValue = nil
      after = nil
    }
    // The ids are built only when there is an effect to tag or to cancel: most actions have
    // neither.
    return .navigation(
      child: childEffect, in: childEffect.isNone ? nil : before.map(navigationID),
      parent: parentEffect,
      cancelling: before.flatMap { $0 != after ? [navigationID($0)] : nil } ?? [])
  }

  private func navigationID(_ identity: NavigationIdentity) -> NavigationID {
    NavigationID(path: toPresentationState, identity: identity)
  }
}
