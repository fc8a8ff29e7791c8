/// A key path that names a case of an enum, possibly nested: `\.destino.presented.guardado`.
///
/// Case key paths are real key paths, so they are `Hashable` and can be stored and compared.
/// They embed a payload when called (`cambio("swift")`, where `cambio` is `\.terminoCambio` as a
/// `CaseKeyPath<Action, String>`), extract with `value[case: \.terminoCambio]`, and print their
/// dotted name in failure messages.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose payload type is not known statically.
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

extension KeyPath {
  /// Embeds `value` into the root enum through the case this key path names.
  ///
  /// ```swift
  /// let cambio: CaseKeyPath<Buscador.Action, String> = \.terminoCambio
  /// cambio("swift")  // Buscador.Action.terminoCambio("swift")
  /// ```
  public func callAsFunction<Enum, Payload>(_ value: Payload) -> Enum
  where Root == Case<Enum>, Value == Case<Payload> {
    Case<Enum>()[keyPath: self]._caseTyped(Enum.self).embed(value)
  }

  /// Embeds a payload-less case: `(\Case<Action>.busquedaIniciada)()`.
  public func callAsFunction<Enum>() -> Enum where Root == Case<Enum>, Value == Case<Void> {
    self(())
  }

  /// The case key path's dotted name, such as `\.view.aparecio`, for messages.
  @_spi(Driver)
  public func caseName<Enum, Payload>() -> String
  where Root == Case<Enum>, Value == Case<Payload> {
    "\\." + Case<Enum>()[keyPath: self]._caseBox.name
  }
}

extension PartialKeyPath {
  /// The dotted name of a case key path whose payload type is unknown, such as `\.aparecio`.
  @_spi(Driver)
  public func partialCaseName<Enum>() -> String where Root == Case<Enum> {
    guard let step = Case<Enum>()[keyPath: self] as? any CaseStep else { return "\(self)" }
    return "\\." + step._caseStepName
  }
}

/// A ``Case`` whose payload type is erased: what a test store matches a received action
/// against when it is given a case key path.
@_spi(Driver)
public protocol CaseStep {
  /// The case's name, such as `aparecio`.
  var _caseStepName: String { get }
  /// Whether `root` is this case.
  func _caseMatches(_ root: Any) -> Bool
}

@_spi(Driver)
extension Case: CaseStep {
  /// The case's name.
  public var _caseStepName: String { _caseBox.name }
  /// Whether `root` is this case.
  public func _caseMatches(_ root: Any) -> Bool { _caseBox.extractAny(root) != nil }
}

extension Case {
  /// Recovers the typed case path from the root enum to this step's payload.
  func _caseTyped<Root>(_: Root.Type = Root.self) -> AnyCasePath<Root, Value> {
    if let rooted = _caseBox as? RootedCasePath<Root, Value> { return rooted.casePath }
    let path = _caseBox
    return AnyCasePath(
      embed: { path.embedAny($0) as! Root },
      extract: { path.extractAny($0) },
      name: path.name)
  }
}

extension AnyCasePath {
  /// The case path a case key path names, resolved once so it can be used many times: what
  /// code that embeds and extracts through a case path it was handed (a driver, a custom
  /// higher-order reducer) keeps, instead of resolving the key path on every use.
  ///
  /// ```swift
  /// let credenciales: CaseKeyPath<Root.Action, Credenciales.Action> = \.credenciales
  /// let login = AnyCasePath(credenciales)
  /// let action = login.embed(.entrarPulsado)  // Root.Action.credenciales(.entrarPulsado)
  /// let child = login.extract(from: action)   // .entrarPulsado
  /// ```
  ///
  /// - Parameter keyPath: The case key path.
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    self = Case<Root>()[keyPath: keyPath]._caseTyped(Root.self)
  }
}
