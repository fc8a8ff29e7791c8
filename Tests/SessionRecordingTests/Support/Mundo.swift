import Juguete
import Runtime
import Synchronization
import TestSupport
import Testing

@testable import SessionRecording

/// The world of the toy, in a test's hands: each search waits until the test answers it.
final class Mundo: Sendable {
  private struct Pendiente {
    let id: Int
    let termino: String
    var respuesta: CheckedContinuation<[String], any Error>?
  }

  private struct Estado {
    var siguiente = 0
    var lista: [Pendiente] = []
    /// Who waits for that many searches to be waiting for an answer.
    var vigilantes: [(cuantas: Int, continuacion: CheckedContinuation<Void, Never>)] = []

    var esperando: Int { lista.count { $0.respuesta != nil } }

    /// Takes out the watchers whose count is reached, for the caller to resume.
    mutating func vigilantesCumplidos() -> [CheckedContinuation<Void, Never>] {
      let esperando = esperando
      let cumplidos = vigilantes.filter { $0.cuantas <= esperando }.map(\.continuacion)
      vigilantes.removeAll { $0.cuantas <= esperando }
      return cumplidos
    }
  }

  private let pendientes = Mutex(Estado())

  /// The live search: it waits for ``responder(_:falla:)``, or until it is cancelled.
  @Sendable func buscar(_ termino: String) async throws -> [String] {
    let id = pendientes.withLock { estado in
      estado.siguiente += 1
      estado.lista.append(Pendiente(id: estado.siguiente, termino: termino))
      return estado.siguiente
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuacion in
        let cumplidos = pendientes.withLock { estado -> [CheckedContinuation<Void, Never>]? in
          guard let indice = estado.lista.firstIndex(where: { $0.id == id }) else { return nil }
          estado.lista[indice].respuesta = continuacion
          return estado.vigilantesCumplidos()
        }
        guard let cumplidos else { return continuacion.resume(throwing: CancellationError()) }
        for vigilante in cumplidos { vigilante.resume() }
      }
    } onCancel: {
      let pendiente = pendientes.withLock { estado in
        estado.lista.firstIndex { $0.id == id }.map { estado.lista.remove(at: $0) }
      }
      pendiente?.respuesta?.resume(throwing: CancellationError())
    }
  }

  /// How many searches wait for an answer.
  var esperando: Int { pendientes.withLock { $0.esperando } }

  /// Answers search `indice` among those waiting now: the words that contain its term, or a
  /// failure when `falla`. Returns `false`, answering nothing, when fewer searches wait.
  @discardableResult
  func responder(_ indice: Int, falla: Bool = false) -> Bool {
    let pendiente = pendientes.withLock { estado -> Pendiente? in
      let listos = estado.lista.indices.filter { estado.lista[$0].respuesta != nil }
      guard listos.indices.contains(indice) else { return nil }
      return estado.lista.remove(at: listos[indice])
    }
    guard let pendiente else { return false }
    if falla {
      pendiente.respuesta?.resume(throwing: FalloDeBusqueda(motivo: "sin conexión"))
    } else {
      pendiente.respuesta?.resume(
        returning: ["uno", "dos", "tres"].filter { $0.contains(pendiente.termino) })
    }
    return true
  }

  /// Returns once at least `cuantas` searches wait for an answer. A search the session started
  /// reaches the world in a task of its own, so a test waits for it here before answering it.
  func hastaQueEsperen(_ cuantas: Int) async {
    await withCheckedContinuation { continuacion in
      let ya = pendientes.withLock { estado in
        guard estado.esperando < cuantas else { return true }
        estado.vigilantes.append((cuantas, continuacion))
        return false
      }
      if ya { continuacion.resume() }
    }
  }
}

/// A session of the toy driven by a test, move by move: lines typed, wall time passing, the
/// world answering — each move taken once the session has nothing left to do.
@MainActor
final class Conductor {
  let session: LiveSession<Juguete>
  let reloj: TestClock<Duration>
  let mundo = Mundo()
  private let entrada: AsyncStream<String>.Continuation
  private(set) var terminada = false
  private var enMarcha: [StoreTask] = []

  init(grabando writer: RecordingWriter?) {
    let reloj = TestClock()
    let mundo = mundo
    session = LiveSession(.juguete, recordingTo: writer, wallClock: WallClock(reloj)) {
      $0.buscador.buscar = { try await mundo.buscar($0) }
    }
    self.reloj = reloj
    let (lineas, entrada) = AsyncStream<String>.makeStream()
    self.entrada = entrada
    session.read(lineas)
  }

  /// Starts the session's loop: each line is a command, as a person types them.
  func empezar() async {
    Task {
      while let linea = await session.nextLine() {
        let palabras = linea.split(separator: " ").map(String.init)
        switch palabras.first {
        case "iniciar": enMarcha.append(await session.send(.iniciar))
        case "parar": await session.send(.parar)
        case "buscar": await session.send(.buscar(palabras.dropFirst().joined(separator: " ")))
        case "esperar": await session.wait(.milliseconds(Int(palabras[1])!))
        case "clave": await session.send(.claveEscrita(palabras.dropFirst().joined(separator: " ")))
        default: Issue.record("unknown line \(linea)")
        }
      }
      await session.finish(ignoring: enMarcha)
      terminada = true
      session.pump.stopWatching()
    }
    await hastaQueEspere()
  }

  /// Types `linea`.
  func escribir(_ linea: String) async { await mover { entrada.yield(linea) } }

  /// Lets `duracion` of wall time pass.
  func pasar(_ duracion: Duration) async { await mover { await reloj.advance(by: duracion) } }

  /// The world answers search `indice` among those waiting, once that many have reached it.
  func responder(_ indice: Int, falla: Bool = false) async {
    await mundo.hastaQueEsperen(indice + 1)
    let respondio = await responderSiEspera(indice, falla: falla)
    #expect(respondio, "search \(indice) stopped waiting before the world answered it")
  }

  /// The world answers search `indice` among those waiting now, if that many wait; returns
  /// whether it answered.
  @discardableResult
  func responderSiEspera(_ indice: Int, falla: Bool = false) async -> Bool {
    let antes = session.pump.scheduler.arrivals
    var respondio = false
    await mover({ respondio = mundo.responder(indice, falla: falla) }) {
      !respondio || session.pump.scheduler.arrivals > antes
    }
    return respondio
  }

  /// Ends the input, then lets time pass and the world answer until the session ends.
  func terminar() async {
    await mover { entrada.finish() }
    while !terminada {
      while mundo.esperando > 0 { await responderSiEspera(0) }
      if !terminada { await pasar(.seconds(1)) }
    }
  }

  private func mover(_ movimiento: () async -> Void, hasta condicion: () -> Bool = { true }) async {
    await movimiento()
    session.pump.scheduler.signal.give()
    await hastaQueEspere(condicion)
  }

  private func hastaQueEspere(_ condicion: () -> Bool = { true }) async {
    repeat {
      if terminada { return }
      await session.pump.nextSuspension()
    } while !condicion()
  }
}
