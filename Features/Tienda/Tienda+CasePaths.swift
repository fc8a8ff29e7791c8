// Hand-written until CasePathsPlugin generates it.
import Runtime

extension Tienda.Action {
  /// The case paths of `Tienda.Action`, one per case.
  public struct AllCasePaths: Sendable {
    public var view: AnyCasePath<Tienda.Action, Tienda.Action.View> {
      AnyCasePath(
        embed: { .view($0) },
        extract: { if case .view(let view) = $0 { view } else { nil } })
    }
    public var catalogoCargado: AnyCasePath<Tienda.Action, [Producto]> {
      AnyCasePath(
        embed: { .catalogoCargado($0) },
        extract: { if case .catalogoCargado(let productos) = $0 { productos } else { nil } })
    }
    public var catalogoNoDisponible: AnyCasePath<Tienda.Action, Void> {
      AnyCasePath(
        embed: { .catalogoNoDisponible },
        extract: { if case .catalogoNoDisponible = $0 { () } else { nil } })
    }
    public var carritoValidado: AnyCasePath<Tienda.Action, Pedido> {
      AnyCasePath(
        embed: { .carritoValidado($0) },
        extract: { if case .carritoValidado(let pedido) = $0 { pedido } else { nil } })
    }
    public var pagoCompletado: AnyCasePath<Tienda.Action, Pedido> {
      AnyCasePath(
        embed: { .pagoCompletado($0) },
        extract: { if case .pagoCompletado(let pedido) = $0 { pedido } else { nil } })
    }
    public var pagoRechazado: AnyCasePath<Tienda.Action, MotivoDeRechazo> {
      AnyCasePath(
        embed: { .pagoRechazado($0) },
        extract: { if case .pagoRechazado(let motivo) = $0 { motivo } else { nil } })
    }
    public var pedidoGuardado: AnyCasePath<Tienda.Action, Int> {
      AnyCasePath(
        embed: { .pedidoGuardado(numero: $0) },
        extract: { if case .pedidoGuardado(let numero) = $0 { numero } else { nil } })
    }
    public var pedidoNoGuardado: AnyCasePath<Tienda.Action, Void> {
      AnyCasePath(
        embed: { .pedidoNoGuardado },
        extract: { if case .pedidoNoGuardado = $0 { () } else { nil } })
    }
    public var telemetria: AnyCasePath<Tienda.Action, Telemetria.Action> {
      AnyCasePath(
        embed: { .telemetria($0) },
        extract: { if case .telemetria(let accion) = $0 { accion } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Tienda.Action.View {
  /// The case paths of `Tienda.Action.View`, one per case.
  public struct AllCasePaths: Sendable {
    public var aparecio: AnyCasePath<Tienda.Action.View, Void> {
      AnyCasePath(
        embed: { .aparecio },
        extract: { if case .aparecio = $0 { () } else { nil } })
    }
    public var anadirPulsado: AnyCasePath<Tienda.Action.View, Producto> {
      AnyCasePath(
        embed: { .anadirPulsado($0) },
        extract: { if case .anadirPulsado(let producto) = $0 { producto } else { nil } })
    }
    public var quitarPulsado: AnyCasePath<Tienda.Action.View, Producto.ID> {
      AnyCasePath(
        embed: { .quitarPulsado($0) },
        extract: { if case .quitarPulsado(let id) = $0 { id } else { nil } })
    }
    public var cantidadCambiada: AnyCasePath<Tienda.Action.View, (id: Producto.ID, cantidad: Int)> {
      AnyCasePath(
        embed: { .cantidadCambiada(id: $0.id, cantidad: $0.cantidad) },
        extract: {
          if case .cantidadCambiada(let id, let cantidad) = $0 { (id, cantidad) } else { nil }
        })
    }
    public var pagarPulsado: AnyCasePath<Tienda.Action.View, Void> {
      AnyCasePath(
        embed: { .pagarPulsado },
        extract: { if case .pagarPulsado = $0 { () } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Telemetria.Action {
  /// The case paths of `Telemetria.Action`, one per case.
  public struct AllCasePaths: Sendable {
    public var registrar: AnyCasePath<Telemetria.Action, EventoDeTelemetria> {
      AnyCasePath(
        embed: { .registrar($0) },
        extract: { if case .registrar(let evento) = $0 { evento } else { nil } })
    }
    public var enviado: AnyCasePath<Telemetria.Action, Void> {
      AnyCasePath(
        embed: { .enviado },
        extract: { if case .enviado = $0 { () } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
