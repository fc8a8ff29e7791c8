import AppIdentity
import AppTestSupport
import CarritosClient
import CarritosClientLive
import Foundation
import Testing

/// Several `AppCLI` processes of one person on one data folder — the shop open in several
/// terminals at once — each adding products to the cart, and one of them killed while it
/// saves: the kept cart holds every unit each of them added.
///
/// The suite runs `CARRITOS_PROCESOS` processes of `CARRITOS_ANADIDOS` additions each (3 × 10
/// unless the environment says otherwise); `Scripts/carritos-entre-procesos.sh` runs it bigger
/// and many times.
struct CarritosEntreProcesosTests {
  static let procesos = tamano("CARRITOS_PROCESOS") ?? 3
  static let anadidos = tamano("CARRITOS_ANADIDOS") ?? 10
  /// The products the processes pick from: few, so that several add the same one.
  static let productos = 1...24
  /// The user id of `u1@tienda.es` (``PedidosEntreProcesosTests/datos(conUsuarios:en:)``).
  static let usuario = 2

  static func tamano(_ variable: String) -> Int? {
    ProcessInfo.processInfo.environment[variable].flatMap(Int.init).map { max($0, 1) }
  }

  /// A script that logs in as `u1@tienda.es`, opens the shop and adds one unit of each product
  /// of `productos`, in order.
  static func guion(_ productos: [Int]) -> String {
    "entrar u1@tienda.es clave\nabrir tienda\n" + productos.map { "anadir \($0)\n" }.joined()
  }

  /// How many additions a session's output shows: one line of the shop per addition, after
  /// the one it shows when it opens.
  static func anadidosMostrados(_ salida: String) -> Int {
    max(salida.matches(of: /\[tienda\] Carrito/).count - 1, 0)
  }

  /// Units of each product in `productos`, by product id.
  static func unidades(_ productos: some Sequence<Int>) -> [Int: Int] {
    productos.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  /// The kept cart's units, by product id, read as the next session would.
  static func guardado(en datos: URL) async throws -> [Int: Int] {
    let carritos = ClienteCarritos.live(
      carpeta: DataFiles(folder: datos).carritos)
    return try await carritos.cargar(usuario).reduce(into: [:]) { $0[$1.id] = $1.cantidad }
  }

  /// Runs one process per script, all at once, and waits for them all.
  static func ejecutarALaVez(_ guiones: [[Int]], en carpeta: URL) async throws -> [Ejecucion] {
    try await withThrowingTaskGroup(of: Ejecucion.self) { grupo in
      for productos in guiones {
        grupo.addTask {
          try await Ejecutable.ejecutar(
            ["--data", "datos"], entrada: guion(productos), en: carpeta)
        }
      }
      return try await grupo.reduce(into: []) { $0.append($1) }
    }
  }

  /// `cuantos` products picked at random.
  static func azar(_ cuantos: Int) -> [Int] {
    (0..<cuantos).map { _ in Int.random(in: productos) }
  }

  @Test
  func variosProcesosQueAnadenALaVezGuardanCadaUnidad() async throws {
    let carpeta = try CarpetaTemporal()
    let datos = try PedidosEntreProcesosTests.datos(conUsuarios: 1, en: carpeta.url)
    let guiones = (0..<Self.procesos).map { _ in Self.azar(Self.anadidos) }

    let ejecuciones = try await Self.ejecutarALaVez(guiones, en: carpeta.url)

    for ejecucion in ejecuciones {
      #expect(ejecucion.codigo == 0)
      #expect(ejecucion.errores == "")
      #expect(!ejecucion.salida.contains("No se pudo guardar"), "\(ejecucion.salida)")
    }
    #expect(
      try await Self.guardado(en: datos) == Self.unidades(guiones.joined()),
      "every unit added by any process is kept; the processes added \(guiones)")
  }

  @Test
  func unProcesoMatadoAMitadDeGuardarNoSeLlevaNadaDeLosDemas() async throws {
    let carpeta = try CarpetaTemporal()
    let datos = try PedidosEntreProcesosTests.datos(conUsuarios: 1, en: carpeta.url)
    let guiones = (0..<Self.procesos).map { _ in Self.azar(Self.anadidos) }
    // It adds until it is killed, right after its output shows its k-th addition: saving that
    // one, or the next, or printing.
    let delMatado = Self.azar(Self.anadidos * 20)
    let umbral = Int.random(in: 1...max(Self.anadidos, 1))
    let matado = try EjecucionEnCurso(
      ["--data", "datos"], entrada: Self.guion(delMatado), en: carpeta.url)

    async let sobrevivientes = Self.ejecutarALaVez(guiones, en: carpeta.url)
    #expect(matado.leer { Self.anadidosMostrados($0) >= umbral })
    matado.matar()
    let ejecuciones = try await sobrevivientes

    for ejecucion in ejecuciones {
      #expect(ejecucion.codigo == 0)
      #expect(ejecucion.errores == "")
    }
    // What the killed one showed before the last addition it showed was saved (the next line
    // is read only once the save settled); what it did after, maybe.
    let mostrados = Self.anadidosMostrados(matado.salida)
    let minimo = Self.unidades(guiones.joined() + delMatado.prefix(max(mostrados - 1, 0)))
    let maximo = Self.unidades(guiones.joined() + delMatado)
    let guardado = try await Self.guardado(en: datos)
    for producto in Self.productos {
      #expect(
        (minimo[producto] ?? 0)...(maximo[producto] ?? 0) ~= (guardado[producto] ?? 0),
        """
        product \(producto): kept \(guardado[producto] ?? 0); the survivors added \(guiones), \
        the killed one showed \(mostrados) of \(delMatado)
        """)
    }
    // The next session found a whole file and left no temporary file behind.
    let restos = try FileManager.default.contentsOfDirectory(
      atPath: DataFiles(folder: datos).carritos.path
    ).filter { $0.hasSuffix(".tmp") }
    #expect(restos == [])
  }
}
