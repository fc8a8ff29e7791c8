extension Reducer {
  /// Presents an enum of destinations whose reducer its state names (a ``CaseReducer``), so no
  /// trailing closure is needed: TCA's spelling for `@Reducer enum Destination`.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: \.destination)
  /// ```
  ///
  /// It is exactly `.ifLet(\.$destination, action: \.destination) { Destination.body }`: the
  /// current case's feature runs, its effects end when the destination goes away, and an alert
  /// held in a case is dismissed after any of its buttons.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presented destination, as `\.$destination`.
  ///   - toPresentationAction: The parent's case for the destination's actions.
  ///   - fileID: The file a problem with the destination is reported at: this call; leave the
  ///     default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line a problem is reported at; leave the default.
  ///   - column: The column a problem is reported at; leave the default.
  @_disfavoredOverload
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs the screens of a navigation stack whose element reducer its state names (a
  /// ``CaseReducer``), so no trailing closure is needed: TCA's spelling for
  /// `@Reducer enum Path`.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path)
  /// ```
  ///
  /// It is exactly `.forEach(\.path, action: \.path) { Path.body }`.
  ///
  /// - Parameters:
  ///   - toStack: The stack, as `\.path`.
  ///   - toStackAction: The parent's case for the stack's actions.
  ///   - fileID: The file a problem with the stack is reported at: this call; leave the default.
  ///   - line: The line a problem is reported at; leave the default.
  public func forEach<ElementState: CaseReducerState, ElementAction>(
    _ toStack: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackForEachReducer<Self, ElementState.StateReducer.Body>
  where ElementState.StateReducer.Action == ElementAction {
    forEach(
      toStack, action: toStackAction, destination: { ElementState.StateReducer.body },
      fileID: fileID, line: line)
  }
}
