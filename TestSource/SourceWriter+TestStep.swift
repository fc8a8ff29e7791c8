extension SourceWriter {
  /// Writes `step` as the statement a test runs:
  ///
  /// ```swift
  /// await store.send(\.anadirPulsado, Producto.camiseta) {
  ///   $0.carrito = [Linea(producto: .camiseta, unidades: 1)]
  /// }
  /// await reloj.advance(by: .seconds(1))
  /// await store.receive(\.tick) {
  ///   $0.segundos = 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - step: What the test store does.
  ///   - source: Writes the values: payloads and the assertion closure's states.
  ///   - clock: The name of the test's `TestClock`, for ``TestStep/advance(by:)``.
  ///   - endpoint: The variable holding an endpoint, by the endpoint's name, for
  ///     ``TestStep/deliver(endpoint:call:)``.
  public mutating func step<State, Action>(
    _ step: TestStep<State, Action>, source: SwiftSource, clock: String = "reloj",
    endpoint: (String) -> String = { $0 }
  ) {
    self.step(step, source: source, clock: clock, endpoint: endpoint) {
      StateMutation.between($0, $1, source: source)
    }
  }

  /// Writes `step` as ``step(_:source:clock:endpoint:)`` does, for steps that name their
  /// states rather than hold them: `mutation` makes an assertion closure's changes from a
  /// step's `before` and `after`, and is called once per step, in order.
  ///
  /// - Parameters:
  ///   - step: What the test store does.
  ///   - source: Writes the payloads.
  ///   - clock: The name of the test's `TestClock`, for ``TestStep/advance(by:)``.
  ///   - endpoint: The variable holding an endpoint, by the endpoint's name, for
  ///     ``TestStep/deliver(endpoint:call:)``.
  ///   - mutation: The changes from a step's state before to its state after.
  public mutating func step<State, Action>(
    _ step: TestStep<State, Action>, source: SwiftSource, clock: String = "reloj",
    endpoint: (String) -> String = { $0 },
    mutation: (_ before: State, _ after: State) -> [StateMutation]
  ) {
    switch step {
    case .send(let action, let before, let after):
      let path = ActionCasePath(action, modules: source.modules)
      call(
        "await store.send",
        [.text(path.path)] + (path.payload.map { [source.doc($0.value)] } ?? []),
        closure: mutation(before, after))
    case .receive(let action, let before, let after):
      let path = ActionCasePath(action, modules: source.modules)
      var arguments: [SourceDoc] = [.text(path.path)]
      if let payload = path.payload, !path.payloadIsTuple {
        let doc = source.doc(payload.value)
        if doc.singleLine.count <= 40 { arguments.append(doc) }
      }
      call(
        "await store.receive", arguments,
        closure: mutation(before, after))
    case .receiveInAnyOrder(let actions, let before, let after):
      let paths = actions.map {
        SourceDoc.text(ActionCasePath($0, modules: source.modules).path)
      }
      call(
        "await store.receive", [.prefixed("inAnyOrder: ", .array(paths))],
        closure: mutation(before, after))
    case .advance(let duration) where duration == .zero:
      line("await \(clock).advance()")
    case .advance(let duration):
      line("await \(clock).advance(by: \(SwiftSource.duration(duration)))")
    case .deliver(let name, let call):
      line("\(endpoint(name)).deliver(call: \(call))")
    }
  }
}

extension SwiftSource {
  /// A duration as Swift writes it, in the largest unit that keeps it whole: `.seconds(1)`,
  /// `.milliseconds(300)`.
  public static func duration(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    let units = [
      (1_000_000_000, "seconds"), (1_000_000, "milliseconds"), (1_000, "microseconds"),
    ]
    for (scale, unit) in units where nanoseconds % scale == 0 {
      return ".\(unit)(\(nanoseconds / scale))"
    }
    return ".nanoseconds(\(nanoseconds))"
  }
}
