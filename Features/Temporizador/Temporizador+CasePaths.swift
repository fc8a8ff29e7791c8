// Hand-written until CasePathsPlugin generates it.
import Runtime

extension Temporizador.Action {
  /// The case paths of `Temporizador.Action`, one per case.
  public struct AllCasePaths: Sendable {
    public var iniciar: AnyCasePath<Temporizador.Action, Void> {
      AnyCasePath(embed: { .iniciar }, extract: { if case .iniciar = $0 { () } else { nil } })
    }
    public var tick: AnyCasePath<Temporizador.Action, Void> {
      AnyCasePath(embed: { .tick }, extract: { if case .tick = $0 { () } else { nil } })
    }
    public var parar: AnyCasePath<Temporizador.Action, Void> {
      AnyCasePath(embed: { .parar }, extract: { if case .parar = $0 { () } else { nil } })
    }
    public var reiniciar: AnyCasePath<Temporizador.Action, Void> {
      AnyCasePath(embed: { .reiniciar }, extract: { if case .reiniciar = $0 { () } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
