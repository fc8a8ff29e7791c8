extension Reducer {
  /// Runs a child reducer on optional child state, when it is present.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.detalle, action: \.detalle) {
  ///     Detalle()
  ///   }
  /// ```
  ///
  /// The child runs first, then this reducer. When the child state becomes `nil` (or a different
  /// child, by identity), every effect the child started is cancelled, and the child's cancel ids
  /// never collide with the parent's or a sibling's.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Child>
  where Child.State == ChildState, Child.Action == ChildAction {
    _IfLetReducer(
      parent: self, child: child(), toChildState: toChildState,
      toChildAction: AnyCasePath(toChildAction), location: "\(fileID):\(line)")
  }
}

/// A parent with an optional child. Built by ``Reducer/ifLet(_:action:then:fileID:line:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: _ParentChildReducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: String

  public var _parent: Parent { parent }
  public var _child: Child { child }

  public func _run(
    _ state: inout Parent.State, _ action: Parent.Action,
    parent: _ReduceFunction<Parent.State, Parent.Action>,
    child: _ReduceFunction<Child.State, Child.Action>
  ) -> Effect<Parent.Action> {
    let before = state[keyPath: toChildState].map(navigationIdentity(of:))
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if var childState = state[keyPath: toChildState] {
        let effect = child(&childState, childAction)
        state[keyPath: toChildState] = childState
        let embed = toChildAction
        childEffect = effect.map { embed.embed($0) }
      } else {
        reportIssue(
          """
          An 'ifLet' at \(location) received a child action while the child state was nil: \
          \(Dumper.line(childAction))

          The child's effects are cancelled when its state becomes nil, so this action was sent \
          by something else; send child actions only while the child is present.
          """,
          at: nil)
      }
    }
    let parentEffect = parent(&state, action)
    let after = state[keyPath: toChildState].map(navigationIdentity(of:))
    return .navigation(
      child: childEffect, in: before.map(navigationID), parent: parentEffect,
      cancelling: before.flatMap { $0 != after ? [navigationID($0)] : nil } ?? [])
  }

  private func navigationID(_ identity: NavigationIdentity) -> NavigationID {
    NavigationID(path: toChildState, identity: identity)
  }
}
