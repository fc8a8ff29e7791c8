/// What a command means in the current state; the session carries it out. Deciding is pure:
/// `Registro.aplicacion.plan("pagar", en: Root.State())` is tested without a store.
enum Plan<Action> {
  /// Send these actions as the person's; a script waits for the effects they start.
  case enviar([Action])
  /// Send these; what they start runs until stopped (a ticking timer): nobody waits for it.
  case ponerEnMarcha([Action])
  case mostrar(String)
  case rechazar(String)
  case esperar(Duration)
  case historial
  case terminar

  /// The same plan with each action transformed: how a feature's plan becomes the app's.
  func map<Otra>(_ transformar: (Action) -> Otra) -> Plan<Otra> {
    switch self {
    case .enviar(let acciones): .enviar(acciones.map(transformar))
    case .ponerEnMarcha(let acciones): .ponerEnMarcha(acciones.map(transformar))
    case .mostrar(let texto): .mostrar(texto)
    case .rechazar(let mensaje): .rechazar(mensaje)
    case .esperar(let duracion): .esperar(duracion)
    case .historial: .historial
    case .terminar: .terminar
    }
  }
}

extension Plan: Equatable where Action: Equatable {}
extension Plan: Sendable where Action: Sendable {}
