/// One step of a test written for a `TestStore`, before it is written as Swift: what the test
/// store does, in order. The session recorder's test generator and `TestSupport`'s random
/// sessions both describe their tests as these and write them with
/// ``SourceWriter/step(_:source:clock:endpoint:)``, so a step reads the same wherever it
/// comes from.
public enum TestStep<State, Action> {
  /// The person's action: `await store.send(…) { … }`, from `before` to `after`.
  case send(Action, before: State, after: State)
  /// An effect's action: `await store.receive(…) { … }`.
  case receive(Action, before: State, after: State)
  /// Effects' actions whose order another run may change: `await store.receive(inAnyOrder:)`,
  /// asserting the state after the last.
  case receiveInAnyOrder([Action], before: State, after: State)
  /// `await reloj.advance(by: …)`: sleepers woke, or a wait ended.
  case advance(by: Duration)
  /// `endpoint.deliver(call: n)`: the session got this answer only here.
  case deliver(endpoint: String, call: Int)
}
