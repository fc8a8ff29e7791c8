extension Reducer {
  /// Runs a child reducer on one case of an enum state, while the state is that case.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.conectado, action: \.conectado) {
  ///     Sesion()
  ///   }
  /// ```
  ///
  /// The child runs first, then this reducer. When the state leaves the case, every effect the
  /// child started is cancelled.
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfCaseLetReducer<Self, Child>
  where State: CasePathable, Child.State == CaseState, Child.Action == CaseAction {
    ifCaseLet(
      AnyCasePath(toCaseState), action: AnyCasePath(toCaseAction), then: child, fileID: fileID,
      line: line)
  }
}

/// A parent whose enum state may hold a child. Built by
/// ``Reducer/ifCaseLet(_:action:then:fileID:line:)-(CaseKeyPath<Self.State,CaseState>,_,_,_,_)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: _ParentChildReducer {
  let parent: Parent
  let child: Child
  let toCaseState: AnyCasePath<Parent.State, Child.State>
  let toCaseAction: AnyCasePath<Parent.Action, Child.Action>
  let location: String

  public var _parent: Parent { parent }
  public var _child: Child { child }

  public func _run(
    _ state: inout Parent.State, _ action: Parent.Action,
    parent: _ReduceFunction<Parent.State, Parent.Action>,
    child: _ReduceFunction<Child.State, Child.Action>
  ) -> Effect<Parent.Action> {
    let before = toCaseState.extract(from: state).map(navigationIdentity(of:))
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toCaseAction.extract(from: action) {
      if var childState = toCaseState.extract(from: state) {
        let effect = child(&childState, childAction)
        state = toCaseState.embed(childState)
        let embed = toCaseAction
        childEffect = effect.map { embed.embed($0) }
      } else {
        // TCA's wording, so a test matching TCA's message passes here too.
        reportIssue(
          """
          An "ifCaseLet" at "\(location)" received a child action when child state was set to \
          a different case.

            Action:
          \(messageDump(action, indent: 4))
            State:
          \(messageDump(state, indent: 4))

          This is generally considered an application logic error, and can happen for a few \
          reasons:

          A parent reducer set "\(typeNameWithoutGenerics(Parent.State.self))" to a \
          different case before this reducer ran. This reducer must run before any other \
          reducer sets child state to a different case. This ensures that child reducers can \
          handle their actions while their state is still available.

          An in-flight effect emitted this action when child state was unavailable. While it may \
          be perfectly reasonable to ignore this action, consider canceling the associated effect \
          before child state changes to another case, especially if it is a long-living effect.

          This action was sent to the store while state was another case. Make sure that actions \
          for this reducer can only be sent from a store when state is set to the appropriate \
          case. In SwiftUI applications, use "SwitchStore".
          """,
          at: nil)
      }
    }
    let parentEffect = parent(&state, action)
    let after = toCaseState.extract(from: state).map(navigationIdentity(of:))
    return .navigation(
      child: childEffect, in: before.map(navigationID), parent: parentEffect,
      cancelling: before.flatMap { $0 != after ? [navigationID($0)] : nil } ?? [])
  }

  private func navigationID(_ identity: NavigationIdentity) -> NavigationID {
    NavigationID(
      path: \Parent.State.self,
      identity: CaseStateIdentity(
        name: toCaseState.name, identity: identity))
  }
}

private struct CaseStateIdentity: Hashable, Sendable {
  let name: String
  let identity: NavigationIdentity
}
