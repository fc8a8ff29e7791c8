@_spi(Runtime) import IdentifiedCollections

extension Store {
  /// The stores of the rows of a collection of child features, in order.
  ///
  /// ```swift
  /// for fila in store.scope(state: \.filas, action: \.filas) {
  ///   pintar(fila)
  /// }
  /// ```
  ///
  /// Each row's store is kept while the row lives, so iterating again gives the same stores;
  /// a removed row's store is released. Read inside `withObservationTracking`, the observer
  /// hears when rows are added, removed or moved; a row's own fields are observed through its
  /// store.
  @_disfavoredOverload
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    scope(toElements, action: toElementAction)
  }

  /// The stores of the rows of a collection (TCA's current spelling of
  /// ``scope(state:action:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_)``).
  @_disfavoredOverload
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    let rows = state[keyPath: toElements]
    let collection = scope(toElements, action: toElementAction)
    let changes = collection.elementChanges()
    return ElementStores(
      rows.ids.map { id in
        let key = changes.key(for: id) {
          ScopeKey(
            state: \IdentifiedArray<ElementID, ElementState>.[id: id],
            action: \Case<IdentifiedAction<ElementID, ElementAction>>.[id: id])
        }
        return collection.presentChild(
          key,
          state: rows[id: id].unsafelyUnwrapped,
          extract: { $0[id: id] },
          embed: { IdentifiedAction.element(id: id, action: $0) },
          scopedAt: nil)
      })
  }

  /// The stores of the elements of a navigation stack, bottom first.
  ///
  /// ```swift
  /// for pantalla in store.scope(state: \.ruta, action: \.ruta) {
  ///   pintar(pantalla)
  /// }
  /// ```
  ///
  /// Each element's store is kept while the element is on the stack, and released when it is
  /// popped.
  @_disfavoredOverload
  public func scope<ElementState, ElementAction>(
    state toPath: KeyPath<State, StackState<ElementState>>,
    action toPathAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    scope(toPath, action: toPathAction)
  }

  /// The stores of the elements of a navigation stack (TCA's current spelling of
  /// ``scope(state:action:)-(KeyPath<State,StackState<ElementState>>,_)``).
  @_disfavoredOverload
  public func scope<ElementState, ElementAction>(
    _ toPath: KeyPath<State, StackState<ElementState>>,
    action toPathAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    let path = state[keyPath: toPath]
    let stack = scope(toPath, action: toPathAction)
    return ElementStores(
      path.ids.map { id in
        stack.presentChild(
          ScopeKey(
            state: \StackState<ElementState>.[id: id],
            action: \Case<StackAction<ElementState, ElementAction>>.[id: id]),
          state: path[id: id].unsafelyUnwrapped,
          extract: { $0[id: id] },
          embed: { StackAction.element(id: id, action: $0) },
          scopedAt: nil)
      })
  }
}

/// The stores of a collection's elements, in order.
struct ElementStores<State, Action>: RandomAccessCollection {
  let stores: [Store<State, Action>]
  init(_ stores: [Store<State, Action>]) { self.stores = stores }
  var startIndex: Int { stores.startIndex }
  var endIndex: Int { stores.endIndex }
  subscript(position: Int) -> Store<State, Action> { stores[position] }
}

extension Store {
  /// The record of which element stores a collection's store has to bring up to date after an
  /// action: created the first time the collection's elements are scoped.
  fileprivate func elementChanges<ElementID: Hashable, ElementState>() -> ElementStoreChanges<
    ElementID
  > where State == IdentifiedArray<ElementID, ElementState> {
    if let changes = observation.elementChanges as? ElementStoreChanges<ElementID> {
      return changes
    }
    let changes = ElementStoreChanges<ElementID>()
    observation.elementChanges = changes
    observation.changedChildren = { [unowned changes] elements in
      changes.keys(changedIn: elements._changes)
    }
    return changes
  }
}

/// For a collection's store: the key each element store is kept under, by id, and the last
/// ``ElementChanges`` generation the walk after a cycle saw, so the walk visits only the stores
/// of the elements written since (a 10,000-row list costs what a 10-row list does).
@MainActor
final class ElementStoreChanges<ID: Hashable> {
  private var keys: [ID: ScopeKey] = [:]
  private var lastGeneration: UInt64?

  /// The key of the element store for `id`, made by `make` the first time.
  func key(for id: ID, make: () -> ScopeKey) -> ScopeKey {
    if let key = keys[id] { return key }
    let key = make()
    keys[id] = key
    return key
  }

  /// The keys of the element stores whose elements were written since the last call, or `nil`
  /// when `changes` cannot tell.
  func keys(changedIn changes: ElementChanges<ID>) -> [ScopeKey]? {
    defer { lastGeneration = changes.generation }
    guard let lastGeneration, let ids = changes.ids(since: lastGeneration) else { return nil }
    return ids.compactMap { keys[$0] }
  }
}
