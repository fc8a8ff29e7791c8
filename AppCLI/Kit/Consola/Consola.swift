import Foundation
import RootFeature
import Runtime

/// A session of the app at the command line: reads commands, sends their actions to a store running `Root` with
/// live dependencies, and shows what happens.
///
/// - Interactive (a terminal): a prompt; results that arrive later — search results, a login,
///   a payment, the timer's ticks — print as soon as the state changes.
/// - Scripted (a pipe or `--script`): no prompt; after each command the session waits until
///   the effects that command started have finished (a search waits out its 300 ms debounce),
///   except the timer's ticker, which runs on while later commands are read.
///
/// At the end of input the session waits for pending effects the same way, then cancels the
/// ones still running (a ticking timer) and says so.
@MainActor
public final class Consola {
  let opciones: OpcionesDeSesion
  let entrada: Entrada
  let salida: Salida
  let grabadora: Grabadora?
  let bitacora = Bitacora()
  let store: Store<Root.State, Root.Action>
  var actividad = Actividad()
  var procesandoComando = false
  var ultimaPantalla: String?
  /// Whether input has ended: no more prompts.
  var terminando = false
  private var pendientes: [StoreTask] = []
  private var observacion: StoreObservation?

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - datos: The data folder for the users, orders and telemetry files.
  ///   - grabadora: Where to record every action, if anywhere.
  ///   - ajustes: Changes to the live dependencies, applied after them (tests use it).
  public init(
    opciones: OpcionesDeSesion, entrada: Entrada, salida: Salida, datos: URL,
    grabadora: Grabadora? = nil,
    ajustes: @escaping (inout DependencyValues) -> Void = { _ in }
  ) {
    self.opciones = opciones
    self.entrada = entrada
    self.salida = salida
    self.grabadora = grabadora
    let bitacora = self.bitacora
    store = Store(initialState: Root.State()) {
      bitacora.reducer()
    } withDependencies: {
      DependenciasEnVivo.configurar(&$0, datos: datos)
      ajustes(&$0)
    }
    bitacora.contarEfectos = { [unowned store] in store.efectosActivos }
  }

  /// Runs the session until `fin` or the end of input.
  public func ejecutar() async -> CodigoDeSalida {
    conectarSalidas()
    observacion = store.observe { [bitacora] estado in bitacora.cerrarCiclo(estado: estado) }
    if entrada.esInteractiva, !opciones.json {
      salida.linea("Tienda de ejemplo. Escribe «ayuda» para ver las órdenes y «fin» para salir.")
    }
    enviar([.view(.aparecio)])
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
    var comando: Comando
    do {
      comando = try Comando.analizar(linea)
    } catch {
      salida.error(error.mensaje)
      return true
    }
    switch comando {
    case .nada: return true
    case .fin: return false
    case .historial:
      informar(bitacora.historial)
      return true
    case .esperar(let duracion):
      try? await Task.sleep(for: duracion)
      // A terminal has seen every change as it happened.
      if !entrada.esInteractiva { mostrarPantalla() }
      return true
    case .entrar(let correo, nil)
    where entrada.esInteractiva && store.state.sesion == nil && !store.state.credenciales.entrando:
      guard let clave = await pedirClave(&lineas) else { return false }
      comando = .entrar(correo: correo, clave: clave)
    default: break
    }
    switch Plan.para(comando, en: store.state) {
    case .mostrar(let texto): informar(texto)
    case .rechazar(let mensaje): salida.error(mensaje)
    case .enviar(let acciones):
      enviar(acciones)
      if !entrada.esInteractiva { await esperarEfectos() }
      mostrarPantalla()
    }
    return true
  }

  /// Sends `acciones` as the person's, and what the screens they open do when they appear.
  private func enviar(_ acciones: [Root.Action]) {
    let yaProcesando = procesandoComando
    procesandoComando = true
    defer { procesandoComando = yaProcesando }
    for accion in acciones {
      let antes = store.state.destino?.seccion
      bitacora.marcarPersona()
      let tarea = store.send(accion)
      pendientes.removeAll { !$0.isRunning }
      if !Aparicion.esDuradera(accion) { pendientes.append(tarea) }
      enviar(Aparicion.acciones(de: antes, a: store.state.destino?.seccion))
    }
  }

  /// Waits for the effects the person's actions started, except the ones meant to run on.
  private func esperarEfectos() async {
    while !pendientes.isEmpty {
      await pendientes.removeFirst().finish()
    }
  }

  /// Asks for the password with the terminal's echo off. `nil` at end of input.
  private func pedirClave(_ lineas: inout AsyncStream<String>.Iterator) async -> String? {
    salida.salida("Contraseña: ")
    entrada.eco(false)
    let clave = await lineas.next(isolation: #isolation)
    entrada.eco(true)
    salida.linea("")
    return clave
  }

  private func terminar() async {
    terminando = true
    await esperarEfectos()
    let cancelados = store.cancelarEfectos()
    observacion?.cancel()
    if let mensaje = grabadora?.escribir(
      .fin(FinDeSesion(efectosCancelados: cancelados, estadoFinal: Dumper.line(store.state))))
    {
      salida.error(mensaje)
    }
    if cancelados > 0 {
      let efectos = cancelados == 1 ? "1 efecto que seguía" : "\(cancelados) efectos que seguían"
      informar("Fin de la entrada: se cancela \(efectos) en curso (el temporizador se para).")
    }
    if entrada.esInteractiva { informar("Hasta pronto.") }
  }
}
