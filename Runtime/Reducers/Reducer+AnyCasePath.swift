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

  /// ``ifLet(_:action:destination:fileID:filePath:line:column:)-(_,CaseKeyPath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)``, with the destination's
  /// actions reached through an ``/CasePaths/AnyCasePath`` — TCA's older spelling,
  /// `.ifLet(\.$destino, action: /Action.destino) { Destino() }`. Prefer a case key path.
  @_disfavoredOverload
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      parent: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, location: "\(fileID):\(line)")
  }

  /// The presented alert or dialog with no child reducer, with its actions reached through an
  /// ``/CasePaths/AnyCasePath``: `.ifLet(\.$alerta, action: /Action.alerta)`. Prefer a case key path.
  @_disfavoredOverload
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// ``forEach(_:action:destination:fileID:line:)-(_,CaseKeyPath<Self.Action,StackAction<ElementState,ElementAction>>,_,_,_)``, with the stack's actions reached through
  /// an ``/CasePaths/AnyCasePath`` — TCA's older spelling, `.forEach(\.ruta, action: /Action.ruta) {
  /// Pantalla() }`. Prefer a case key path.
  @_disfavoredOverload
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ toStack: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: AnyCasePath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackForEachReducer<Self, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    _StackForEachReducer(
      parent: self, element: destination(), toStack: toStack, toStackAction: toStackAction,
      location: "\(fileID):\(line)")
  }
}
