import Foundation

/// How the words after a command's name parse into what its plan needs; `nil` when they
/// don't, and the console shows the command's usage. `Argument.number.parse(["0"], "0")` is
/// `nil`: ids and positions count from 1.
public struct Argument<Value: Sendable>: Sendable {
  /// Parses the words and the rest of the line (trimmed) after the command's name.
  public let parse: @Sendable (_ words: [String], _ rest: String) -> Value?

  /// An argument parsed by `parse`.
  public init(_ parse: @escaping @Sendable (_ words: [String], _ rest: String) -> Value?) {
    self.parse = parse
  }

  /// The value, or `nil` when no word is given.
  public var optional: Argument<Value?> {
    Argument<Value?> { words, rest in
      words.isEmpty ? .some(nil) : parse(words, rest).map { .some($0) }
    }
  }

  /// Exactly one word, turned into a value.
  public static func one(_ value: @escaping @Sendable (String) -> Value?) -> Self {
    Self { words, _ in words.count == 1 ? value(words[0]) : nil }
  }
}

extension Argument where Value == Void {
  /// No words at all.
  public static var none: Self { Self { words, _ in words.isEmpty ? () : nil } }
}

extension Argument where Value == String {
  /// The rest of the line, possibly empty (`buscar sartén grande`).
  public static var text: Self { Self { _, rest in rest } }
  /// One word, lowercased and without accents.
  public static var word: Self { .one(normalized) }
}

extension Argument where Value == Int {
  /// One whole number from 1: an id, a position, a page.
  public static var number: Self { .one { Int($0).flatMap { $0 > 0 ? $0 : nil } } }
}

extension Argument where Value == (String, String) {
  /// A word, then the rest of the line (`entrar correo una clave con espacios`).
  public static var wordAndRest: Self {
    Self { words, rest in
      guard words.count >= 2 else { return nil }
      return (words[0], rest.dropFirst(words[0].count).trimmingCharacters(in: .whitespaces))
    }
  }
}

extension Argument where Value == Duration {
  /// Seconds with up to three decimals after a point or comma (`2`, `1.5`, `0,25`), more than
  /// zero and at most an hour, so a typo can't hang a script for days.
  public static var seconds: Self {
    .one { text in
      guard let number = text.wholeMatch(of: /(\d+)(?:[.,](\d{1,3}))?/),
        let seconds = Int(number.1)
      else { return nil }
      let decimals = String(number.2 ?? "").padding(toLength: 3, withPad: "0", startingAt: 0)
      let duration = Duration.seconds(seconds) + .milliseconds(Int(decimals) ?? 0)
      return duration > .zero && duration <= .seconds(3600) ? duration : nil
    }
  }
}

/// Lowercased, without accents: `Añadir` is `anadir`. Commands are matched this way.
public func normalized(_ word: some StringProtocol) -> String {
  String(word).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    .lowercased()
}
