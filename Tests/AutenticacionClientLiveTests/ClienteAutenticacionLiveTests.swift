import AppIdentity
import AppTestSupport
import AutenticacionClient
import Dispatch
import Foundation
import Storage
import Synchronization
import Testing

@testable import AutenticacionClientLive

/// The live authentication, on a users file in a fresh temporary folder. Few PBKDF2 rounds
/// keep the tests fast; the rounds are stored per user, so nothing else changes. (That the app
/// itself stores 600,000 is checked on the real command line, in `AppCLITests`.)
struct ClienteAutenticacionLiveTests {
  let carpeta: CarpetaTemporal
  let datos: URL
  let archivo: URL
  let cliente: ClienteAutenticacion

  init() throws {
    carpeta = try CarpetaTemporal()
    datos = carpeta.url.appending(path: "datos")
    archivo = DataFiles(folder: datos).usuarios
    cliente = .live(archivos: DataFiles(folder: datos), iteraciones: 100)
  }

  /// The records of the users file, as JSON objects.
  func registros() throws -> [[String: Any]] {
    let contenido = try JSONSerialization.jsonObject(with: Data(contentsOf: archivo))
    return try #require((contenido as? [String: Any])?["usuarios"] as? [[String: Any]])
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
    #expect(try carpeta.nombres(en: "datos") == [".usuarios.json.lock", "usuarios.json"])
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
    let lista = try registros()
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

    let otraSesion = ClienteAutenticacion.live(archivos: DataFiles(folder: datos), iteraciones: 100)
    #expect(try await otraSesion.entrar("demo@tienda.es", "demo1234") == .demo)
    #expect(try carpeta.nombres(en: "datos") == [".usuarios.json.lock", "usuarios.json"])
  }

  @Test
  func lasClavesNuevasSeGuardanConLasRondasRecomendadasSalvoQueSeDigaOtraCosa() {
    #expect(ArchivoDeUsuarios.iteracionesRecomendadas == 600_000)
    #expect(ArchivoDeUsuarios(url: archivo).iteraciones == 600_000)
    #expect(ArchivoDeUsuarios(url: archivo, iteraciones: 100).iteraciones == 100)
  }

  @Test
  func unaClaveGuardadaConMenosRondasSeRehaceAlEntrar() async throws {
    try ArchivoDeUsuarios(url: archivo, iteraciones: 10).registrar(.demo, clave: "demo1234")
    let antes = try #require(try registros().first)
    #expect(antes["iteraciones"] as? Int == 10)

    // A wrong password changes nothing.
    await #expect(throws: ErrorCredenciales.credencialesInvalidas) {
      try await cliente.entrar("demo@tienda.es", "otra")
    }
    #expect(try registros().first?["hash"] as? String == antes["hash"] as? String)

