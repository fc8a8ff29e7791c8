// Hand-written until CasePathsPlugin generates it.
import TestSupport

extension Contador.Action {
  struct AllCasePaths {
    var incrementar: AnyCasePath<Contador.Action, Void> {
      AnyCasePath(
        embed: { .incrementar }, extract: { if case .incrementar = $0 { () } else { nil } })
    }
    var eco: AnyCasePath<Contador.Action, String> {
      AnyCasePath(embed: { .eco($0) }, extract: { if case .eco(let v) = $0 { v } else { nil } })
    }
    var ecoRecibido: AnyCasePath<Contador.Action, String> {
      AnyCasePath(
        embed: { .ecoRecibido($0) },
        extract: { if case .ecoRecibido(let v) = $0 { v } else { nil } })
    }
    var tick: AnyCasePath<Contador.Action, Void> {
      AnyCasePath(embed: { .tick }, extract: { if case .tick = $0 { () } else { nil } })
    }
    var trabajoHecho: AnyCasePath<Contador.Action, Void> {
      AnyCasePath(
        embed: { .trabajoHecho }, extract: { if case .trabajoHecho = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
