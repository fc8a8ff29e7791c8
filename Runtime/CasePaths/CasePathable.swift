/// An enum whose cases can be named with case key paths such as `\.view.aparecio`.
///
/// Conforming types provide a nested `AllCasePaths` type with one computed property per case,
/// each returning an ``AnyCasePath`` from the enum to the case's payload (`Void` for a case
/// without one), and a static `allCasePaths` instance of it. The case paths plugin generates
/// both from your source, so a feature usually writes only the conformance:
///
/// ```swift
/// enum Action: CasePathable {
///   case terminoCambio(String)
///   case busquedaIniciada
/// }
/// ```
///
/// With those in place, `\Case<Action>.terminoCambio` is a ``CaseKeyPath`` that can embed
/// (`(\.terminoCambio)("swift")`), extract (`action[case: \.terminoCambio]`) and test
/// (`action.is(\.busquedaIniciada)`).
///
/// > Important: `AllCasePaths` may list only some of the cases; anything that prints case names
/// > copes with the ones that are missing.
public protocol CasePathable {
  /// A type with one computed property per case, each returning that case's ``AnyCasePath``.
  associatedtype AllCasePaths

  /// The case paths of this enum.
  static var allCasePaths: AllCasePaths { get }

  /// The number of the case whose case path is named `name`, for ``_extract(case:from:as:)``;
  /// `nil` when the enum does not provide that function. Generated; you never call it.
  static func _caseNumber(named name: String) -> Int?

  /// The payload of `root` when it is the case numbered `number`, as `Value`; `nil` for another
  /// case. Generated, so a `Scope` extracts its child's actions with a direct, inlinable call
  /// instead of through a closure; you never call it.
  static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value?
}

extension CasePathable {
  /// `nil`: an enum with hand-written case paths is extracted through them.
  @inlinable
  public static func _caseNumber(named name: String) -> Int? { nil }

  /// `nil`: never called for an enum whose ``_caseNumber(named:)`` is `nil`.
  @inlinable
  public static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value?
  {
    nil
  }
}

extension CasePathable {
  /// Extracts the payload of the case that `keyPath` names, or `nil` when `self` is another case.
  ///
  /// ```swift
  /// let accion = Buscador.Action.terminoCambio("swift")
  /// accion[case: \.terminoCambio]  // "swift"
  /// accion[case: \.fallo]          // nil
  /// ```
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    Case<Self>()[keyPath: keyPath]._caseBox.extractAny(self)
  }

  /// Whether `self` is the case that `keyPath` names, whatever its payload.
  public func `is`<Value>(_ keyPath: CaseKeyPath<Self, Value>) -> Bool {
    self[case: keyPath] != nil
  }
}
