@_spi(Runtime) import CasePaths

extension Case {
  /// Reaches through `presented` to a presented child's action, so `\.alerta.confirmar` means
  /// `\.alerta.presented.confirmar` — in `send`, `receive`, `Scope` and anywhere a case key path
  /// goes.
  ///
  /// ```swift
  /// await store.send(\.alerta.confirmarBorrado) { $0.alerta = nil }
  /// await store.send(\.alerta.dismiss) { $0.alerta = nil }  // PresentationAction's own case
  /// ```
  public subscript<Action: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Member>>
  ) -> Case<Member> where Value == PresentationAction<Action> {
    Case<Action>(_caseBox: _caseBox.appending(Value.allCasePaths.presented))[
      dynamicMember: keyPath]
  }
}
