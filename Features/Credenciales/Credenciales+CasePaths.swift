// Hand-written until CasePathsPlugin generates it.
import Runtime

extension Credenciales.Action {
  /// The case paths of `Credenciales.Action`, one per case.
  public struct AllCasePaths: Sendable {
    public var correoEscrito: AnyCasePath<Credenciales.Action, String> {
      AnyCasePath(
        embed: { .correoEscrito($0) },
        extract: { if case .correoEscrito(let correo) = $0 { correo } else { nil } })
    }
    public var claveEscrita: AnyCasePath<Credenciales.Action, String> {
      AnyCasePath(
        embed: { .claveEscrita($0) },
        extract: { if case .claveEscrita(let clave) = $0 { clave } else { nil } })
    }
    public var entrarPulsado: AnyCasePath<Credenciales.Action, Void> {
      AnyCasePath(
        embed: { .entrarPulsado },
        extract: { if case .entrarPulsado = $0 { () } else { nil } })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
