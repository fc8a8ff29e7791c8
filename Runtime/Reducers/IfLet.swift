@_spi(Runtime) import Dumps

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
    ifLet(
      toChildState, action: AnyCasePath(toChildAction), then: child, fileID: fileID, line: line)
  }
}

/// A parent with an optional child. Built by ``Reducer/ifLet(_:action:then:fileID:line:)-(_,CaseKeyPath<Self.Action,ChildAction>,_,_,_)``.
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
          AbsentChildMessage.optionalWasNil(
            location: location, action: messageDump(action, indent: 4)),
          at: nil)
      }
    }
    let parentEffect = parent(&state, action)
    let after = state[keyPath: toChildState].map(navigationIdentity(of:))
    // An alert or dialog closes after any of its actions, unless the parent put up another.
    if before == after, toChildAction.extract(from: action) != nil,
      let childState = state[keyPath: toChildState], childState is any _EphemeralState
    {
      state[keyPath: toChildState] = nil
    }
    return .navigation(
      child: childEffect, in: before.map(navigationID), parent: parentEffect,
      cancelling: before.flatMap { $0 != after ? [navigationID($0)] : nil } ?? [])
  }

  private func navigationID(_ identity: NavigationIdentity) -> NavigationID {
    NavigationID(path: toChildState, identity: identity)
  }
}
