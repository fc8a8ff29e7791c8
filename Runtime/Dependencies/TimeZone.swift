import Foundation

private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { .autoupdatingCurrent }
}

extension DependencyValues {
  /// The time zone dates are shown and computed in: the user's in the app.
  ///
  /// A test that computes days or hours fixes it:
  /// `$0.timeZone = TimeZone(identifier: "Europe/Madrid")!`. Its test value fails when used.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
