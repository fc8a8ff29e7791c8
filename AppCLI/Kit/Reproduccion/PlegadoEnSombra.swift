import Runtime

/// The session's states as a trace needs them: two folds of the logged actions, each in memory
/// of its own, one of them a step ahead while a step is shown.
///
/// The store's own states cannot show what an action did to a shared value (the cart): every
/// copy of a state reads its current value, so "before" already shows "after". A replay folds
/// the actions instead (``Reproduccion``); a live `--trace` does the same as it goes, at the
/// cost of two reductions per action: the fold behind stays at "before" while the fold ahead
/// takes the step, then catches up.
@MainActor
final class PlegadoEnSombra<Raiz: RaizDeLaApp> {
  private let aplicacion: Aplicacion<Raiz>
  private var detras: (estado: Raiz.State, memoria: InMemoryStorage)
  private var delante: (estado: Raiz.State, memoria: InMemoryStorage)

  /// Two folds of `aplicacion` at its initial state.
  init(_ aplicacion: Aplicacion<Raiz>) {
    self.aplicacion = aplicacion
    detras = (aplicacion.estadoInicial, InMemoryStorage())
    delante = (aplicacion.estadoInicial, InMemoryStorage())
  }

  /// Takes the step `accion` and calls `mostrar` with the states before and after it.
  func paso(_ accion: Raiz.Action, _ mostrar: (_ antes: Raiz.State, _ despues: Raiz.State) -> Void)
  {
    reducir(&delante, accion)
    mostrar(detras.estado, delante.estado)
    reducir(&detras, accion)
  }

  private func reducir(
    _ pliegue: inout (estado: Raiz.State, memoria: InMemoryStorage), _ accion: Raiz.Action
  ) {
    withDependencies {
      $0.context = .test
      $0.defaultInMemoryStorage = pliegue.memoria
    } operation: {
      _ = aplicacion.raiz.reduce(into: &pliegue.estado, action: accion)
    }
  }
}
