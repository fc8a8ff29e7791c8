import Foundation

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
}

extension DependencyValues {
  /// The locale numbers, dates and prices are formatted for: the user's in the app.
  ///
  /// A test that checks formatted text fixes it: `$0.locale = Locale(identifier: "es_ES")`.
  /// Its test value fails when used.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}
