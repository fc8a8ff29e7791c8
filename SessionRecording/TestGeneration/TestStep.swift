/// One step of a generated test, before it is written as Swift: what the test store does, in
/// the order the recording shows it happening.
enum TestStep<State, Action> {
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
