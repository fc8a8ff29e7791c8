import Runtime

/// An action as a case key path and its payload: `.destino(.presented(.tienda(.pagarPulsado)))`
/// is `\.destino.presented.tienda.pagarPulsado` with no payload, and `.view(.abrir(.tienda))`
/// is `\.view.abrir` with the payload `.tienda` — it stops at the first payload that is not
/// itself a `CasePathable` enum.
public struct ActionCasePath {
  /// The case key path's source, `\.view.abrir`.
  public var path: String
  /// The payload, if the case has one.
  public var payload: Dumped?

  /// The path of `action`; the modules of the enums it walks through go to `modules`.
  public init(_ action: Any, modules: ImportedModules = ImportedModules()) {
    var names: [String] = []
    var current = Dumper.dump(action)
    payload = nil
    while case .enumCase(let name, let next) = current.node {
      modules.note(type(of: current.value))
      names.append(name)
      guard let next else { break }
      guard case .enumCase = next.node, next.value is any CasePathable else {
        // One labeled value (`pedidoPedido(numero: 7)`) is the case's payload, not a tuple.
        if case .record("", let fields) = next.node, fields.count == 1 {
          payload = fields[0].value
        } else {
          payload = next
        }
        break
      }
      current = next
    }
    path = "\\." + names.joined(separator: ".")
  }

  /// Whether the payload is a tuple (`cantidadCambiada(id:cantidad:)`), which is not
  /// `Equatable` and so can't be matched by value in a `receive`.
  public var payloadIsTuple: Bool {
    if case .record("", _)? = payload?.node { true } else { false }
  }
}
