import RootFeature

/// What the session knows about running effects that the state does not say: the timer's ticks
/// and a pending search are effects, not state.
public struct Actividad: Equatable, Sendable {
  /// Whether the timer's ticker is running.
  public var temporizadorEnMarcha: Bool
  /// Whether a search is waiting for its debounce or its answer.
  public var busquedaPendiente: Bool

  /// Creates the activity; nothing is running by default.
  public init(temporizadorEnMarcha: Bool = false, busquedaPendiente: Bool = false) {
    self.temporizadorEnMarcha = temporizadorEnMarcha
    self.busquedaPendiente = busquedaPendiente
  }
}

extension Actividad {
  /// The activity after the store processed `accion` and reached `estado`.
  ///
  /// Starting the timer sets it running, stopping it stops it; typing a term leaves a search
  /// pending until its debounce elapses. Whatever belongs to a section stops when the section
  /// is no longer showing — closing it cancels its effects.
  public func siguiente(tras accion: Root.Action, estado: Root.State) -> Actividad {
    var nueva = self
    switch accion {
    case .destino(.presented(.temporizador(.iniciar))): nueva.temporizadorEnMarcha = true
    case .destino(.presented(.temporizador(.parar))): nueva.temporizadorEnMarcha = false
    case .destino(.presented(.buscador(.terminoCambio(let termino)))):
      nueva.busquedaPendiente = !termino.allSatisfy(\.isWhitespace)
    case .destino(.presented(.buscador(.busquedaIniciada))): nueva.busquedaPendiente = false
    default: break
    }
    if estado.destino?.seccion != .temporizador { nueva.temporizadorEnMarcha = false }
    if estado.destino?.seccion != .buscador { nueva.busquedaPendiente = false }
    return nueva
  }
}
