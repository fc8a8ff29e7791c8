import Runtime

extension Store {
  /// How many effects are running and not cancelled.
  var efectosActivos: Int {
    core?.runner.registry.running.values.count { !$0.isCancelled } ?? 0
  }

  /// Cancels every running effect and returns how many there were.
  func cancelarEfectos() -> Int {
    let activos = efectosActivos
    core?.runner.registry.cancelAll()
    return activos
  }
}
