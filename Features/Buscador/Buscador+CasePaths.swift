// Hand-written until CasePathsPlugin generates it.
import Runtime

extension Buscador.Action {
  /// The case paths of `Buscador.Action`, one per case.
  public struct AllCasePaths: Sendable {
    public var terminoCambio: AnyCasePath<Buscador.Action, String> {
      AnyCasePath(
        embed: { .terminoCambio($0) },
        extract: { if case .terminoCambio(let termino) = $0 { termino } else { nil } })
    }
    public var busquedaIniciada: AnyCasePath<Buscador.Action, Void> {
      AnyCasePath(
        embed: { .busquedaIniciada },
        extract: { if case .busquedaIniciada = $0 { () } else { nil } })
    }
    public var resultados: AnyCasePath<Buscador.Action, [Resultado]> {
      AnyCasePath(
        embed: { .resultados($0) },
        extract: { if case .resultados(let items) = $0 { items } else { nil } })
    }
    public var fallo: AnyCasePath<Buscador.Action, Void> {
      AnyCasePath(
        embed: { .fallo },
        extract: { if case .fallo = $0 { () } else { nil } })
    }
    public var resultadoPulsado: AnyCasePath<Buscador.Action, Resultado> {
      AnyCasePath(
        embed: { .resultadoPulsado($0) },
        extract: { if case .resultadoPulsado(let resultado) = $0 { resultado } else { nil } })
    }
    public var delegate: AnyCasePath<Buscador.Action, Buscador.Action.Delegate> {
      AnyCasePath(
        embed: { .delegate($0) },
        extract: { if case .delegate(let delegate) = $0 { delegate } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Buscador.Action.Delegate {
  /// The case paths of `Buscador.Action.Delegate`, one per case.
  public struct AllCasePaths: Sendable {
    public var resultadoElegido: AnyCasePath<Buscador.Action.Delegate, Resultado> {
      AnyCasePath(
        embed: { .resultadoElegido($0) },
        extract: { if case .resultadoElegido(let resultado) = $0 { resultado } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
