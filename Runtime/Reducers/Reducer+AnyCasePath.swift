extension Reducer {
  /// ``ifLet(_:action:then:fileID:line:)-(_,CaseKeyPath<Self.Action,ChildAction>,_,_,_)``, with the child's actions reached through an
  /// ``/CasePaths/AnyCasePath`` — TCA's older spelling, `.ifLet(\.detalle, action: /Action.detalle)`.
  /// Prefer a case key path: `action: \.detalle`.
  @_disfavoredOverload
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: AnyCasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Child>
  where Child.State == ChildState, Child.Action == ChildAction {
    _IfLetReducer(
      parent: self, child: child(), toChildState: toChildState, toChildAction: toChildAction,
      location: "\(fileID):\(line)")
  }

  /// The ephemeral-state `ifLet` (an alert or a dialog in a plain optional, no child reducer),
  /// with its actions reached through an ``/CasePaths/AnyCasePath``: `.ifLet(\.alerta, action: /Action.alerta)`.
  @_disfavoredOverload
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() }, fileID: fileID,
      line: line)
  }

  /// ``ifCaseLet(_:action:then:fileID:line:)-(CaseKeyPath<Self.State,CaseState>,_,_,_,_)``, with the case reached through ``/CasePaths/AnyCasePath``s —
  /// TCA's older spelling, `.ifCaseLet(/State.conectado, action: /Action.conectado)`. Prefer case
  /// key paths.
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfCaseLetReducer<Self, Child>
  where Child.State == CaseState, Child.Action == CaseAction {
    _IfCaseLetReducer(
      parent: self, child: child(), toCaseState: toCaseState, toCaseAction: toCaseAction,
      location: "\(fileID):\(line)")
  }
}
