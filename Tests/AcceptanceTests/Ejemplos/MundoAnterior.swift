/// Lesson 004's "world before": a protocol, a hand-written mock, a view model that does things.

// snippet: architecture-before-mock
protocol ClienteAPI {
  func cargar() async throws -> [Item]
}

final class ClienteAPIMock: ClienteAPI, @unchecked Sendable {
  // Unchecked, as code of that era was: set before the view model starts, then only read.
  var resultado: [Item] = []
  func cargar() async throws -> [Item] { resultado }
}
// end snippet

final class ListaViewModel: @unchecked Sendable {
  // Unchecked, as code of that era was: `items` is written by a task and read by the test
  // after the expectation is fulfilled — an ordering only the real wait provides.
  private let cliente: any ClienteAPI & Sendable
  private(set) var items: [Item] = []
  var onCargado: (@Sendable () -> Void)?

  init(cliente: any ClienteAPI & Sendable) { self.cliente = cliente }

  func aparecer() {
    Task {
      items = (try? await cliente.cargar()) ?? []
      onCargado?()
    }
  }
}
