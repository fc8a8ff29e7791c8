import Runtime

/// The loading feature of lessons 003 and 004: appearing loads items from `clienteAPI`.
///
/// `refrescar` reloads without the loading indicator, which is what lets lesson 003's
/// payload-only `receive` be exhaustive as written.
struct Feature: Reducer {
  struct State: Equatable {
    var cargando = false
    var items: [Item] = []
  }

  enum Action: Equatable, CasePathable {
    case aparecer
    case refrescar
    case datosRecibidos([Item])
  }

  @Dependency(\.clienteAPI) var clienteAPI

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aparecer:
        state.cargando = true
        return cargar()
      case .refrescar:
        return cargar()
      case .datosRecibidos(let items):
        state.cargando = false
        state.items = items
        return .none
      }
    }
  }

  private func cargar() -> Effect<Action> {
    .run { send in
      await send(.datosRecibidos(try await clienteAPI.cargar()))
    }
  }
}
