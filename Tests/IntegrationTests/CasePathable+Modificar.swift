import Runtime
import Testing

extension Optional where Wrapped: CasePathable {
  /// Changes the payload of the case `caso` names, in an assertion closure:
  /// `$0.destino.modificar(\.tienda) { $0.procesando = true }`. Records an issue when the value
  /// is another case (or `nil`).
  mutating func modificar<Valor>(
    _ caso: CaseKeyPath<Wrapped, Valor>,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ cambio: (inout Valor) -> Void
  ) {
    guard var valor = self?[case: caso] else {
      Issue.record(
        "Expected the case \(caso), found \(String(describing: self))",
        sourceLocation: sourceLocation)
      return
    }
    cambio(&valor)
    self = caso(valor)
  }
}
