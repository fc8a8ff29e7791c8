import RootFeature
import Runtime

/// One replayed action: what was recorded and the states around it.
public struct Paso: Sendable {
  /// The recorded action.
  public var grabada: AccionGrabada
  /// The state before it.
  public var antes: Root.State
  /// The state after it.
  public var despues: Root.State
}

/// Replays recorded actions through `Root` with effects disabled: the reducer runs, the
/// effects it returns are dropped. Since the recording holds the effects' actions too, the
/// states are exactly the session's — a reducer is a function of state and action.
public enum Reproductor {
  /// The steps of replaying `acciones` from `Root.State()`.
  public static func reproducir(_ acciones: [AccionGrabada]) -> [Paso] {
    let reducir = Root()._reduceFunction()
    var estado = Root.State()
    return acciones.map { grabada in
      let antes = estado
      _ = reducir(&estado, grabada.accion)
      return Paso(grabada: grabada, antes: antes, despues: estado)
    }
  }
}
