/// One line of a recording (`--record FILE`): JSON lines, described in docs/CLI.md.
///
/// ```json
/// {"version":2}
/// {"accion":{"credenciales":{"_0":{"entrarPulsado":{}}}},"ciclo":4,"n":4,"origen":"persona"}
/// {"llamada":{"extremo":"autenticacion.entrar","id":1}}
/// {"respuesta":{"id":1,"valor":{"correo":"demo@tienda.es","id":1,"nombre":"Demo"}}}
/// {"espera":{"hasta":300000000,"id":2}}
/// {"respuesta":{"id":2}}
/// {"fin":{"efectosCancelados":0,"estadoFinal":"Root.State(…)"}}
/// ```
///
/// Version 1 recordings have no version line, and only actions and the end.
enum LineaDeGrabacion<Action: Codable & Sendable & Equatable>: Equatable, Codable, Sendable {
  /// The first line: the format's version.
  case version(Int)
  /// An action the store processed.
  case accion(AccionGrabada<Action>)
  /// A dependency endpoint was called.
  case llamada(Llamada)
  /// An effect went to sleep on the clock.
  case espera(Espera)
  /// A call answered, or a sleep ended; either may have been cancelled instead.
  case respuesta(Respuesta)
  /// The session ended; always last.
  case fin(FinDeSesion)

  /// The version written today.
  static var versionActual: Int { 2 }

  private enum Claves: String, CodingKey { case version, llamada, espera, respuesta, fin }

  init(from decoder: any Decoder) throws {
    let linea = try decoder.container(keyedBy: Claves.self)
    switch linea.allKeys.first {
    case .version?: self = .version(try linea.decode(Int.self, forKey: .version))
    case .llamada?: self = .llamada(try linea.decode(Llamada.self, forKey: .llamada))
    case .espera?: self = .espera(try linea.decode(Espera.self, forKey: .espera))
    case .respuesta?: self = .respuesta(try linea.decode(Respuesta.self, forKey: .respuesta))
    case .fin?: self = .fin(try linea.decode(FinDeSesion.self, forKey: .fin))
    case nil: self = .accion(try AccionGrabada(from: decoder))
    }
  }

  func encode(to encoder: any Encoder) throws {
    if case .accion(let accion) = self { return try accion.encode(to: encoder) }
    var linea = encoder.container(keyedBy: Claves.self)
    switch self {
    case .accion: break
    case .version(let version): try linea.encode(version, forKey: .version)
    case .llamada(let llamada): try linea.encode(llamada, forKey: .llamada)
    case .espera(let espera): try linea.encode(espera, forKey: .espera)
    case .respuesta(let respuesta): try linea.encode(respuesta, forKey: .respuesta)
    case .fin(let fin): try linea.encode(fin, forKey: .fin)
    }
  }
}

/// An action as the recording keeps it.
struct AccionGrabada<Action: Codable & Sendable & Equatable>: Equatable, Codable, Sendable {
  enum Origen: String, Equatable, Codable, Sendable { case persona, efecto }

  /// Its position in the session, from 1.
  var n: Int
  /// The store cycle it was processed in, from 1: an effect's action and the synchronous
  /// `.send`s it causes share one.
  var ciclo: Int
  var origen: Origen
  /// On the first action of a cycle an effect sent: how many effects were running. `1` means
  /// its sender was the only one, so it could not have come in another order.
  var efectosEnCurso: Int?
  /// The action, masked.
  var accion: Action
}

/// A call to a dependency endpoint, named by its path in the dependencies (`pagos.cobrar`).
struct Llamada: Equatable, Codable, Sendable {
  var id: Int
  var extremo: String
}

/// A sleep on the session's clock until `hasta`, in nanoseconds of a clock that starts at 0
/// and moves only when a sleep ends, to that sleep's deadline — as a test clock moves.
struct Espera: Equatable, Codable, Sendable {
  var id: Int
  var hasta: Int
}

/// How call or sleep `id` ended: the endpoint's answer (its `Codable` form; none for a sleep
/// or a `Void`), what it threw, or that the effect was cancelled before it could receive it.
struct Respuesta: Equatable, Codable, Sendable {
  var id: Int
  var valor: JSON?
  var error: ErrorGrabado?
  var cancelada: Bool?
}

/// An error a dependency threw: its type and `Codable` form, or else its description. A
/// replay throws it itself when it can't rebuild the original.
struct ErrorGrabado: Error, Equatable, Codable, Sendable {
  var tipo: String?
  var valor: JSON?
  var descripcion: String?
}

/// How a session ended: the effects it cancelled (a ticking timer), and the final state on one
/// line, passwords redacted — what a replay must reach.
struct FinDeSesion: Equatable, Codable, Sendable {
  var efectosCancelados: Int
  var estadoFinal: String
}
