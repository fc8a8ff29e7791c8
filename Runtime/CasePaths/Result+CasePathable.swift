extension Result: CasePathable {
  /// The case paths of `Result`: `\.success` and `\.failure`, so an action carrying a result
  /// can be named to its outcome.
  ///
  /// ```swift
  /// case respuesta(Result<String, any Error>)
  ///
  /// await store.receive(\.respuesta.success) { $0.texto = "42" }
  /// await store.receive(\.respuesta.failure)
  /// ```
  public struct AllCasePaths: Sendable {
    /// The success value.
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: { if case .success(let value) = $0 { value } else { nil } })
    }

    /// The error.
    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: { if case .failure(let error) = $0 { error } else { nil } })
    }
  }

  /// The case paths of `Result`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
