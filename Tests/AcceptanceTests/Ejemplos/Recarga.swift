import Runtime

/// Lesson 002's "let the diff dictate" example: loading counts attempts and clears the error.
struct Recarga: Reducer {
  struct State: Equatable {
    var cargando = false
    var intentos = 0
    var mensajeError: String?
  }

  enum Action: Equatable {
    case cargarPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cargarPulsado:
        state.cargando = true
        state.intentos += 1
        state.mensajeError = nil
        return .none
      }
    }
  }
}

/// Lesson 002's action that only starts an effect: appearing notes a visit and changes nothing.
struct Portada: Reducer {
  struct State: Equatable {}

  enum Action: Equatable {
    case aparecer
  }

  @Dependency(\.visitas) var visitas

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .aparecer:
        return .run { _ in await visitas.anotar() }
      }
    }
  }
}

/// Where visits are noted; its test value records nothing, harmless by nature.
struct ContadorDeVisitas: Sendable {
  var anotar: @Sendable () async -> Void
}

private enum ContadorDeVisitasKey: DependencyKey {
  static let liveValue = ContadorDeVisitas {}
  static let testValue = ContadorDeVisitas {}
}

extension DependencyValues {
  var visitas: ContadorDeVisitas {
    get { self[ContadorDeVisitasKey.self] }
    set { self[ContadorDeVisitasKey.self] = newValue }
  }
}
