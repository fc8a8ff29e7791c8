@_spi(Runtime) import Dumps

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
        reportIssue(
          AbsentChildMessage.stateWasOtherCase(
            reducer: "ifCaseLet", location: location, action: messageDump(action, indent: 4),
            state: messageDump(state, indent: 4),
            stateType: typeNameWithoutGenerics(Parent.State.self)),
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
