/// An error a dependency threw in a recorded session that a generated test cannot rebuild as
/// itself — its type is not one the endpoint declares — thrown in its place, with what the
/// session knew of it.
///
/// ```swift
/// let guardar = RecordedEndpoint<Void>("carritos.guardar", [.error(RecordedError("disco lleno"))])
/// ```
public struct RecordedError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The error as the session described it.
  public let description: String

  /// An error described as `description`.
  public init(_ description: String) { self.description = description }

  init(pastTheEndOf endpoint: String) {
    self.init("\(endpoint) was called more often than in the recorded session")
  }
}
