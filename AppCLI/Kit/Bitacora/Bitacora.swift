import Runtime

/// The session's log: every action the store processes, who sent it and in which cycle,
/// masked — where the history, the recording, `--trace` and `--json` listen.
///
/// The store runs ``reducer(_:)``, which reports each action here; the session says which
/// actions are the person's (``marcarPersona()`` right before `send`) and closes each cycle
/// from the store's observation (``cerrarCiclo(estado:)``).
@MainActor
final class Bitacora<State: Sendable, Action: Codable & Sendable & Equatable> {
  private(set) var acciones: [AccionGrabada<Action>] = []
  /// Counts the store's running effects; set by whoever owns the store.
  var contarEfectos: @MainActor () -> Int = { 0 }
  private let enmascarar: (Action) -> Action
  private var ciclo = 0
  private var cicloAbierto = false
  private var inicioDelCiclo = 0
  private var deLaPersona = false
  private var oyentesDeAccion: [@MainActor (AccionGrabada<Action>, State, State) -> Void] = []
  private var oyentesDeCiclo: [@MainActor (ArraySlice<AccionGrabada<Action>>, State) -> Void] = []

  /// An empty log that writes actions down as `enmascarar` makes them.
  init(enmascarar: @escaping (Action) -> Action = { $0 }) { self.enmascarar = enmascarar }

  /// `base`, reporting every action to this log.
  func reducer<Base: Reducer>(_ base: Base) -> ReducerObservado<Base>
  where Base.State == State, Base.Action == Action {
    base.observado { [weak self] in self?.anotar($0, antes: $1, despues: $2) }
  }

  /// Says that the next action the store processes is the person's.
  func marcarPersona() { deLaPersona = true }

  /// Calls `oyente` after each action with the recorded action and the states around it.
  func alAnotar(_ oyente: @escaping @MainActor (AccionGrabada<Action>, State, State) -> Void) {
    oyentesDeAccion.append(oyente)
  }

  /// Calls `oyente` at the end of each store cycle with its actions and the state after it.
  func alCerrarCiclo(
    _ oyente: @escaping @MainActor (ArraySlice<AccionGrabada<Action>>, State) -> Void
  ) {
    oyentesDeCiclo.append(oyente)
  }

  private func anotar(_ accion: Action, antes: State, despues: State) {
    let origen: AccionGrabada<Action>.Origen = deLaPersona ? .persona : .efecto
    deLaPersona = false
    var efectosEnCurso: Int?
    if !cicloAbierto {
      (cicloAbierto, ciclo, inicioDelCiclo) = (true, ciclo + 1, acciones.count)
      if origen == .efecto { efectosEnCurso = contarEfectos() }
    }
    let grabada = AccionGrabada(
      n: acciones.count + 1, ciclo: ciclo, origen: origen, efectosEnCurso: efectosEnCurso,
      accion: enmascarar(accion))
    acciones.append(grabada)
    for oyente in oyentesDeAccion { oyente(grabada, antes, despues) }
  }

  /// Ends the current cycle; `estado` is the state after it.
  func cerrarCiclo(estado: State) {
    guard cicloAbierto else { return }
    cicloAbierto = false
    for oyente in oyentesDeCiclo { oyente(acciones[inicioDelCiclo...], estado) }
  }

  /// The history as `historial` prints it: one numbered line per action.
  var historial: String {
    guard !acciones.isEmpty else { return "Aún no hay acciones." }
    let ancho = String(acciones.count).count
    return acciones.map { grabada in
      let numero = String(repeating: " ", count: ancho - String(grabada.n).count) + "\(grabada.n)"
      let accion = Dumper.line(grabada.accion)
      return "  \(numero)  \(grabada.origen == .persona ? "persona" : "efecto ")  "
        + (accion.count <= 110 ? accion : accion.prefix(109) + "…")
    }
    .joined(separator: "\n")
  }
}
