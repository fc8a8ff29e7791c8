import AutenticacionClient
import CredencialesFeature
import Runtime

/// Lesson 001's one-button login: it signs in the demo account through `autenticacion`.
struct InicioDeSesion: Reducer {
  struct State: Equatable {
    var cargando = false
    var usuario: Usuario?
  }

  enum Action: Equatable, CasePathable {
    case iniciarSesionPulsado
    case sesionAbierta(Usuario)
  }

  @Dependency(\.autenticacion) var autenticacion

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .iniciarSesionPulsado:
        state.cargando = true
        return .run { send in
          let usuario = try await autenticacion.entrar(
            Usuario.demo.correo, ClienteAutenticacion.claveDeDemo)
          await send(.sesionAbierta(usuario))
        }
      case .sesionAbierta(let usuario):
        state.cargando = false
        state.usuario = usuario
        return .none
      }
    }
  }
}
