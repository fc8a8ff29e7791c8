import RootFeature
import Runtime

/// The session's log of actions: every action the store processes, who sent it and in which
/// cycle, password masked — and the place where the history, the recording, `--trace` and
/// `--json` listen.
///
/// The store runs ``reducer()``, which reports each action here; the session says which
/// actions are the person's (``marcarPersona()`` right before `send`) and closes each cycle
/// from the store's observation (``cerrarCiclo(estado:)``).
@MainActor
public final class Bitacora {
  /// Every action so far, in order.
  public private(set) var acciones: [AccionGrabada] = []
  /// Counts the store's running effects; set by whoever owns the store.
  public var contarEfectos: @MainActor () -> Int = { 0 }

  private var ciclo = 0
  private var cicloAbierto = false
  private var inicioDelCiclo = 0
  private var deLaPersona = false
  private var oyentesDeAccion: [@MainActor (AccionGrabada, Root.State, Root.State) -> Void] = []
  private var oyentesDeCiclo: [@MainActor (ArraySlice<AccionGrabada>, Root.State) -> Void] = []

  /// An empty log.
  public init() {}

  /// `Root`, reporting every action to this log.
  public func reducer() -> ReducerObservado<Root> {
    Root().observado { [weak self] accion, antes, despues in
      self?.anotar(accion, antes: antes, despues: despues)
    }
  }

  /// Says that the next action the store processes is the person's.
  public func marcarPersona() { deLaPersona = true }

  /// Calls `oyente` after each action with the recorded action and the states around it.
  public func alAnotar(
    _ oyente:
      @escaping @MainActor (AccionGrabada, _ antes: Root.State, _ despues: Root.State)
      -> Void
  ) {
    oyentesDeAccion.append(oyente)
  }

  /// Calls `oyente` at the end of each store cycle with its actions and the state after it.
  public func alCerrarCiclo(
    _ oyente: @escaping @MainActor (ArraySlice<AccionGrabada>, Root.State) -> Void
  ) {
    oyentesDeCiclo.append(oyente)
  }

  /// Records `accion`, processed by the store with these states around it.
  func anotar(_ accion: Root.Action, antes: Root.State, despues: Root.State) {
    let origen: AccionGrabada.Origen = deLaPersona ? .persona : .efecto
    deLaPersona = false
    var efectosEnCurso: Int?
    if !cicloAbierto {
      cicloAbierto = true
      ciclo += 1
      inicioDelCiclo = acciones.count
      if origen == .efecto { efectosEnCurso = contarEfectos() }
    }
    let grabada = AccionGrabada(
      n: acciones.count + 1, ciclo: ciclo, origen: origen, efectosEnCurso: efectosEnCurso,
      accion: accion.enmascarada)
    acciones.append(grabada)
    for oyente in oyentesDeAccion { oyente(grabada, antes, despues) }
  }

  /// Ends the current cycle; `estado` is the state after it.
  public func cerrarCiclo(estado: Root.State) {
    guard cicloAbierto else { return }
    cicloAbierto = false
    let delCiclo = acciones[inicioDelCiclo...]
    for oyente in oyentesDeCiclo { oyente(delCiclo, estado) }
  }

  /// The history as `historial` prints it: one numbered line per action.
  public var historial: String {
    guard !acciones.isEmpty else { return "Aún no hay acciones." }
    let ancho = String(acciones.count).count
    return acciones.map { grabada in
      let numero = String(repeating: " ", count: ancho - String(grabada.n).count) + "\(grabada.n)"
      let origen = grabada.origen == .persona ? "persona" : "efecto "
      return "  \(numero)  \(origen)  \(Self.recortar(Dumper.line(grabada.accion)))"
    }
    .joined(separator: "\n")
  }

  private static func recortar(_ texto: String, hasta limite: Int = 110) -> String {
    texto.count <= limite ? texto : texto.prefix(limite - 1) + "…"
  }
}
