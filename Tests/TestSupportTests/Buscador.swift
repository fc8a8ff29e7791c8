import Foundation
import TestSupport

// A search feature like the one in the lessons, used to exercise the TestStore.

struct Resultado: Equatable, Sendable, Identifiable {
  var id: Int
  var nombre: String
  static let demo = Resultado(id: 1, nombre: "Swift")
}

struct ClienteBusqueda: Sendable {
  var buscar: @Sendable (String) async throws -> [Resultado]
}
enum ClienteBusquedaKey: DependencyKey {
  static let liveValue = ClienteBusqueda(buscar: { _ in [] })
  static let testValue = ClienteBusqueda(buscar: unimplemented("clienteBusqueda.buscar"))
}
extension DependencyValues {
  var clienteBusqueda: ClienteBusqueda {
    get { self[ClienteBusquedaKey.self] }
    set { self[ClienteBusquedaKey.self] = newValue }
  }
}
enum ErrorDeRed: Error { case caido }

struct Buscador: Reducer {
  struct State: Equatable {
    var termino = ""
    var cargando = false
    var items: [Resultado] = []
    var mensaje: String?
  }
  enum Action: CasePathable {
    case terminoCambio(String)
    case busquedaIniciada
    case resultados([Resultado])
    case fallo
  }
  enum CancelID { case debounce, busqueda }
  @Dependency(\.continuousClock) var reloj
  @Dependency(\.clienteBusqueda) var cliente

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .terminoCambio(let termino):
        state.termino = termino
        return .merge(
          .cancel(id: CancelID.busqueda),
          .send(.busquedaIniciada).debounce(
            id: CancelID.debounce, for: .milliseconds(300), clock: reloj))
      case .busquedaIniciada:
        state.cargando = true
        return .run { [termino = state.termino] send in
          await send(.resultados(try await cliente.buscar(termino)))
        } catch: { _, send in
          await send(.fallo)
        }
        .cancellable(id: CancelID.busqueda, cancelInFlight: true)
      case .resultados(let items):
        state.cargando = false
        state.items = items
        state.mensaje = nil
        return .none
      case .fallo:
        state.cargando = false
        state.mensaje = "No se pudo buscar"
        state.items = []
        return .none
      }
    }
  }
}
