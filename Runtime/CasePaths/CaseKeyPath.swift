/// A key path that names a case of an enum, possibly nested: `\.destino.presented.guardado`.
///
/// Case key paths are real key paths, so they are `Hashable` and can be stored and compared.
/// They embed a payload when called (`(\Action.Cases.terminoCambio)("swift")`), extract with
/// `value[case:]`, and print their dotted name in failure messages.
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
    Case<Enum>()[keyPath: self].typed(Enum.self).embed(value)
  }

  /// Embeds a payload-less case: `(\Case<Action>.busquedaIniciada)()`.
  public func callAsFunction<Enum>() -> Enum where Root == Case<Enum>, Value == Case<Void> {
    self(())
  }

  /// The case key path's dotted name, such as `\.view.aparecio`, for messages.
  package func caseName<Enum, Payload>() -> String
  where Root == Case<Enum>, Value == Case<Payload> {
    "\\." + Case<Enum>()[keyPath: self].name
  }
}

extension PartialKeyPath {
  /// The dotted name of a case key path whose payload type is unknown, such as `\.aparecio`.
  package func partialCaseName<Enum>() -> String where Root == Case<Enum> {
    guard let step = Case<Enum>()[keyPath: self] as? any CaseStep else { return "\(self)" }
    return "\\." + step.stepName
  }
}

/// A ``Case`` whose payload type is erased.
package protocol CaseStep {
  var stepName: String { get }
  func matches(_ root: Any) -> Bool
}

extension Case: CaseStep {
  package var stepName: String { name }
  package func matches(_ root: Any) -> Bool { extract(from: root) != nil }
}

extension Case {
  /// Recovers the typed case path from the root enum to this step's payload.
  package func typed<Root>(_: Root.Type = Root.self) -> AnyCasePath<Root, Value> {
    if let rooted = path as? RootedCasePath<Root, Value> { return rooted.casePath }
    let path = self.path
    return AnyCasePath(
      embed: { path.embedAny($0) as! Root },
      extract: { path.extractAny($0) },
      name: path.name)
  }
}

extension AnyCasePath {
  /// The case path a case key path names, resolved once so it can be used many times.
  package init(_ keyPath: CaseKeyPath<Root, Value>) {
    self = Case<Root>()[keyPath: keyPath].typed(Root.self)
  }
}
