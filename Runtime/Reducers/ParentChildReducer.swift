/// A reducer that runs a parent reducer and one child reducer together — the shape of every
/// navigation operator (`ifLet`, `ifCaseLet`, presentation, `forEach`).
///
/// A conforming type implements ``_run(_:_:parent:child:)`` once, in terms of the two reducers
/// as functions; this protocol runs them with their caches, so their bodies are evaluated once
/// (and, for a reducer that contains itself, one level at a time as actions reach deeper).
public protocol _ParentChildReducer: _ComposedReducer {
  /// The reducer whose state holds the child.
  associatedtype Parent: Reducer where Parent.State == State, Parent.Action == Action
  /// The reducer of the child.
  associatedtype Child: Reducer

  /// The parent reducer.
  var _parent: Parent { get }
  /// The child reducer.
  var _child: Child { get }

  /// Reduces `action` with the given parent and child functions.
  func _run(
    _ state: inout State, _ action: Action,
    parent: _ReduceFunction<State, Action>,
    child: _ReduceFunction<Child.State, Child.Action>
  ) -> Effect<Action>
}

extension _ParentChildReducer {
  public func _reduce(
    into state: inout State, action: Action, cache: _ReducerCache
  ) -> Effect<Action> {
    cache._withParts { parentCache, childCache in
      _run(
        &state, action,
        parent: { _parent._reduce(into: &$0, action: $1, cache: parentCache) },
        child: { _child._reduce(into: &$0, action: $1, cache: childCache) })
    }
  }
}

extension Effect {
  /// What a navigation operator returns: the child's effect scoped to the child's navigation
  /// id, the parent's effect, and — when the child went away or was replaced — the
  /// cancellation of everything the old child started.
  static func navigation(
    child: Self, in childID: NavigationID?, parent: Self, cancelling gone: [NavigationID]
  ) -> Self {
    var effect = Self.none
    if let childID, !child.isNone { effect = Self(operation: .navigation(childID, child)) }
    effect = effect.merge(with: parent)
    for id in gone { effect = effect.merge(with: Self(operation: .cancelNavigation(id))) }
    return effect
  }
}

extension Effect {
  /// A presented child's effect lifted into its parent's actions, with `@Dependency(\.dismiss)`
  /// inside its operations sending `dismissal` for it.
  func presented<Parent>(
    as embed: @escaping @Sendable (Action) -> Parent,
    dismissedBy dismissal: @escaping @Sendable () -> Parent
  ) -> Effect<Parent> {
    map(embed).updatingRunDependencies { dependencies, send in
      dependencies.dismiss = DismissEffect { await send(dismissal()) }
    }
  }
}
