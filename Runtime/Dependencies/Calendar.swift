import Foundation

private enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { .autoupdatingCurrent }
}

extension DependencyValues {
  /// The calendar dates are computed in: the user's in the app.
  ///
  /// A test that computes with dates fixes it, as it fixes `date` and `timeZone`:
  /// `$0.calendar = Calendar(identifier: .gregorian)`. Its test value fails when used.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}
