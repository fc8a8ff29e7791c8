import Foundation
import Runtime

/// A row of lesson 002's list.
struct Fila: Reducer {
  struct State: Equatable, Identifiable {
    var id: UUID
    var tocada = false
  }

  enum Action: Equatable, CasePathable {
    case tocado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tocado:
        state.tocada.toggle()
        return .none
      }
    }
  }
}

/// Lesson 002's list: adding a row takes its identity from `uuid` and stamps `date`.
struct Lista: Reducer {
  struct State: Equatable {
    var filas: IdentifiedArrayOf<Fila.State> = []
    var creadaEn: Date?
  }

  enum Action: Equatable, CasePathable {
    case anadirPulsado
    case filas(IdentifiedActionOf<Fila>)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .anadirPulsado:
        state.filas.append(Fila.State(id: uuid()))
        if state.creadaEn == nil { state.creadaEn = date() }
        return .none
      case .filas:
        return .none
      }
    }
    .forEach(\.filas, action: \.filas) {
      Fila()
    }
  }
}
