extension Effect {
  /// Makes this effect cancellable with `id`.
  ///
  /// ```swift
  /// return .run { send in … }
  ///   .cancellable(id: CancelID.busqueda, cancelInFlight: true)
  /// ```
  ///
  /// Ids are scoped by navigation: a presented child's ids never collide with its parent's or
  /// its siblings', even when they are equal values.
  ///
  /// - Parameters:
  ///   - id: Any hashable, sendable value; a private enum case reads best.
  ///   - cancelInFlight: Cancel effects already running with this id before starting this one.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone && !cancelInFlight { return self }
    return Self(operation: .cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, self))
  }

  /// Cancels every running effect made cancellable with `id` (in the same navigation scope), and
  /// every `withTaskCancellation(id:)` region running with it.
  ///
  /// Cancellation takes effect as soon as the store processes this effect, even if the effect
  /// it cancels has not started yet, and anything it sends afterwards is dropped.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(EffectID(id)))
  }

  /// Runs this effect after `duration` of quiet: each new debounced effect with the same `id`
  /// cancels the pending one and starts the wait again.
  ///
  /// It is exactly this composition:
  ///
  /// ```swift
  /// .concatenate(
  ///   .run { _ in try await clock.sleep(for: duration) },
  ///   self
  /// )
  /// .cancellable(id: id, cancelInFlight: true)
  /// ```
  ///
  /// > Important: pass the clock from a dependency (`@Dependency(\.continuousClock)`), so a
  /// > test can move time with a `TestClock`.
  public func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    Self.concatenate(
      .run { _ in try await clock.sleep(for: duration) },
      self
    )
    .cancellable(id: id, cancelInFlight: true)
  }
}
