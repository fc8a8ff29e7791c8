extension Reducer {
  /// Runs this reducer with an alert or a dialog kept in a plain optional — a `@Presents`
  /// property read as its value, `\.alerta` rather than `\.$alerta` — with no child reducer, as
  /// TCA's overload for ephemeral state does.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.alerta, action: \.alerta)
  /// ```
  ///
  /// It is `.ifLet(\.alerta, action: \.alerta) { EmptyReducer() }`: the alert's actions reach
  /// this reducer, and effects keyed to the alert end when it goes. As with any `ifLet` whose
  /// child is an alert or a dialog, the alert is set to `nil` after any of its actions, unless
  /// this reducer put up a new one (another `id`) in response.
  ///
  /// - Parameters:
  ///   - toWrappedState: The optional alert or dialog.
  ///   - toWrappedAction: The parent's case for its actions.
  ///   - fileID: The file a problem is reported at: this call; leave the default.
  ///   - line: The line a problem is reported at; leave the default.
  @_disfavoredOverload
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() }, fileID: fileID,
      line: line)
  }
}
