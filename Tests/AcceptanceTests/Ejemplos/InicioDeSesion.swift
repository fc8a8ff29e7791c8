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

    struct AllCasePaths {
      var iniciarSesionPulsado: AnyCasePath<Action, Void> {
        AnyCasePath(
          embed: { .iniciarSesionPulsado },
          extract: { if case .iniciarSesionPulsado = $0 { () } else { nil } })
      }
      var sesionAbierta: AnyCasePath<Action, Usuario> {
        AnyCasePath(
          embed: { .sesionAbierta($0) },
          extract: { if case .sesionAbierta(let usuario) = $0 { usuario } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
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
