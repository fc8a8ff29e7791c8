extension String {
  /// The name without the backticks that may quote it: `` `default` `` is `default`.
  public func replacingBackticks() -> String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
