import Runtime

/// A feature made recordable: its reducer and initial state, the dependency endpoints that
/// cross the boundary with the world, and how its actions are written down.
///
/// ```swift
/// let grabable = RecordableFeature(
///   Dados(), initialState: Dados.State(),
///   endpoints: [RecordableEndpoint("dado.tirar", \.dado.tirar)])
/// ```
///
/// Recording, replay and test generation all read this one value: a session records the
/// endpoints' calls and answers, a replay folds the actions over `initialState` with
/// `reducer`, and a generated test answers each endpoint from the recording.
///
/// > Important: declare every endpoint an effect awaits. A session lets the store settle
/// > before it takes the next event, and only a declared endpoint tells it when an answer
/// > arrives; an undeclared one makes its effect resume whenever the world answers, and the
/// > generated test finds it unimplemented.
public struct RecordableFeature<Base: RecordableReducer>: Sendable {
  /// The feature's reducer.
  public var reducer: Base
  /// Where a session, a replay and a generated test start.
  public var initialState: Base.State
  /// The endpoints a session records and a generated test answers from the recording.
  public var endpoints: [RecordableEndpoint]
  /// Values whose type a generated test writes leaving out the fields still at these values —
  /// the states the feature builds with no arguments (`Dados.State()`).
  public var defaultValues: [any Sendable]
  /// The action as it may be written down: a typed password masked with
  /// ``Redaction/mask``. Applied before anything records, logs or prints an action.
  public var mask: @Sendable (Base.Action) -> Base.Action

  /// A feature whose sessions record `endpoints`.
  ///
  /// - Parameters:
  ///   - reducer: The feature's reducer.
  ///   - initialState: Where sessions, replays and generated tests start.
  ///   - endpoints: The endpoints its effects await; each is declared once, by its name.
  ///   - defaultValues: Values a generated test may write as their type's initializer with
  ///     the fields left out that still have these values; `initialState` is always one.
  ///   - mask: What to write down instead of an action (a password masked); by default the
  ///     action itself.
  public init(
    _ reducer: Base, initialState: Base.State, endpoints: [RecordableEndpoint] = [],
    defaultValues: [any Sendable] = [],
    mask: @escaping @Sendable (Base.Action) -> Base.Action = { $0 }
  ) {
    self.reducer = reducer
    self.initialState = initialState
    var seen: Set<String> = []
    self.endpoints = endpoints.filter { seen.insert($0.name).inserted }
    self.defaultValues = [initialState] + defaultValues
    self.mask = mask
  }
}
