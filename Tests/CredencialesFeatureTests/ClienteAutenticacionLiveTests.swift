import CredencialesFeature
import Foundation
import Runtime
import Testing

/// The live authentication, on a users file in a fresh temporary folder. Few PBKDF2 rounds
/// keep the tests fast; the rounds are stored per user, so nothing else changes.
struct ClienteAutenticacionLiveTests {
  let carpeta: CarpetaTemporal
  let archivo: URL
  let cliente: ClienteAutenticacion

  init() throws {
    carpeta = try CarpetaTemporal()
    archivo = carpeta.url.appending(path: "datos/usuarios.json")
    cliente = .live(archivo: archivo, iteraciones: 100)
  }

  @Test
  func laPrimeraVezCreaElUsuarioDemo() async throws {
    #expect(!FileManager.default.fileExists(atPath: archivo.path))

    let usuario = try await cliente.entrar("demo@tienda.es", "demo1234")

    #expect(usuario == .demo)
    let contenido = try String(contentsOf: archivo, encoding: .utf8)
    #expect(contenido.contains("demo@tienda.es"))
    #expect(!contenido.contains("demo1234"))
    let permisos = try FileManager.default.attributesOfItem(atPath: archivo.path)[.posixPermissions]
    #expect((permisos as? NSNumber)?.intValue == 0o600)
    #expect(try carpeta.archivos(en: "datos") == [".usuarios.json.lock", "usuarios.json"])
  }

  @Test
  func elCorreoNoDistingueMayusculasNiEspacios() async throws {
    #expect(try await cliente.entrar("  Demo@Tienda.ES ", "demo1234") == .demo)
  }

  @Test
  func unaClaveIncorrectaSeRechaza() async throws {
    await #expect(throws: ErrorCredenciales.credencialesInvalidas) {
      try await cliente.entrar("demo@tienda.es", "demo12345")
    }
    await #expect(throws: ErrorCredenciales.credencialesInvalidas) {
      try await cliente.entrar("demo@tienda.es", "")
    }
  }

  @Test
  func unCorreoDesconocidoSeRechazaIgual() async throws {
    await #expect(throws: ErrorCredenciales.credencialesInvalidas) {
      try await cliente.entrar("nadie@tienda.es", "demo1234")
    }
  }

  @Test
  func unUsuarioRegistradoPuedeEntrarYCadaUnoTieneSuSal() async throws {
    let usuarios = ArchivoDeUsuarios(url: archivo, iteraciones: 100)
    let ana = Usuario(id: 2, correo: "Ana@Tienda.es", nombre: "Ana")
    try usuarios.registrar(ana, clave: "demo1234")

    #expect(try await cliente.entrar("ana@tienda.es", "demo1234").nombre == "Ana")
    #expect(try usuarios.usuarios().map(\.correo) == ["demo@tienda.es", "ana@tienda.es"])
    let registros = try JSONSerialization.jsonObject(with: Data(contentsOf: archivo))
    let lista = try #require((registros as? [String: Any])?["usuarios"] as? [[String: Any]])
    let sales = lista.compactMap { $0["sal"] as? String }
    let hashes = lista.compactMap { $0["hash"] as? String }
    #expect(sales.count == 2 && Set(sales).count == 2)
    #expect(hashes.count == 2 && Set(hashes).count == 2)
  }

  @Test
  func unArchivoCorruptoSeInformaYNoSeSobrescribe() async throws {
    try FileManager.default.createDirectory(
      at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
    let basura = Data(#"{"version": 1, "usuarios": [{"id": 1"#.utf8)
    try basura.write(to: archivo)

    await #expect(throws: ErrorArchivoDeUsuarios.corrupto(archivo)) {
      try await cliente.entrar("demo@tienda.es", "demo1234")
    }
    #expect(throws: ErrorArchivoDeUsuarios.corrupto(archivo)) {
      try ArchivoDeUsuarios(url: archivo).registrar(.demo, clave: "x")
    }
    #expect(try Data(contentsOf: archivo) == basura)
  }

  @Test
  func variosQueRegistranALaVezNoSePisan() async throws {
    // Two files on one path are two openers, as two processes are: only the file lock keeps
    // each read-modify-write from overwriting the other's.
    let archivos = [
      ArchivoDeUsuarios(url: archivo, iteraciones: 1),
      ArchivoDeUsuarios(url: archivo, iteraciones: 1),
    ]
    try await withThrowingTaskGroup(of: Void.self) { grupo in
      for id in 2..<22 {
        grupo.addTask {
          let usuario = Usuario(id: id, correo: "u\(id)@tienda.es", nombre: "U\(id)")
          try archivos[id % 2].registrar(usuario, clave: "clave")
        }
      }
      try await grupo.waitForAll()
    }

    #expect(try archivos[0].usuarios().map(\.id).sorted() == Array(1..<22))
  }

  @Test
  func elPrimerUsoBorraLosTemporalesQueDejoUnProcesoMuerto() async throws {
    _ = try await cliente.entrar("demo@tienda.es", "demo1234")
    let abandonado = archivo.deletingLastPathComponent().appending(path: ".usuarios.json.X.tmp")
    try Data(#"{"version": 1, "usu"#.utf8).write(to: abandonado)

    let otraSesion = ClienteAutenticacion.live(archivo: archivo, iteraciones: 100)
    #expect(try await otraSesion.entrar("demo@tienda.es", "demo1234") == .demo)
    #expect(try carpeta.archivos(en: "datos") == [".usuarios.json.lock", "usuarios.json"])
  }
}

struct DataFolderTests {
  @Test
  func unaCarpetaPropiaGanaATodo() {
    let url = DataFolder.url(environment: [
      "COMPOSABLE_DATA_DIR": "/tmp/mis-datos", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ana",
    ])
    #expect(url.path == "/tmp/mis-datos")
  }

  @Test
  func sigueXDGDataHome() {
    let url = DataFolder.url(environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ana"])
    #expect(url.path == "/xdg/composable")
  }

  @Test
  func sinXDGUsaLocalShareEnElInicio() {
    #expect(
      DataFolder.url(environment: ["HOME": "/home/ana"]).path
        == "/home/ana/.local/share/composable")
    // The XDG spec ignores relative paths.
    #expect(
      DataFolder.url(environment: ["XDG_DATA_HOME": "relativa", "HOME": "/home/ana"]).path
        == "/home/ana/.local/share/composable")
  }
}

/// A fresh folder under the system's temporary directory, removed when released.
final class CarpetaTemporal: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "CredencialesFeatureTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The names of the files in `subcarpeta`, hidden ones included, sorted.
  func archivos(en subcarpeta: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.appending(path: subcarpeta).path)
      .sorted()
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