    #expect(try await cliente.entrar("demo@tienda.es", "demo1234") == .demo)
    let despues = try #require(try registros().first)
    #expect(despues["iteraciones"] as? Int == 100)
    #expect(despues["sal"] as? String != antes["sal"] as? String, "a new salt")
    #expect(despues["hash"] as? String != antes["hash"] as? String)
    #expect(try await cliente.entrar("demo@tienda.es", "demo1234") == .demo)
    // Never downwards: a client with fewer rounds leaves a stronger hash alone.
    #expect(
      try await ClienteAutenticacion.live(archivos: DataFiles(folder: datos), iteraciones: 50)
        .entrar("demo@tienda.es", "demo1234") == .demo)
    #expect(try registros().first?["iteraciones"] as? Int == 100)
  }

  @Test
  func unArchivoConDemasiadasRondasSeRechazaSinCalcularlas() async throws {
    try FileManager.default.createDirectory(at: datos, withIntermediateDirectories: true)
    let absurdo = Data(
      """
      {"version": 1, "usuarios": [{"id": 1, "correo": "demo@tienda.es", "nombre": "Demo",       "sal": "00", "iteraciones": \(ArchivoDeUsuarios.iteracionesMaximas + 1),       "hash": "\(String(repeating: "ab", count: 32))"}]}
      """.utf8)
    try absurdo.write(to: archivo)

    await #expect(throws: ErrorArchivoDeUsuarios.corrupto(archivo)) {
      try await cliente.entrar("demo@tienda.es", "demo1234")
    }
    #expect(try Data(contentsOf: archivo) == absurdo)
  }

  @Test
  func elSenueloDeUnCorreoDesconocidoCuestaLasRondasGuardadas() throws {
    let usuarios = ArchivoDeUsuarios(url: archivo, iteraciones: 7)
    try usuarios.registrar(.demo, clave: "a")
    try ArchivoDeUsuarios(url: archivo, iteraciones: 300).registrar(
      Usuario(id: 2, correo: "ana@tienda.es", nombre: "Ana"), clave: "b")

    // Not the 7 this instance would use for a new hash: what the users' hashes cost.
    #expect(try usuarios.iteracionesDelSenuelo() == 300)
    #expect(throws: ErrorCredenciales.credencialesInvalidas) {
      try usuarios.entrar(correo: "nadie@tienda.es", clave: "x")
    }
  }

  @Test
  func trasCincoFallosEnUnMinutoHayQueEsperarYLaEsperaCrece() async throws {
    let ahora = Mutex(Date(timeIntervalSince1970: 1_750_000_000))
    let cliente = ClienteAutenticacion.live(
      archivos: DataFiles(folder: datos), iteraciones: 1, ahora: { ahora.withLock { $0 } })
    func pasar(_ segundos: TimeInterval) { ahora.withLock { $0 += segundos } }
    _ = try await cliente.entrar("demo@tienda.es", "demo1234")

    for _ in 1...5 {
      await #expect(throws: ErrorCredenciales.credencialesInvalidas) {
        try await cliente.entrar("demo@tienda.es", "mala")
      }
      pasar(5)
    }
    // The fifth failure set a wait of one second, which began five seconds ago: gone.
    await #expect(throws: ErrorCredenciales.credencialesInvalidas) {
      try await cliente.entrar("demo@tienda.es", "mala")
    }
    // The sixth set two seconds: even the right password is not checked meanwhile, in any
    // process.
    let otroProceso = ClienteAutenticacion.live(
      archivos: DataFiles(folder: datos), iteraciones: 1, ahora: { ahora.withLock { $0 } })
    await #expect(throws: ErrorCredenciales.demasiadosIntentos(segundos: 2)) {
      try await otroProceso.entrar("demo@tienda.es", "demo1234")
    }
    // Other emails are not held up.
    await #expect(throws: ErrorCredenciales.credencialesInvalidas) {
      try await cliente.entrar("otro@tienda.es", "x")
    }
    pasar(2)
    #expect(try await cliente.entrar("demo@tienda.es", "demo1234") == .demo)
    // A success forgets: the next failure waits for nothing.
    await #expect(throws: ErrorCredenciales.credencialesInvalidas) {
      try await cliente.entrar("demo@tienda.es", "mala")
    }
    #expect(
      ErrorCredenciales.demasiadosIntentos(segundos: 2).mensaje
        == "Demasiados intentos fallidos con este correo: se comprobará dentro de 2 segundos.")
  }

  @Test
  func unArchivoDeUsuariosRetenidoDemasiadoEsDatosOcupados() async throws {
    let impaciente = ClienteAutenticacion.live(
      archivos: DataFiles(folder: datos), iteraciones: 1, espera: .milliseconds(50))
    try await conCerrojoRetenido(de: archivo) {
      await #expect(throws: ErrorCredenciales.datosOcupados) {
        try await impaciente.entrar("demo@tienda.es", "demo1234")
      }
    }
    #expect(try await impaciente.entrar("demo@tienda.es", "demo1234") == .demo)
  }
}

struct LimiteDeIntentosTests {
  let inicio = Date(timeIntervalSince1970: 1_750_000_000)

  @Test
  func cuatroFallosNoHacenEsperarYElQuintoSi() {
    var limite = LimiteDeIntentos()
    for segundo in 0..<4 {
      #expect(limite.anotarFallo(de: "a", en: inicio + Double(segundo)) == nil)
    }
    #expect(limite.espera(de: "a", en: inicio + 4) == nil)
    #expect(limite.anotarFallo(de: "a", en: inicio + 4) == 1)
    #expect(limite.espera(de: "a", en: inicio + 4.5) == 0.5)
    #expect(limite.espera(de: "a", en: inicio + 5) == nil)
    #expect(limite.anotarFallo(de: "a", en: inicio + 5) == 2)
    #expect(limite.anotarFallo(de: "a", en: inicio + 7) == 4)
    #expect(limite.anotarFallo(de: "a", en: inicio + 11) == 8)
  }

  @Test
  func cincoFallosRepartidosEnMasDeUnMinutoNoHacenEsperar() {
    var limite = LimiteDeIntentos()
    for vez in 0..<10 {
      #expect(limite.anotarFallo(de: "a", en: inicio + Double(vez) * 20) == nil)
    }
  }

  @Test
  func laEsperaNoPasaDeQuinceMinutosYUnExitoLaOlvida() {
    var limite = LimiteDeIntentos()
    var ahora = inicio
    for _ in 0..<40 {
      let espera = limite.anotarFallo(de: "a", en: ahora) ?? 0
      #expect(espera <= LimiteDeIntentos.esperaMaxima)
      ahora += espera
    }
    let ultima = limite.anotarFallo(de: "a", en: ahora)
    #expect(ultima == LimiteDeIntentos.esperaMaxima)
    limite.anotarExito(de: "a")
    #expect(limite.espera(de: "a", en: ahora) == nil)
    #expect(limite.anotarFallo(de: "a", en: ahora) == nil)
  }

  @Test
  func unaHoraSinFallosOlvidaElCorreo() {
    var limite = LimiteDeIntentos()
    for segundo in 0..<6 { limite.anotarFallo(de: "a", en: inicio + Double(segundo)) }
    limite.anotarFallo(de: "b", en: inicio + 2 * 3600)
    #expect(limite.correos.keys.sorted() == ["b"])
  }
}
