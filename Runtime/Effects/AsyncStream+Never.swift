extension AsyncStream {
  /// A stream that never produces an element and never ends: iterating it waits until the task
  /// is cancelled. A test double for a stream of events that never happen.
  ///
  /// ```swift
  /// $0.notificaciones.eventos = { AsyncStream.never }
  /// ```
  public static var never: Self { Self { _ in } }

  /// A stream that ends at once, without elements.
  public static var finished: Self { Self { $0.finish() } }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that never produces an element and never ends (until the task is cancelled).
  public static var never: Self { Self { _ in } }

  /// A stream that ends at once, without elements — with `error` when one is given.
  ///
  /// ```swift
  /// var descargar: @Sendable (URL) -> AsyncThrowingStream<Evento, any Error> = { _ in .finished() }
  /// ```
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}
