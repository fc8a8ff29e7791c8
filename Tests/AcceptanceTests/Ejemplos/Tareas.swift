import Runtime

/// Lesson 002's task list, whose filter change touches every kind of field the lesson's
/// assertion idioms cover: a simple enum, an optional that is cleared, an element of an
/// identified collection, an optional child, and a growing array.
struct Tareas: Reducer {
  struct Tarea: Equatable, Identifiable {
    var id: Int
    var titulo: String
    var hecha = false
    var destacada = false
  }

  struct Detalle: Equatable {
    struct Borrador: Equatable { var titulo = "" }
    var borrador = Borrador()
  }

  enum Filtro: Equatable { case todas, pendientes, hechas }
  enum Orden: Equatable { case porTitulo, porFecha }

  struct State: Equatable {
    var filtro = Filtro.todas
    var seleccion: Tarea.ID?
    var tareas: IdentifiedArrayOf<Tarea> = []
    var detalle: Detalle?
    var orden: [Orden] = [.porTitulo]
  }

  enum Action: Equatable {
    case filtroCambio(Filtro)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .filtroCambio(let filtro):
        state.filtro = filtro
        state.seleccion = nil
        // The first task the filter shows is highlighted.
        if let primera = state.tareas.first(where: { filtro != .hechas ? !$0.hecha : $0.hecha }) {
          state.tareas[id: primera.id]?.destacada = true
        }
        // The draft restarts, and lists under a filter are also sorted by date.
        state.detalle?.borrador.titulo = "Nuevo"
        state.orden.append(.porFecha)
        return .none
      }
    }
  }
}
