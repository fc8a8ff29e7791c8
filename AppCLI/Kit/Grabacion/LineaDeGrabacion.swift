import RootFeature

/// One line of a recording (`--record FILE`): an action, or the end of the session.
///
/// A recording is JSON lines. Each action line says who sent it, in which cycle of the store,
/// and the action itself (its `Codable` form, password masked):
///
/// ```json
/// {"accion":{"view":{"_0":{"aparecio":{}}}},"ciclo":1,"n":1,"origen":"persona"}
/// {"accion":{"sesionAbierta":{"_0":{…}}},"ciclo":5,"efectosEnCurso":1,"n":5,"origen":"efecto"}
/// {"fin":{"efectosCancelados":0,"estadoFinal":"Root.State(…)"}}
/// ```
public enum LineaDeGrabacion: Equatable, Sendable {
  /// An action the store processed.
  case accion(AccionGrabada)
  /// The session ended; written last.
  case fin(FinDeSesion)
}

/// An action as the recording keeps it.
public struct AccionGrabada: Equatable, Sendable, Codable {
  /// Who sent an action.
  public enum Origen: String, Equatable, Sendable, Codable {
    /// The person (the command line, on their behalf).
    case persona
    /// An effect, or a synchronous `.send` the reducer returned.
    case efecto
  }

  /// Its position in the session, from 1.
  public var n: Int
  /// The store cycle it was processed in, from 1. The first action of a cycle was sent from
  /// outside (by the person or by an effect's task); the others in the same cycle are the
  /// synchronous consequences of that first one.
  public var ciclo: Int
  /// Who sent it.
  public var origen: Origen
  /// How many effects were running when an effect's task delivered it — only for the first
  /// action of a cycle sent by an effect. `1` means its sender was the only effect running,
  /// so it could not have arrived in another order; the test generator relies on that.
  public var efectosEnCurso: Int?
  /// The action, password masked.
  public var accion: Root.Action

  /// Creates a recorded action.
  public init(
    n: Int, ciclo: Int, origen: Origen, efectosEnCurso: Int? = nil, accion: Root.Action
  ) {
    self.n = n
    self.ciclo = ciclo
    self.origen = origen
    self.efectosEnCurso = efectosEnCurso
    self.accion = accion
  }
}

/// How a session ended.
public struct FinDeSesion: Equatable, Sendable, Codable {
  /// Effects still running at the end of input, which the session cancelled (a ticking timer).
  public var efectosCancelados: Int
  /// The final state on one line, passwords redacted — what a replay must reach.
  public var estadoFinal: String

  /// Creates the end line.
  public init(efectosCancelados: Int, estadoFinal: String) {
    self.efectosCancelados = efectosCancelados
    self.estadoFinal = estadoFinal
  }
}

extension LineaDeGrabacion: Codable {
  private enum Claves: String, CodingKey { case fin }

  public init(from decoder: any Decoder) throws {
    let contenedor = try decoder.container(keyedBy: Claves.self)
    if contenedor.contains(.fin) {
      self = .fin(try contenedor.decode(FinDeSesion.self, forKey: .fin))
    } else {
      self = .accion(try AccionGrabada(from: decoder))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .accion(let accion):
      try accion.encode(to: encoder)
    case .fin(let fin):
      var contenedor = encoder.container(keyedBy: Claves.self)
      try contenedor.encode(fin, forKey: .fin)
    }
  }
}
