import Foundation
import Runtime
import TestSupport
import Testing

/// `fileStorage` on the real disk (`defaultFileStorage = .fileSystem`), each test in a fresh
/// temporary folder.
@Suite("Shared values in files")
final class SharedFileStorageTests: Sendable {
  let carpeta = FileManager.default.temporaryDirectory
    .appending(path: "composable-shared-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: carpeta) }

  var archivo: URL { carpeta.appending(path: "estadisticas.json") }

  func enDisco<R>(_ operation: () throws -> R) rethrows -> R {
    try withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      try operation()
    }
  }

  func contenido() throws -> String { try String(contentsOf: archivo, encoding: .utf8) }

  @Test("a change is saved as JSON, atomically, beside a lock file")
  func savesJSON() throws {
    try enDisco {
      @Shared(.fileStorage(archivo)) var estadisticas = Estadisticas()
      #expect(!FileManager.default.fileExists(atPath: archivo.path))  // nothing saved yet
      $estadisticas.withLock { $0.incrementar() }
      #expect(
        try contenido() == """
          {
            "cuenta" : 1,
            "maxima" : 1
          }
          """)
      let nombres = try FileManager.default.contentsOfDirectory(atPath: carpeta.path).sorted()
      #expect(nombres == [".estadisticas.json.lock", "estadisticas.json"])  // no stray .tmp
    }
  }

  @Test("a later @Shared of the file loads what was saved")
  func loadsWhatWasSaved() {
    enDisco {
      do {
        @Shared(.fileStorage(archivo)) var estadisticas = Estadisticas()
        $estadisticas.withLock { $0.cuenta = 41 }
      }
      @Shared(.fileStorage(archivo)) var otra = Estadisticas()
      #expect(otra.cuenta == 41)
    }
  }

  @Test("a change another process made to the file is read, and the next change builds on it")
  func picksUpExternalChanges() throws {
    try enDisco {
      @Shared(.fileStorage(archivo)) var estadisticas = Estadisticas()
      $estadisticas.withLock { $0.cuenta = 1 }
      try Data(#"{"cuenta": 10, "maxima": 10}"#.utf8).write(to: archivo, options: .atomic)
      #expect(estadisticas == Estadisticas(cuenta: 10, maxima: 10))
      $estadisticas.withLock { $0.incrementar() }
      #expect(try contenido().contains(#""cuenta" : 11"#))
    }
  }

  @Test("a file removed by another process gives back the default")
  func removedFileGivesTheDefault() throws {
    try enDisco {
      @Shared(.fileStorage(archivo)) var estadisticas = Estadisticas(cuenta: 3)
      $estadisticas.withLock { $0.cuenta = 8 }
      try FileManager.default.removeItem(at: archivo)
      #expect(estadisticas == Estadisticas(cuenta: 3))
    }
  }

  @Test("an empty file counts as no file")
  func emptyFile() throws {
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    try Data().write(to: archivo)
    enDisco {
      @Shared(.fileStorage(archivo)) var estadisticas = Estadisticas(cuenta: 2)
      #expect(estadisticas.cuenta == 2)
      #expect($estadisticas.loadError == nil)
    }
  }

  @Test("a file that cannot be decoded is reported and left untouched until it is fixed")
  func unreadableFileIsNeverOverwritten() throws {
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    try Data("esto no es JSON".utf8).write(to: archivo)
    try enDisco {
      @Shared(.fileStorage(archivo)) var estadisticas = Estadisticas(cuenta: 5)
      #expect(estadisticas.cuenta == 5)
      #expect($estadisticas.loadError != nil)

      $estadisticas.withLock { $0.cuenta = 6 }
      #expect(estadisticas.cuenta == 6)  // kept in memory…
      #expect(try contenido() == "esto no es JSON")  // …and the file left as it was
      let refused = try #require($estadisticas.saveError as? SharedSaveRefused)
      #expect(refused.description.contains("could not be loaded"))

      try Data(#"{"cuenta": 1, "maxima": 1}"#.utf8).write(to: archivo, options: .atomic)
      #expect(estadisticas.cuenta == 1)  // fixed: read again
      #expect($estadisticas.loadError == nil)
      $estadisticas.withLock { $0.incrementar() }
      #expect($estadisticas.saveError == nil)
      #expect(try contenido().contains(#""cuenta" : 2"#))
    }
  }

  @Test("several processes changing one file at once lose no change, and readers never see half")
  func severalProcesses() async throws {
    let ruta = archivo.path
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          await #expect(processExitsWith: .success) { [ruta = ruta as String] in
            let contador = withDependencies {
              $0.defaultFileStorage = .fileSystem
            } operation: {
              Shared(wrappedValue: 0, .fileStorage(URL(filePath: ruta)))
            }
            for _ in 0..<25 { contador.withLock { $0 += 1 } }
          }
        }
      }
      group.addTask {
        await #expect(processExitsWith: .success) { [ruta = ruta as String] in
          // A reader that is not a @Shared: every time the file is there, it is whole JSON.
          for _ in 0..<300 {
            guard let data = FileManager.default.contents(atPath: ruta), !data.isEmpty else {
              continue
            }
            _ = try JSONDecoder().decode(Int.self, from: data)
          }
        }
      }
    }
    #expect(try JSONDecoder().decode(Int.self, from: Data(contentsOf: archivo)) == 100)
  }
}
