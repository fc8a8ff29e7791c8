import RootFeature

/// What a screen does when it appears, as a view's `onAppear` would: the shop loads its
/// catalogue. The session sends these actions, as the person's, whenever the section showing
/// changes — whether the person opened it or picking a search result did.
public enum Aparicion {
  /// The actions to send after the section showing went from `antes` to `despues`.
  public static func acciones(de antes: Seccion?, a despues: Seccion?) -> [Root.Action] {
    guard despues != antes, despues == .tienda else { return [] }
    return [.destino(.presented(.tienda(.view(.aparecio))))]
  }

  /// Whether the effect `accion` starts is meant to run until stopped (the timer's ticker), so
  /// nobody should wait for it to finish.
  public static func esDuradera(_ accion: Root.Action) -> Bool {
    accion == .destino(.presented(.temporizador(.iniciar)))
  }
}
