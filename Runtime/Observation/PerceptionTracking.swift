/// Perception's spelling of `withObservationTracking(_:onChange:)`, for code ported from TCA.
///
/// TCA re-exports the Perception library, which back-deploys observation to older Apple
/// platforms; TCA's tests and many apps call `withPerceptionTracking`. Here the toolchain's
/// Observation is always available, so this forwards to `withObservationTracking` and behaves
/// exactly like it: the properties `apply` reads are tracked, and `onChange` is called once,
/// before the first of them changes.
///
/// ```swift
/// withPerceptionTracking {
///   _ = store.cuenta
/// } onChange: {
///   print("cuenta will change")
/// }
/// ```
@discardableResult
public func withPerceptionTracking<T>(
  _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}
