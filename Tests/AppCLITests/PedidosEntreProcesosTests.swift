import AppIdentity
import AppTestSupport
import AutenticacionClientLive
import Catalogo
import CredencialesFeature
import Foundation
import PedidosClient
import PedidosClientLive
import Testing
import TiendaFeature

/// Several `AppCLI` processes on one data folder, as several people paying on one machine at
/// once, and a process killed in the middle of paying: the order book keeps every confirmed
/// order, once, under a number nobody else got, and stays readable.
struct PedidosEntreProcesosTests {
  /// The numbers of the orders a session's output confirmed, in order.
  static func confirmados(_ salida: String) -> [Int] {
    salida.matches(of: /Pedido nº (\d+) confirmado/).map { Int($0.1)! }
  }

  /// A script that logs in as user `usuario` and pays `pagos` orders of one product each.
  static func guion(usuario: Int, pagos: Int) -> String {
    "entrar u\(usuario)@tienda.es clave\nabrir tienda\n"
      + (0..<pagos).map { "anadir \($0 % 202 + 1)\npagar\n" }.joined()
  }

  /// Creates the data folder `datos` with users `u1@tienda.es`… (password `clave`, user ids from
  /// 2), stored with one PBKDF2 round: the app rehashes each at its first login with the
  /// recommended rounds, as it would an old users file.
  static func datos(conUsuarios cuantos: Int, en carpeta: URL) throws -> URL {
    let datos = carpeta.appending(path: "datos")
    let usuarios = ArchivoDeUsuarios(
      url: DataFiles(folder: datos).usuarios, iteraciones: 1)
    for numero in 1...cuantos {
      try usuarios.registrar(
        Usuario(id: numero + 1, correo: "u\(numero)@tienda.es", nombre: "U\(numero)"),
        clave: "clave")
    }
    return datos
  }

  /// Every order in the book, newest first.
  static func guardados(en datos: URL) throws -> [PedidoGuardado] {
    try LibroDePedidos(url: DataFiles(folder: datos).pedidos)
      .pagina(ConsultaDePedidos(tamano: 100_000)).pedidos
  }

  @Test
  func variosProcesosQuePaganALaVezGuardanCadaPedidoConfirmadoUnaVez() async throws {
    let carpeta = try CarpetaTemporal()
    let (procesos, pagos) = (3, 30)
    let datos = try Self.datos(conUsuarios: procesos, en: carpeta.url)
    let raiz = carpeta.url

    let ejecuciones = try await withThrowingTaskGroup(of: Ejecucion.self) { grupo in
      for usuario in 1...procesos {
        grupo.addTask {
          try await Ejecutable.ejecutar(
            ["--data", "datos"], entrada: Self.guion(usuario: usuario, pagos: pagos), en: raiz)
        }
      }
      return try await grupo.reduce(into: []) { $0.append($1) }
    }

    let confirmados = ejecuciones.flatMap { Self.confirmados($0.salida) }
    for ejecucion in ejecuciones {
      #expect(ejecucion.codigo == 0)
      #expect(ejecucion.errores == "")
      #expect(Self.confirmados(ejecucion.salida).count == pagos)
    }
    let guardados = try Self.guardados(en: datos)
    // Every confirmed order stored, once, and nothing stored that was not confirmed.
    #expect(guardados.map(\.numero).sorted() == confirmados.sorted())
    #expect(Set(guardados.map(\.numero)) == Set(1...procesos * pagos))
    #expect(Set(guardados.map(\.pedido.id)).count == procesos * pagos)
    for usuario in 1...procesos {
      #expect(guardados.filter { $0.pedido.comprador == usuario + 1 }.count == pagos)
    }
  }

