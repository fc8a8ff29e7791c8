/// A reducer that does nothing: no change, no effect.
///
/// It is what an empty ``Reducer/body`` builds, and a placeholder while sketching a feature.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that does nothing.
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
