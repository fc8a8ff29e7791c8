extension CasePathable {
  /// The payload of the case named like the property, or `nil` when `self` is another case —
  /// for enums marked `@dynamicMemberLookup`.
  ///
  /// ```swift
  /// @dynamicMemberLookup
  /// enum Modo: Equatable, CasePathable {
  ///   case parado
  ///   case reproduciendo(progreso: Double)
  /// }
  ///
  /// Modo.reproduciendo(progreso: 0.5).reproduciendo  // Optional(0.5)
  /// Modo.parado.reproduciendo                         // nil
  /// ```
  ///
  /// > Important: a case property reads; it does not switch cases. To change the case, assign
  /// > the whole value (`modo = .parado`); to change a payload in place, use the `modify` method
  /// > that `Runtime` adds to every case-pathable enum.
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value? {
    Self.allCasePaths[keyPath: keyPath].extract(from: self)
  }
}
