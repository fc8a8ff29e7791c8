@_spi(Runtime) import Dumps

extension Reducer {
  /// Runs a child reducer on each element of an identified collection, for that element's
  /// actions.
  ///
  /// ```swift
  /// struct State: Equatable { var filas: IdentifiedArrayOf<Fila.State> = [] }
  /// enum Action: CasePathable { case filas(IdentifiedActionOf<Fila>) }
  ///
  /// Reduce { state, action in … }
  ///   .forEach(\.filas, action: \.filas) {
  ///     Fila()
  ///   }
  /// ```
  ///
  /// The element runs first, then this reducer. Each element's cancel ids are its own, and when
  /// an element is removed every effect it started is cancelled.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    _ForEachReducer(
      parent: self, element: element(), toElements: toElements,
      toElementAction: AnyCasePath(toElementAction), location: "\(fileID):\(line)")
  }
}

extension Reducer {
  /// Runs a child reducer on each element of an identified collection, for an action case that
  /// carries the element's id and action as a pair — TCA's older spelling, with a case path
  /// such as `/Action.filas` for `case filas(id: Fila.State.ID, action: Fila.Action)`.
  ///
  /// Prefer an ``IdentifiedAction`` case and a case key path:
  /// ``forEach(_:action:element:fileID:line:)-(_,CaseKeyPath<Self.Action,IdentifiedAction<ID,ElementAction>>,_,_,_)``.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    let identified = AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>(
      embed: { identifiedAction in
        switch identifiedAction {
        case .element(let id, let action): toElementAction.embed((id, action))
        }
      },
      extract: { action in
        toElementAction.extract(from: action).map { .element(id: $0.0, action: $0.1) }
      },
      name: toElementAction.name)
    return _ForEachReducer(
      parent: self, element: element(), toElements: toElements,
      toElementAction: identified, location: "\(fileID):\(line)")
  }
}

/// A parent with a collection of children. Built by
/// ``Reducer/forEach(_:action:element:fileID:line:)-(_,CaseKeyPath<Self.Action,IdentifiedAction<ID,ElementAction>>,_,_,_)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>:
  _ParentChildReducer
{
  let parent: Parent
  let element: Element
  let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let location: String

  public typealias Child = Element
  public var _parent: Parent { parent }
  public var _child: Element { element }

  public func _run(
    _ state: inout Parent.State, _ action: Parent.Action,
    parent: _ReduceFunction<Parent.State, Parent.Action>,
    child element: _ReduceFunction<Element.State, Element.Action>
  ) -> Effect<Parent.Action> {
    var elementEffect = Effect<Parent.Action>.none
    var elementID: NavigationID?
    if case .element(let id, let elementAction) = toElementAction.extract(from: action) {
      if state[keyPath: toElements][id: id] != nil {
        let effect = element(&state[keyPath: toElements][id: id]!, elementAction)
        let embed = toElementAction
        elementEffect = effect.map { embed.embed(.element(id: id, action: $0)) }
        elementID = navigationID(id)
      } else {
        reportIssue(
          AbsentChildMessage.elementWasMissing(
            location: location, action: "    " + caseOutput(action)),
          at: nil)
      }
    }
    // The elements before (a copy sharing their storage, unless the parent changes them): when
    // the parent leaves the ids alone, comparing them costs nothing (`_hasSameIDs`).
    let elementsBefore = state[keyPath: toElements]
    let parentEffect = parent(&state, action)
    let elementsAfter = state[keyPath: toElements]
    let removed =
      elementsAfter._hasSameIDs(as: elementsBefore)
      ? [] : elementsBefore.ids.filter { elementsAfter[id: $0] == nil }
    return .navigation(
      child: elementEffect, in: elementID, parent: parentEffect,
      cancelling: removed.map(navigationID))
  }

  private func navigationID(_ id: ID) -> NavigationID {
    NavigationID(path: toElements, identity: id)
  }
}
