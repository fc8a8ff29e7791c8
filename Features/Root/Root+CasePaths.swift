// Hand-written until CasePathsPlugin generates it.
import BuscadorFeature
import CredencialesFeature
import Runtime
import TemporizadorFeature
import TiendaFeature

extension Root.Action {
  /// The case paths of `Root.Action`, one per case.
  public struct AllCasePaths: Sendable {
    public var view: AnyCasePath<Root.Action, Root.Action.View> {
      AnyCasePath(
        embed: { .view($0) },
        extract: { if case .view(let view) = $0 { view } else { nil } })
    }
    public var credenciales: AnyCasePath<Root.Action, Credenciales.Action> {
      AnyCasePath(
        embed: { .credenciales($0) },
        extract: { if case .credenciales(let accion) = $0 { accion } else { nil } })
    }
    public var entradaFallida: AnyCasePath<Root.Action, ErrorCredenciales> {
      AnyCasePath(
        embed: { .entradaFallida($0) },
        extract: { if case .entradaFallida(let error) = $0 { error } else { nil } })
    }
    public var sesionAbierta: AnyCasePath<Root.Action, Usuario> {
      AnyCasePath(
        embed: { .sesionAbierta($0) },
        extract: { if case .sesionAbierta(let usuario) = $0 { usuario } else { nil } })
    }
    public var destino: AnyCasePath<Root.Action, PresentationAction<Destino.Action>> {
      AnyCasePath(
        embed: { .destino($0) },
        extract: { if case .destino(let accion) = $0 { accion } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Root.Action.View {
  /// The case paths of `Root.Action.View`, one per case.
  public struct AllCasePaths: Sendable {
    public var aparecio: AnyCasePath<Root.Action.View, Void> {
      AnyCasePath(
        embed: { .aparecio },
        extract: { if case .aparecio = $0 { () } else { nil } })
    }
    public var cerrarSesionPulsado: AnyCasePath<Root.Action.View, Void> {
      AnyCasePath(
        embed: { .cerrarSesionPulsado },
        extract: { if case .cerrarSesionPulsado = $0 { () } else { nil } })
    }
    public var abrir: AnyCasePath<Root.Action.View, Seccion> {
      AnyCasePath(
        embed: { .abrir($0) },
        extract: { if case .abrir(let seccion) = $0 { seccion } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Destino.State {
  /// The case paths of `Destino.State`, one per case.
  public struct AllCasePaths: Sendable {
    public var buscador: AnyCasePath<Destino.State, Buscador.State> {
      AnyCasePath(
        embed: { .buscador($0) },
        extract: { if case .buscador(let estado) = $0 { estado } else { nil } })
    }
    public var tienda: AnyCasePath<Destino.State, Tienda.State> {
      AnyCasePath(
        embed: { .tienda($0) },
        extract: { if case .tienda(let estado) = $0 { estado } else { nil } })
    }
    public var temporizador: AnyCasePath<Destino.State, Temporizador.State> {
      AnyCasePath(
        embed: { .temporizador($0) },
        extract: { if case .temporizador(let estado) = $0 { estado } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Destino.Action {
  /// The case paths of `Destino.Action`, one per case.
  public struct AllCasePaths: Sendable {
    public var buscador: AnyCasePath<Destino.Action, Buscador.Action> {
      AnyCasePath(
        embed: { .buscador($0) },
        extract: { if case .buscador(let accion) = $0 { accion } else { nil } })
    }
    public var tienda: AnyCasePath<Destino.Action, Tienda.Action> {
      AnyCasePath(
        embed: { .tienda($0) },
        extract: { if case .tienda(let accion) = $0 { accion } else { nil } })
    }
    public var temporizador: AnyCasePath<Destino.Action, Temporizador.Action> {
      AnyCasePath(
        embed: { .temporizador($0) },
        extract: { if case .temporizador(let accion) = $0 { accion } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
