/// A pair of functions that embed a value into one case of an enum and extract it back out.
///
/// A case path is to an enum case what a key path is to a struct property: it names one case
/// and lets generic code build and take apart values of that case.
///
/// ```swift
/// let aparecio = AnyCasePath<Vista, Void>(
///   embed: { .aparecio },
///   extract: { if case .aparecio = $0 { return () } else { return nil } }
/// )
/// aparecio.embed(())          // Vista.aparecio
/// aparecio.extract(.cerrada)  // nil
/// ```
///
/// You rarely build one by hand: each property of a ``CasePathable`` enum's `AllCasePaths`
/// returns one, and the case paths plugin writes those for you.
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  /// The extracting function itself, for `Runtime`'s `Scope`, which keeps it to call it
  /// directly: not API (use ``extract(from:)``).
  public let _extract: @Sendable (Root) -> Value?

  /// The case's name, used in failure messages. It defaults to the name of the property that
  /// builds the case path, so `var aparecio: AnyCasePath<…> { AnyCasePath(…) }` is named
  /// `aparecio`.
  public let name: String

  /// Creates a case path from an embedding and an extracting function.
  ///
  /// - Parameters:
  ///   - embed: Builds the enum value of this case from its payload.
  ///   - extract: Returns the payload when the value is this case, and `nil` otherwise.
  ///   - name: The case's name for messages; defaults to the enclosing property's name.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    name: String = #function
  ) {
    self._embed = embed
    self._extract = extract
    self.name = name
  }

  /// Embeds a payload into the enum.
  @inlinable
  public func embed(_ value: Value) -> Root { _embed(value) }

  /// Extracts the payload when `root` is this case, and `nil` otherwise.
  @inlinable
  public func extract(from root: Root) -> Value? { _extract(root) }

  /// Composes this case path with one that goes one level deeper.
  public func appending<Member>(_ next: AnyCasePath<Value, Member>) -> AnyCasePath<Root, Member> {
    AnyCasePath<Root, Member>(
      embed: { [self] in self.embed(next.embed($0)) },
      extract: { [self] in self.extract(from: $0).flatMap(next.extract(from:)) },
      name: joinCaseNames(name, next.name)
    )
  }
}

extension AnyCasePath where Root == Value {
  /// The case path that embeds and extracts a value as itself.
  public static var identity: Self {
    Self(embed: { $0 }, extract: { $0 }, name: "")
  }
}

/// Joins two steps of a case path's name: `view` + `aparecio` is `view.aparecio`, and
/// `filas` + `[id: 3]` is `filas[id: 3]`.
func joinCaseNames(_ first: String, _ second: String) -> String {
  if first.isEmpty { return second }
  if second.isEmpty { return first }
  return second.hasPrefix("[") ? first + second : first + "." + second
}
