import Runtime

/// An item the examples of lessons 003 and 004 load.
struct Item: Equatable, Identifiable, Sendable {
  var id: Int
  var nombre: String

  static let demo = Item(id: 1, nombre: "Demo")
}

/// The API the examples use: `$0.clienteAPI.cargar = { [.demo] }`.
struct ClienteDeAPI: Sendable {
  var cargar: @Sendable () async throws -> [Item]
  var guardar: @Sendable (_ cuenta: Int) async throws -> Void
}

private enum ClienteDeAPIKey: DependencyKey {
  static let liveValue = ClienteDeAPI(cargar: { [] }, guardar: { _ in })
  static let testValue = ClienteDeAPI(
    cargar: unimplemented("clienteAPI.cargar"), guardar: unimplemented("clienteAPI.guardar"))
}

extension DependencyValues {
  var clienteAPI: ClienteDeAPI {
    get { self[ClienteDeAPIKey.self] }
    set { self[ClienteDeAPIKey.self] = newValue }
  }
}
