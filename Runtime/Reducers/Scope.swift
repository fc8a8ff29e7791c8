@_spi(Runtime) import Dumps

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
/// state, one of its cases (a ``/CasePaths/CaseKeyPath``). The child's effects are lifted into parent
/// actions with the action case key path.
public struct Scope<ParentState, ParentAction: CasePathable, Child: Reducer>: _ComposedReducer {
  /// The state this reducer runs on.
  public typealias State = ParentState
  /// The actions this reducer runs on.
  public typealias Action = ParentAction

  // What a send reads is kept small and inline (the struct is read on every action, and a large
  // one is copied to be passed around); the rest lives in `paths`.

  /// Where the child's state is when it is a stored property kept inline in the parent's state
  /// (reached there directly, instead of through the key path machinery); `-1` otherwise.
  @usableFromInline let childOffset: Int
  /// The number of the child's case in the parent's action enum, when the enum's generated code
  /// extracts by number (see ``CasePathable/_extract(case:from:as:)``); `-1` otherwise.
  @usableFromInline let childActionCase: Int
  /// Extracts the child's action from the parent's.
  @usableFromInline let extractChildAction: @Sendable (ParentAction) -> Child.Action?
  /// The rest: how to embed child actions, and to reach the child's state otherwise.
  @usableFromInline let paths: _ScopePaths<ParentState, ParentAction, Child.State, Child.Action>
  @usableFromInline let child: Child

  /// Scopes to a child stored in a property of the parent's state.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      childOffset: MemoryLayout<ParentState>.offset(of: toChildState) ?? -1,
      paths: _ScopePaths(
        toChildAction: AnyCasePath(toChildAction), keyPath: toChildState, toCase: nil,
        location: ""),
      child: child())
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
    self.init(
      childOffset: -1,
      paths: _ScopePaths(
        toChildAction: AnyCasePath(toChildAction), keyPath: nil,
        toCase: AnyCasePath(toChildState), location: "\(fileID):\(line)"),
      child: child())
  }

  private init(
    childOffset: Int, paths: _ScopePaths<ParentState, ParentAction, Child.State, Child.Action>,
    child: Child
  ) {
    self.childOffset = childOffset
    self.childActionCase = ParentAction._caseNumber(named: paths.toChildAction.name) ?? -1
    self.extractChildAction = paths.toChildAction._extract
    self.paths = paths
    self.child = child
  }

  @inlinable @inline(__always)
  public func _reduce(
    into state: inout ParentState, action: ParentAction, cache: _ReducerCache
  ) -> Effect<ParentAction> {
    guard
      let childAction = childActionCase >= 0
        ? ParentAction._extract(case: childActionCase, from: action, as: Child.Action.self)
        : extractChildAction(action)
    else { return .none }
    let effect: Effect<Child.Action>
    if childOffset >= 0 {
      // The hot path, inlined. The memory at the offset is bound to `Child.State`, and the
      // pointer is used only within the inout access to `state`. A scope keeps nothing of its
      // own: its cache is the child's.
      effect = withUnsafeMutableBytes(of: &state) { bytes in
        child._reduce(
          into: &bytes.baseAddress.unsafelyUnwrapped.advanced(by: childOffset)
            .assumingMemoryBound(to: Child.State.self).pointee,
          action: childAction, cache: cache)
      }
    } else {
      effect = reduceChildOutOfLine(&state, childAction, cache: cache)
    }
    if _fastPath(effect.isNone) { return .none }
    return paths.lift(effect)
  }

  /// The other ways to reach the child, kept out of line so the child's inlined code is not
  /// repeated once per way.
  @inlinable @inline(never)
  func reduceChildOutOfLine(
    _ state: inout ParentState, _ childAction: Child.Action, cache: _ReducerCache
  ) -> Effect<Child.Action> {
    if let keyPath = paths.keyPath {
      return child._reduce(into: &state[keyPath: keyPath], action: childAction, cache: cache)
    }
    let toCase = paths.toCase.unsafelyUnwrapped
    guard var childState = toCase.extract(from: state) else {
      paths.reportWrongCase(childAction, state: state)
      return .none
    }
    let effect = child._reduce(into: &childState, action: childAction, cache: cache)
    state = toCase.embed(childState)
    return effect
  }
}

/// What a `Scope` needs besides its hot path: the child's action case path (to lift its
/// effects), and how to reach the child's state when it is not stored inline — a key path, or
/// one case of the parent's enum, with where the scope was written for the message when an
/// action arrives while the state is another case.
@usableFromInline
final class _ScopePaths<ParentState, ParentAction, ChildState, ChildAction> {
  let toChildAction: AnyCasePath<ParentAction, ChildAction>
  @usableFromInline let keyPath: WritableKeyPath<ParentState, ChildState>?
  @usableFromInline let toCase: AnyCasePath<ParentState, ChildState>?
  let location: String

  init(
    toChildAction: AnyCasePath<ParentAction, ChildAction>,
    keyPath: WritableKeyPath<ParentState, ChildState>?,
    toCase: AnyCasePath<ParentState, ChildState>?, location: String
  ) {
    self.toChildAction = toChildAction
    self.keyPath = keyPath
    self.toCase = toCase
    self.location = location
  }

  /// The child's effect, sending parent actions.
  @usableFromInline
  func lift(_ effect: Effect<ChildAction>) -> Effect<ParentAction> {
    let toChildAction = self.toChildAction
    return effect.map { toChildAction.embed($0) }
  }

  @usableFromInline
  func reportWrongCase(_ childAction: ChildAction, state: ParentState) {
    reportIssue(
      AbsentChildMessage.stateWasOtherCase(
        reducer: "Scope", location: location,
        action: "    " + caseOutput(toChildAction.embed(childAction)),
        state: "    " + caseOutput(state), stateType: Dumper.typeName(ParentState.self)),
      at: nil)
  }
}
