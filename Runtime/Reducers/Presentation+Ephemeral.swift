extension Reducer {
  /// Presents an alert or a confirmation dialog held in a ``PresentationState``: no child
  /// reducer is needed, the buttons' actions go to this reducer.
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   switch action {
  ///   case .alerta(.presented(.confirmarBorrado)):
  ///     state.elementos = []
  ///     return .none
  ///   case .alerta:
  ///     return .none
  ///   …
  ///   }
  /// }
  /// .ifLet(\.$alerta, action: \.alerta)
  /// ```
  ///
  /// After any action of the alert, it is dismissed (its state set to `nil`) — unless this
  /// reducer put up a new alert in response, which stays. Alerts are told apart by their `id`,
  /// so even an alert with the same content is a new one.
  ///
  /// > Important: without this `ifLet`, nothing closes the alert after a button is tapped.
  @_disfavoredOverload
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
