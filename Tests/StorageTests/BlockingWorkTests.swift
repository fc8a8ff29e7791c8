import AppTestSupport
import Dispatch
import Foundation
import Storage
import Synchronization
import Testing

struct BlockingWorkTests {
  /// Waits for `semaforo` on a blocking-work thread, so the test's own task never blocks.
  static func esperar(_ semaforo: DispatchSemaphore) async {
    _ = try? await BlockingWork.run { semaforo.wait() }
  }

  @Test
  func masTrabajosQueHilosTieneElPoolCooperativoSeEsperanSinBloquearlo() async throws {
    // Each work waits until all have started. On the cooperative pool (one thread per core)
    // the ones beyond the core count would never start, and the first ones would wait forever;
    // on threads of their own they all start and meet.
    let cuantos = ProcessInfo.processInfo.activeProcessorCount + 2
    let llegados = DispatchSemaphore(value: 0)
    let todos = DispatchSemaphore(value: 0)
    let encontrados = try await withThrowingTaskGroup(of: Bool.self) { grupo in
      for _ in 0..<cuantos {
        grupo.addTask {
          try await BlockingWork.run {
            llegados.signal()
            return todos.wait(timeout: .now() + 30) == .success
          }
        }
      }
      for _ in 0..<cuantos { await Self.esperar(llegados) }
      for _ in 0..<cuantos { todos.signal() }
      return try await grupo.reduce(into: 0) { $0 += $1 ? 1 : 0 }
    }
    #expect(encontrados == cuantos)
  }

  @Test
  @MainActor
  func elActorPrincipalSigueLibreMientrasElTrabajoEspera() async throws {
    let soltar = DispatchSemaphore(value: 0)
    let trabajo = Task { try await BlockingWork.run { soltar.wait() } }
    // The main actor runs this while the work blocks its own thread.
    let principalLibre = await MainActor.run { true }
    soltar.signal()
    try await trabajo.value
    #expect(principalLibre)
  }

  @Test
  func unaTareaYaCanceladaNoEmpiezaNada() async {
    let empezado = Mutex(false)
    let tarea = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await BlockingWork.run { empezado.withLock { $0 = true } }
    }
    await #expect(throws: CancellationError.self) { try await tarea.value }
    #expect(!empezado.withLock { $0 })
  }

  @Test
  func losErroresDelTrabajoLleganAlLlamador() async {
    struct Fallo: Error, Equatable {}
    await #expect(throws: Fallo()) { try await BlockingWork.run { throw Fallo() } }
  }
}

struct BlockingWorkMonitorTests {
  @Test
  func cadaPrimitivaQueBloqueaSeAnotaDondeEstaProhibida() async throws {
    let carpeta = try CarpetaTemporal()
    let archivo = carpeta.url.appending(path: "ajustes.json")
    let monitor = BlockingWorkMonitor()

    try monitor.forbid(in: "Prueba.reduce") {
      try FileLock(guarding: archivo).withLock {
        try AtomicFile.write(Data("{}".utf8), to: archivo)
        _ = try AtomicFile.read(archivo)
      }
      _ = JSONLinesFile(url: archivo).exists
    }

    #expect(
      monitor.violations == [
        "lock .ajustes.json.lock in Prueba.reduce", "write ajustes.json in Prueba.reduce",
        "read ajustes.json in Prueba.reduce", "look for ajustes.json in Prueba.reduce",
      ])
  }

  @Test
  func unaTareaCreadaDondeEstaProhibidoHeredaLaMarca() async throws {
    let monitor = BlockingWorkMonitor()
    let tarea = monitor.forbid(in: "Prueba.reduce") {
      Task { try await BlockingWork.run { 1 } }
    }
    _ = try await tarea.value
    #expect(monitor.violations == ["blocking work in Prueba.reduce"])
  }

  @Test
  func fueraDeLoProhibidoNoSeAnotaNada() async throws {
    let carpeta = try CarpetaTemporal()
    let monitor = BlockingWorkMonitor()
    monitor.forbid(in: "Prueba.reduce") {}
    _ = try AtomicFile.read(carpeta.url.appending(path: "nada"))
    _ = try await BlockingWork.run { 1 }
    #expect(monitor.violations == [])
  }
}
