extension Scope {
  /// Scopes to a child stored in a property of the parent's state — the same as
  /// ``init(state:action:child:)``, spelled without the `state:` label:
  ///
  /// ```swift
  /// Scope(\.favorito, action: \.favorito) {
  ///   Favorito()
  /// }
  /// ```
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }
}
