import AppTestSupport
import Dispatch
import Foundation
import Storage
import Synchronization
import Testing

struct FileLockTests {
  @Test
  func elCerrojoSeLlamaComoElArchivoQueGuarda() {
    let cerrojo = FileLock(guarding: URL(filePath: "/datos/pedidos.jsonl"))
    #expect(cerrojo.url.path == "/datos/.pedidos.jsonl.lock")
  }

  @Test
  func hilosQueLeenModificanYEscribenNoPierdenNingunCambio() async throws {
    let carpeta = try CarpetaTemporal()
    let contador = carpeta.url.appending(path: "contador")
    try Data("0").write(to: contador)
    let cerrojo = FileLock(guarding: contador)

    // Each task reads the number, yields the thread, and writes it plus one: without the lock,
    // tasks overwrite each other's increments.
    try await withThrowingTaskGroup(of: Void.self) { grupo in
      for _ in 0..<4 {
        grupo.addTask {
          for _ in 0..<25 {
            try await BlockingWork.run {
              try cerrojo.withLock {
                let valor = Int(try String(contentsOf: contador, encoding: .utf8))!
                usleep(100)
                try Data("\(valor + 1)").write(to: contador)
              }
            }
          }
        }
      }
      try await grupo.waitForAll()
    }

    #expect(try String(contentsOf: contador, encoding: .utf8) == "100")
    #expect(try carpeta.nombres() == [".contador.lock", "contador"])
  }

  @Test
  func quienEsperaDemasiadoSeRindeConUnErrorTipado() async throws {
    let carpeta = try CarpetaTemporal()
    let archivo = carpeta.url.appending(path: "pedidos.jsonl")
    let impaciente = FileLock(guarding: archivo, timeout: .milliseconds(50))
    let hecho = Mutex(false)
    // Another holder keeps the lock for as long as the test wants: until the waiter gave up.
    let error = try await conCerrojoRetenido(de: archivo) {
      await #expect(throws: FileLockTimeout.self) {
        try await BlockingWork.run { try impaciente.withLock { hecho.withLock { $0 = true } } }
      }
    }

    #expect(!hecho.withLock { $0 }, "the work that needed the lock did not run")
    #expect(error == FileLockTimeout(path: impaciente.url.path, waited: .milliseconds(50)))
    #expect(error?.description.contains("Gave up waiting") == true)
    // Once the holder is gone, the lock is free again.
    #expect(try impaciente.withLock { 7 } == 7)
  }

  @Test
  func sinPoderTomarloElTrabajoOpcionalSigueAdelante() throws {
    let carpeta = try CarpetaTemporal()
    try Data("no soy una carpeta").write(to: carpeta.url.appending(path: "archivo"))
    // The lock file's folder is a file: the lock can't be taken, the work runs anyway.
    let imposible = FileLock(url: carpeta.url.appending(path: "archivo/.x.lock"))
    #expect(throws: (any Error).self) { try imposible.withLock {} }
    #expect(imposible.withLockIfPossible { 3 } == 3)
  }
}
