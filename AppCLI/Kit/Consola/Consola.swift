import Foundation
import Runtime

/// A session of the app at the command line: reads commands, sends their actions to a store
/// running the app with live dependencies, and shows what happens.
///
/// - Interactive (a terminal): a prompt; what arrives later — search results, a login, a
///   payment, the timer's ticks — prints as soon as the state changes.
/// - Scripted (a pipe or `--script`): no prompt; after each command the session waits until
///   the effects it started have settled (a search waits out its debounce), except those its
///   plan puts in motion (a ticking timer), which run on while later commands are read.
///
/// At the end of input it waits the same way, then cancels what still runs and says so.
@MainActor
final class Consola<Raiz: RaizDeLaApp> {
  let aplicacion: Aplicacion<Raiz>
  let opciones: OpcionesDeSesion
  let entrada: Entrada
  let salida: Salida
  let grabadora: Grabadora?
  let bitacora: Bitacora<Raiz.State, Raiz.Action>
  let store: Store<Raiz.State, Raiz.Action>
  /// The screens whose activity runs (the timer's ticker, a pending search).
  var enMarcha: Set<String> = []
  var procesandoComando = false
  var ultimaPantalla: String?
  /// Whether input has ended: no more prompts.
  var terminando = false
  /// The tasks of actions put in motion: nobody waits for them.
  private var enCurso: [StoreTask] = []
  private var observacion: StoreObservation?

  /// A session of `aplicacion` with its files in `datos`, recording to `grabadora` if given;
  /// `ajustes` changes the live dependencies (tests use it).
  init(
    _ aplicacion: Aplicacion<Raiz>, opciones: OpcionesDeSesion, entrada: Entrada,
    salida: Salida, datos: URL, grabadora: Grabadora? = nil,
    ajustes: @escaping (inout DependencyValues) -> Void = { _ in }
  ) {
    (self.aplicacion, self.opciones, self.entrada, self.salida, self.grabadora) =
      (aplicacion, opciones, entrada, salida, grabadora)
    let bitacora = Bitacora<Raiz.State, Raiz.Action>(enmascarar: aplicacion.enmascarar)
    self.bitacora = bitacora
    store = Store(initialState: aplicacion.estadoInicial) {
      bitacora.reducer(aplicacion.raiz)
    } withDependencies: {
      aplicacion.enVivo(&$0, datos: datos)
      ajustes(&$0)
      guard let grabadora else { return }
      for extremo in aplicacion.extremos { extremo.grabar(&$0, grabadora) }
      $0.continuousClock = RelojGrabado(real: $0.continuousClock, grabadora: grabadora)
    }
    bitacora.contarEfectos = { [unowned store] in store.runningEffectCount }
  }

  /// Runs the session until `fin` or the end of input.
  func ejecutar() async -> CodigoDeSalida {
    conectarSalidas()
    observacion = store.observe { [bitacora] in bitacora.cerrarCiclo(estado: $0) }
    if entrada.esInteractiva, !opciones.json { salida.linea(aplicacion.saludo) }
    enviar(aplicacion.alEmpezar)
    if entrada.esInteractiva { mostrarPantalla() }
    var lineas = entrada.lineas.makeAsyncIterator()
    mostrarIndicador()
    var finDeEntrada = true
    while let linea = await lineas.next(isolation: #isolation) {
      guard await procesar(linea, lineas: &lineas) else {
        finDeEntrada = false
        break
      }
      mostrarIndicador()
    }
    // Ctrl-D leaves the cursor after the prompt.
    if finDeEntrada, entrada.esInteractiva, !opciones.json { salida.linea("") }
    await terminar()
    return .bien
  }

  /// Applies one line. Returns `false` when the session must end.
  private func procesar(
    _ linea: String, lineas: inout AsyncStream<String>.Iterator
  ) async -> Bool {
    var plan: Plan<Raiz.Action>
    do {
      guard let entendida = try aplicacion.entender(linea) else { return true }
      plan = entendida.plan(store.state)
    } catch {
      guard case .usoIncorrecto(let nombre, _) = error, entrada.esInteractiva,
        let orden = aplicacion.orden(nombre), let secreto = orden.secreto
      else {
        salida.error(error.mensaje)
        return true
      }
      if let rechazo = orden.rechazo(store.state) {
        salida.error(rechazo)
        return true
      }
      // A missing secret (a password) is asked for without echo, then the line is read again.
      guard let clave = await pedir(secreto, &lineas) else { return false }
      plan = aplicacion.plan(linea + " " + clave, en: store.state)
    }
    switch plan {
    case .mostrar(let texto): informar(texto)
    case .rechazar(let mensaje): salida.error(mensaje)
    case .historial: informar(bitacora.historial)
    case .terminar: return false
    case .esperar(let duracion):
      try? await Task.sleep(for: duracion)
      // A terminal has seen every change as it happened.
      if !entrada.esInteractiva { mostrarPantalla() }
    case .enviar(let acciones), .ponerEnMarcha(let acciones):
      let tareas = enviar(acciones)
      if case .ponerEnMarcha = plan { enCurso = enCurso.filter(\.isRunning) + tareas }
      if !entrada.esInteractiva { await store.settle(ignoring: enCurso) }
      mostrarPantalla()
    }
    return true
  }

  /// Sends `acciones` as the person's, and what the screens they show send when they appear;
  /// returns the tasks of their effects.
  @discardableResult
  private func enviar(_ acciones: [Raiz.Action]) -> [StoreTask] {
    let yaProcesando = procesandoComando
    procesandoComando = true
    defer { procesandoComando = yaProcesando }
    return acciones.flatMap { accion in
      let antes = aplicacion.pantalla(de: store.state).pantalla.sustantivo
      bitacora.marcarPersona()
      let tarea = store.send(accion)
      let despues = aplicacion.pantalla(de: store.state).pantalla
      return [tarea] + (despues.sustantivo == antes ? [] : enviar(despues.alAparecer))
    }
  }

  /// Asks for `que` with the terminal's echo off. `nil` at end of input.
  private func pedir(_ que: String, _ lineas: inout AsyncStream<String>.Iterator) async -> String? {
    salida.salida("\(que): ")
    entrada.eco(false)
    defer {
      entrada.eco(true)
      salida.linea("")
    }
    return await lineas.next(isolation: #isolation)
  }

  private func terminar() async {
    terminando = true
    await store.settle(ignoring: enCurso)
    let cancelados = store.cancelAllEffects()
    await store.settle()  // The cancelled effects log how they ended before the end line.
    observacion?.cancel()
    grabadora?.escribir(
      LineaDeGrabacion<Raiz.Action>.fin(
        FinDeSesion(efectosCancelados: cancelados, estadoFinal: Dumper.line(store.state))))
    if cancelados > 0 {
      let efectos = cancelados == 1 ? "1 efecto que seguía" : "\(cancelados) efectos que seguían"
      let parados = aplicacion.pantallas.map(\.sustantivo).filter { enMarcha.contains($0.palabra) }
        .map { " (\($0.conArticulo) se para)" }.joined()
      informar("Fin de la entrada: se cancela \(efectos) en curso\(parados).")
    }
    if entrada.esInteractiva { informar("Hasta pronto.") }
  }
}
