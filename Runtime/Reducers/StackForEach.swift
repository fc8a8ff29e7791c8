extension Reducer {
  /// Runs a child reducer on each screen of a navigation stack.
  ///
  /// ```swift
  /// struct State: Equatable { var path = StackState<Pantalla.State>() }
  /// enum Action: CasePathable { case path(StackActionOf<Pantalla>) }
  ///
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path) {
  ///     Pantalla()
  ///   }
  /// ```
  ///
  /// The element runs first, then this reducer. `.push` and `.popFrom` are applied after the
  /// parent has seen them. Popping an element cancels every effect it started; inside its
  /// effects, `@Dependency(\.dismiss)` pops it.
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ toStack: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackForEachReducer<Self, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    _StackForEachReducer(
      parent: self, element: destination(), toStack: toStack,
      toStackAction: AnyCasePath(toStackAction), location: "\(fileID):\(line)")
  }
}

/// A parent with a navigation stack. Built by
/// ``Reducer/forEach(_:action:destination:fileID:line:)-(_,CaseKeyPath<Self.Action,StackAction<ElementState,ElementAction>>,_,_,_)``.
public struct _StackForEachReducer<Parent: Reducer, Element: Reducer>: _ParentChildReducer {
  let parent: Parent
  let element: Element
  let toStack: WritableKeyPath<Parent.State, StackState<Element.State>>
  let toStackAction: AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  let location: String

  public typealias Child = Element
  public var _parent: Parent { parent }
  public var _child: Element { element }

  public func _run(
    _ state: inout Parent.State, _ action: Parent.Action,
    parent: _ReduceFunction<Parent.State, Parent.Action>,
    child element: _ReduceFunction<Element.State, Element.Action>
  ) -> Effect<Parent.Action> {
    let stackAction = toStackAction.extract(from: action)
    var elementEffect = Effect<Parent.Action>.none
    var elementID: NavigationID?
    if case .element(let id, let elementAction) = stackAction {
      if var elementState = state[keyPath: toStack][id: id] {
        let effect = DismissEffect.whilePresented { element(&elementState, elementAction) }
        state[keyPath: toStack][id: id] = elementState
        let embed = toStackAction
        elementEffect = effect.presented(
          as: { embed.embed(.element(id: id, action: $0)) },
          dismissedBy: { embed.embed(.popFrom(id: id)) })
        elementID = navigationID(id)
      } else {
        reportIssue(
          """
          A stack 'forEach' at \(location) received an action for an element that is not in \
          the stack (id \(id)): \(Dumper.line(elementAction))

          Popping an element cancels its effects, so this action was sent by something else.
          """,
          at: nil)
      }
    }
    let idsBefore = state[keyPath: toStack].ids
    var expectedPushID: StackElementID?
    if case .push = stackAction { expectedPushID = state[keyPath: toStack].nextElementID }
    let parentEffect = parent(&state, action)
    switch stackAction {
    case .popFrom(let id):
      if idsBefore.contains(id) {
        state[keyPath: toStack].pop(from: id)
      } else {
        reportIssue(
          """
          A stack 'forEach' at \(location) received a pop from \(id), which is not in the stack \
          (\(StackState<Element.State>.describeHeld(idsBefore))). Nothing was popped: pop from \
          an id the stack holds.
          """,
          at: nil)
      }
    case .push(let id, let pushed):
      if state[keyPath: toStack].ids.contains(id) {
        reportIssue(
          "A stack 'forEach' at \(location) received a push with an id already in use (\(id)).",
          at: nil)
      } else {
        if let expectedPushID, id.rawValue > expectedPushID.rawValue,
          DependencyValues.current.context == .test
        {
          reportIssue(
            """
            A stack 'forEach' at \(location) received a push with id \(id), but the next id of \
            the stack is \(expectedPushID). A test predicts the ids a stack hands out, so push \
            with the next one (`nextElementID`), or append the element in the reducer.
            """,
            at: nil)
        }
        state[keyPath: toStack].append(pushed, id: id)
      }
    default:
      break
    }
    let idsAfter = Set(state[keyPath: toStack].ids)
    return .navigation(
      child: elementEffect, in: elementID, parent: parentEffect,
      cancelling: idsBefore.filter { !idsAfter.contains($0) }.map(navigationID))
  }

  private func navigationID(_ id: StackElementID) -> NavigationID {
    NavigationID(path: toStack, identity: id)
  }
}
