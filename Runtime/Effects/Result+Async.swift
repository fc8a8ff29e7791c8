extension Result where Failure == any Error {
  /// The outcome of async work that can throw: its value as `.success`, or the error it threw
  /// as `.failure`.
  ///
  /// ```swift
  /// return .run { [n = state.cuenta] send in
  ///   await send(.respuesta(Result { try await cliente.dato(n) }))
  /// }
  /// ```
  ///
  /// > Important: a cancelled effect's work usually throws `CancellationError`; that becomes a
  /// > `.failure` too, but a cancelled effect's `send` drops it.
  ///
  /// - Parameters:
  ///   - isolation: Where `body` runs: the caller's actor, so it may capture what the caller can.
  ///   - body: The work.
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
