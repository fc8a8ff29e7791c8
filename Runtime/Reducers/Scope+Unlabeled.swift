extension Scope {
  /// Scopes to a child stored in a property of the parent's state — TCA's newer spelling,
  /// without the `state:` label.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(\.contador, action: \.contador) {
  ///     Contador()
  ///   }
  /// }
  /// ```
  ///
  /// It is ``init(state:action:child:)-(WritableKeyPath<ParentState,ChildState>,_,_)``, spelled
  /// as TCA's case studies spell it.
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }
}