  @Test
  func matarUnProcesoAMitadDePagarNoPierdeNadaConfirmadoNiRompeElLibro() async throws {
    let carpeta = try CarpetaTemporal()
    let datos = try Self.datos(conUsuarios: 1, en: carpeta.url)
    var confirmados: [Int] = []

    // Each run is killed right after its k-th confirmation, wherever it is then: writing the
    // next order, flushing it, printing.
    for umbral in [1, 3, 6] {
      let ejecucion = try EjecucionEnCurso(
        ["--data", "datos"], entrada: Self.guion(usuario: 1, pagos: 100), en: carpeta.url)
      #expect(ejecucion.leer { Self.confirmados($0).count >= umbral })
      ejecucion.matar()
      confirmados += Self.confirmados(ejecucion.salida)

      let guardados = try Self.guardados(en: datos)
      let numeros = guardados.map(\.numero)
      #expect(Set(confirmados).isSubset(of: numeros), "a confirmed order is in the book")
      #expect(numeros == Array((1...(numeros.max() ?? 0)).reversed()), "unique, no gaps")
    }

    // The next session starts from a whole book: nothing half-written left, numbers go on.
    let antes = try Self.guardados(en: datos).count
    let siguiente = try await Ejecutable.ejecutar(
      ["--data", "datos"], entrada: Self.guion(usuario: 1, pagos: 1), en: carpeta.url)
    #expect(Self.confirmados(siguiente.salida) == [antes + 1])
    #expect(try Self.guardados(en: datos).count == antes + 1)
    let restos = try FileManager.default.contentsOfDirectory(atPath: datos.path)
      .filter { $0.hasSuffix(".tmp") }
    #expect(restos == [])
  }

  @Test
  func unLibroDanadoSeApartaUnaVezYLosPagosSeGuardanEnUnoNuevo() async throws {
    let carpeta = try CarpetaTemporal()
    let datos = try Self.datos(conUsuarios: 1, en: carpeta.url)
    let diario = DataFiles(folder: datos).pedidos
    let danado = Data("esto no es un libro de pedidos\n".utf8)
    try danado.write(to: diario)

    let pagando = try await Ejecutable.ejecutar(
      ["--data", "datos"], entrada: Self.guion(usuario: 1, pagos: 2), en: carpeta.url)
    // Said once, when the shop opened the book; both payments saved, none "saved later".
    #expect(pagando.salida.components(separatedBy: "El libro de pedidos estaba dañado").count == 2)
    #expect(Self.confirmados(pagando.salida) == [1, 2])
    #expect(!pagando.salida.contains("queda apartado"))
    let apartados = try FileManager.default.contentsOfDirectory(atPath: datos.path)
      .filter { $0.hasPrefix("pedidos.danado-") }
    #expect(apartados.count == 1)
    #expect(try Data(contentsOf: datos.appending(path: apartados[0])) == danado, "kept whole")

    let siguiente = try await Ejecutable.ejecutar(
      ["--data", "datos"], entrada: Self.guion(usuario: 1, pagos: 1), en: carpeta.url)
    #expect(!siguiente.salida.contains("dañado"))
    #expect(Self.confirmados(siguiente.salida) == [3])
  }

  @Test
  func unPedidoPagadoQueNoSePuedeGuardarSeApartaYSeGuardaAlVolverAAbrir() async throws {
    let carpeta = try CarpetaTemporal()
    let datos = try Self.datos(conUsuarios: 1, en: carpeta.url)
    let diario = DataFiles(folder: datos).pedidos
    // A journal of a newer app: not damage, so it is left alone and the order kept aside.
    let futuro = Data("{\"formato\":\"pedidos\",\"version\":3}\n".utf8)
    try futuro.write(to: diario)

    let pagando = try await Ejecutable.ejecutar(
      ["--data", "datos"], entrada: Self.guion(usuario: 1, pagos: 1), en: carpeta.url)
    #expect(pagando.salida.contains("  ✓ Pago confirmado."))
    #expect(pagando.salida.contains("queda apartado y se guardará en el próximo pago"))
    #expect(try Data(contentsOf: diario) == futuro, "a file it can't write to is left as it is")
    let apartados = try FileManager.default.contentsOfDirectory(
      atPath: datos.appending(path: LibroDePedidos.nombreDeCarpetaDePendientes).path)
    #expect(apartados.count == 1)

    // Once the journal is dealt with, the next session saves the order as it opens the book.
    try FileManager.default.removeItem(at: diario)
    let siguiente = try await Ejecutable.ejecutar(
      ["--data", "datos"], entrada: "entrar u1@tienda.es clave\nabrir pedidos\n",
      en: carpeta.url)
    #expect(siguiente.codigo == 0)
    let guardados = try Self.guardados(en: datos)
    #expect(guardados.map(\.numero) == [1])
    #expect(guardados.first?.pedido.comprador == 2)
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: datos.appending(path: LibroDePedidos.nombreDeCarpetaDePendientes).path) == [])
  }
}
