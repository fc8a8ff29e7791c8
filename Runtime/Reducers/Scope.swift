/// Runs a child reducer on a part of the parent's state, for the child's actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.credenciales, action: \.credenciales) {
///     Credenciales()
///   }
///   Reduce { state, action in … }
/// }
/// ```
///
/// The child's state is a property of the parent's (a `WritableKeyPath`) or, for an enum
/// state, one of its cases (a ``CaseKeyPath``). The child's effects are lifted into parent
/// actions with the action case key path.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  enum ChildState {
    case property(WritableKeyPath<ParentState, Child.State>)
    case enumCase(AnyCasePath<ParentState, Child.State>, fileID: StaticString, line: UInt)
  }

  let toChildState: ChildState
  let toChildAction: AnyCasePath<ParentAction, Child.Action>
  let child: Child

  /// Scopes to a child stored in a property of the parent's state.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .property(toChildState)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  /// Scopes to a child held in one case of the parent's enum state. Child actions that arrive
  /// while the state is another case are reported and ignored.
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ParentState: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .enumCase(AnyCasePath(toChildState), fileID: fileID, line: line)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    run(&state, action, child: child.reduce(into:action:))
  }

  public func _reduceFunction() -> _ReduceFunction<ParentState, ParentAction> {
    let child = self.child._reduceFunction()
    let toChildAction = self.toChildAction
    // The hot path: a child stored in a property. Everything it needs is resolved here, once,
    // so a send does one extraction, one key path projection and one child call.
    if case .property(let keyPath) = toChildState {
      if let offset = MemoryLayout<ParentState>.offset(of: keyPath) {
        // A stored property kept inline: reach it at its offset instead of through the key
        // path machinery. The memory there is bound to `Child.State`, and the pointer is used
        // only within the inout access to `state`.
        return { state, action in
          guard let childAction = toChildAction.extract(from: action) else { return .none }
          let effect = withUnsafeMutableBytes(of: &state) { bytes in
            child(
              &bytes.baseAddress!.advanced(by: offset)
                .assumingMemoryBound(to: Child.State.self).pointee,
              childAction)
          }
          return effect.isNone ? .none : effect.map { toChildAction.embed($0) }
        }
      }
      return { state, action in
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        let effect = child(&state[keyPath: keyPath], childAction)
        return effect.isNone ? .none : effect.map { toChildAction.embed($0) }
      }
    }
    return { self.run(&$0, $1, child: child) }
  }

  private func run(
    _ state: inout ParentState, _ action: ParentAction,
    child: _ReduceFunction<Child.State, Child.Action>
  ) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect: Effect<Child.Action>
    switch toChildState {
    case .property(let keyPath):
      effect = child(&state[keyPath: keyPath], childAction)
    case .enumCase(let casePath, let fileID, let line):
      guard var childState = casePath.extract(from: state) else {
        reportIssue(
          """
          A Scope at \(fileID):\(line) received a child action while the parent's state was \
          another case: \(Dumper.line(childAction))

          Make sure the child's effects are cancelled when the state changes case, or scope \
          with 'ifCaseLet', which does that for you.
          """,
          at: nil)
        return .none
      }
      effect = child(&childState, childAction)
      state = casePath.embed(childState)
    }
    if effect.isNone { return .none }
    let embed = toChildAction
    return effect.map { embed.embed($0) }
  }
}
