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
/// ``Reducer/forEach(_:action:destination:fileID:line:)``.
public struct _StackForEachReducer<Parent: Reducer, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toStack: WritableKeyPath<Parent.State, StackState<Element.State>>
  let toStackAction: AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  let location: String

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<
    Parent.Action
  > {
    run(&state, action, parent: parent.reduce(into:action:), element: element.reduce(into:action:))
  }

  public func _reduceFunction() -> _ReduceFunction<Parent.State, Parent.Action> {
    let parent = self.parent._reduceFunction()
    let element = self.element._reduceFunction()
    return { self.run(&$0, $1, parent: parent, element: element) }
  }

  private func run(
    _ state: inout Parent.State, _ action: Parent.Action,
    parent: _ReduceFunction<Parent.State, Parent.Action>,
    element: _ReduceFunction<Element.State, Element.Action>
  ) -> Effect<Parent.Action> {
    let stackAction = toStackAction.extract(from: action)
    var elementEffect = Effect<Parent.Action>.none
    if case .element(let id, let elementAction) = stackAction {
      if var elementState = state[keyPath: toStack][id: id] {
        let effect = element(&elementState, elementAction)
        state[keyPath: toStack][id: id] = elementState
        if !effect.isNone {
          let embed = toStackAction
          let lifted =
            effect
            .map { embed.embed(.element(id: id, action: $0)) }
            .updatingRunDependencies { dependencies, send in
              dependencies.dismiss = DismissEffect { await send(embed.embed(.popFrom(id: id))) }
            }
          elementEffect = Effect(operation: .navigation(navigationID(id), lifted))
        }
      } else {
        reportIssue(
          """
          A stack 'forEach' at \(location) received an action for an element that is not in \
          the stack (id \(id)): \(elementAction)
          """,
          at: nil)
      }
    }
    let idsBefore = state[keyPath: toStack].ids
    let parentEffect = parent(&state, action)
    switch stackAction {
    case .popFrom(let id):
      state[keyPath: toStack].pop(from: id)
    case .push(let id, let pushed):
      if state[keyPath: toStack].ids.contains(id) {
        reportIssue(
          "A stack 'forEach' at \(location) received a push with an id already in use (\(id)).",
          at: nil)
      } else {
        state[keyPath: toStack].append(pushed, id: id)
      }
    default:
      break
    }
    var effect = elementEffect.merge(with: parentEffect)
    let idsAfter = Set(state[keyPath: toStack].ids)
    for id in idsBefore where !idsAfter.contains(id) {
      effect = effect.merge(with: Effect(operation: .cancelNavigation(navigationID(id))))
    }
    return effect
  }

  private func navigationID(_ id: StackElementID) -> NavigationID {
    NavigationID(path: toStack, identity: id)
  }
}
