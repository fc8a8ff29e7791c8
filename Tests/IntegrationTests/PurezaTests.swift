import AppIdentity
import AppTestSupport
import AutenticacionClient
import AutenticacionClientLive
import BuscadorFeature
import BusquedaClientLive
import CarritosClient
import CarritosClientLive
import Catalogo
import CatalogoClientLive
import CredencialesFeature
import Foundation
import PagosClient
import PagosClientLive
import PedidosClient
import PedidosClientLive
import PedidosFeature
import RootFeature
import Storage
import TelemetriaClient
import TelemetriaClientLive
import TemporizadorFeature
import TestSupport
import Testing
import TiendaFeature

/// `base`, with every call of its reducer marked as a place where blocking work is forbidden:
/// a file read or written, a lock taken, a live client's work started — directly, or by a task
/// the reducer starts — is recorded by `monitor`. What the effects do afterwards is not.
struct ReducerVigilado<Base: Reducer>: _ComposedReducer {
  typealias State = Base.State
  typealias Action = Base.Action

  let base: Base
  let monitor: BlockingWorkMonitor

  func _reduce(into state: inout State, action: Action, cache: _ReducerCache) -> Effect<Action> {
    monitor.forbid(in: "\(Base.self).reduce(\(Dumper.line(action).prefix(60)))") {
      base._reduce(into: &state, action: action, cache: cache)
    }
  }
}

/// The proof that no feature's reducer touches a file, a lock or a live client: each feature
/// runs on a real `Store` with live clients on a temporary data folder, through its flows —
/// logging in, searching, buying, the history, the timer — while every reduction is watched.
/// The effects do all that I/O; the reducers none of it. The last tests show the watch catches
/// a reducer that does.
@MainActor
struct PurezaTests {
  let carpeta: CarpetaTemporal
  let monitor = BlockingWorkMonitor()

  init() throws { carpeta = try CarpetaTemporal() }

  /// Every live client, on the temporary data folder, with one PBKDF2 round to keep it quick.
  func clientesEnVivo(_ dependencias: inout DependencyValues) {
    let datos = carpeta.url
    dependencias.context = .live
    dependencias.autenticacion = .live(archivos: DataFiles(folder: datos), iteraciones: 1)
    dependencias.carritos = .live(carpeta: DataFiles(folder: datos).carritos)
    dependencias.pedidos = .live(archivo: DataFiles(folder: datos).pedidos)
    dependencias.telemetria = .live(archivo: DataFiles(folder: datos).telemetria)
    dependencias.catalogo = .live
    dependencias.pagos = .live
    dependencias.clavesDePedido = .aleatorias
    dependencias.clienteBusqueda = .live()
    dependencias.continuousClock = ImmediateClock()
  }

  /// A store of `reducer`, watched, with the live clients.
  func store<R: Reducer>(
    _ estado: R.State, _ reducer: R,
    ajustes: @escaping (inout DependencyValues) -> Void = { _ in }
  ) -> Store<R.State, R.Action> {
    Store(initialState: estado) {
      ReducerVigilado(base: reducer, monitor: monitor)
    } withDependencies: {
      clientesEnVivo(&$0)
      ajustes(&$0)
    }
  }

  /// Sends each action and waits for everything it started.
  func enviar<S, A>(_ acciones: [A], a store: Store<S, A>) async {
    for accion in acciones { await store.send(accion).finish() }
  }

  @Test
  func elBuscadorNoHaceEntradaNiSalida() async {
    let store = store(Buscador.State(), Buscador())
    await enviar([.terminoCambio("sarten"), .resultadoPulsado(.demo)], a: store)

    #expect(store.state.items.count == 3, "the live search ran, in an effect")
    #expect(monitor.violations == [])
  }

  @Test
  func laTiendaNoHaceEntradaNiSalida() async throws {
    let store = store(Tienda.State(comprador: 1), Tienda())
    await enviar(
      [
        .view(.aparecio), .view(.anadirPulsado(.camiseta)),
        .view(.cantidadCambiada(id: Producto.camiseta.id, cantidad: 2)), .view(.pagarPulsado),
        .view(.anadirPulsado(.camiseta)), .view(.quitarPulsado(Producto.camiseta.id)),
      ], a: store)

    // The live book saved the order, in an effect.
    #expect(
      try LibroDePedidos(url: DataFiles(folder: carpeta.url).pedidos)
        .pagina(ConsultaDePedidos()).pedidos.count == 1)
    #expect(monitor.violations == [])
  }

  @Test
  func lasCredencialesNoHacenEntradaNiSalida() async {
    let store = store(Credenciales.State(), Credenciales())
    await enviar(
      [.correoEscrito("demo@tienda.es"), .claveEscrita("demo1234"), .entrarPulsado], a: store)

    #expect(store.state.entrando)
    #expect(monitor.violations == [])
  }

  @Test
  func elTemporizadorNoHaceEntradaNiSalida() async {
    let reloj = TestClock()
    let store = store(Temporizador.State(), Temporizador()) { $0.continuousClock = reloj }
    store.send(.iniciar)
    await reloj.advance(by: .seconds(3))
    await enviar([.parar, .reiniciar], a: store)

    #expect(monitor.violations == [])
  }

  @Test
  func losPedidosNoHacenEntradaNiSalida() async throws {
    let libro = LibroDePedidos(url: DataFiles(folder: carpeta.url).pedidos)
    for clave in 1...3 { _ = try libro.guardar(.camisetas(1, clave: clave, comprador: 1)) }
    let store = store(Pedidos.State(comprador: 1), Pedidos())
    await enviar(
      [.view(.aparecio), .view(.paginaPedida(2)), .view(.pedidoPedido(numero: 2))], a: store)

    #expect(store.state.detalle?.numero == 2, "the live book was read, in an effect")
    #expect(monitor.violations == [])
  }

  @Test
  func laAppEnteraNoHaceEntradaNiSalida() async throws {
    let store = store(Root.State(), Root())
    let tienda: (Tienda.Action) -> Root.Action = { .destino(.presented(.tienda($0))) }
    let buscador: (Buscador.Action) -> Root.Action = { .destino(.presented(.buscador($0))) }
    let pedidos: (Pedidos.Action) -> Root.Action = { .destino(.presented(.pedidos($0))) }
    await enviar(
      [
        .view(.aparecio),
        .credenciales(.correoEscrito("demo@tienda.es")), .credenciales(.claveEscrita("mala")),
        .credenciales(.entrarPulsado),
        .credenciales(.claveEscrita("demo1234")), .credenciales(.entrarPulsado),
        .view(.abrir(.buscador)), buscador(.terminoCambio("camiseta")),
        buscador(.resultadoPulsado(.demo)),
        tienda(.view(.aparecio)), tienda(.view(.anadirPulsado(.camiseta))),
        tienda(.view(.pagarPulsado)),
        tienda(.view(.anadirPulsado(.camiseta))),
        .view(.abrir(.pedidos)), pedidos(.view(.aparecio)),
        pedidos(.view(.pedidoPedido(numero: 1))),
        .view(.abrir(.temporizador)), .destino(.dismiss),
        .view(.cerrarSesionPulsado),
        .credenciales(.correoEscrito("demo@tienda.es")), .credenciales(.claveEscrita("demo1234")),
        .credenciales(.entrarPulsado),
      ], a: store)

    // The effects did the I/O: the users file, the order, the cart kept and found again.
    #expect(store.state.sesion?.carrito == [LineaDeCarrito(producto: .camiseta)])
    #expect(
      try LibroDePedidos(url: DataFiles(folder: carpeta.url).pedidos)
        .pagina(ConsultaDePedidos(comprador: 1)).pedidos.count == 1)
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: DataFiles(folder: carpeta.url).carritos.path
      )
      .filter { !$0.hasPrefix(".") } == ["1.json"])
    #expect(monitor.violations == [])
  }

  // MARK: - The watch catches what it is there to catch

  /// A reducer that reads the kept cart itself, as the root once did at login.
  struct LeeElCarritoAlEntrar: Reducer {
    let archivo: URL
    func reduce(into state: inout [String], action: Void) -> Effect<Void> {
      let datos = try? FileLock(guarding: archivo).withLock { try AtomicFile.read(archivo) }
      state.append(datos == nil ? "sin carrito" : "carrito")
      return .none
    }
  }

  /// A reducer that calls a live client from a task it starts, instead of returning an effect;
  /// it hands the task to `tarea`, for the test to wait for.
  struct GuardaDesdeUnaTarea: Reducer {
    let tarea: LockIsolated<Task<Int, any Error>?>
    @Dependency(\.pedidos) var pedidos
    func reduce(into state: inout Int, action: Void) -> Effect<Void> {
      state += 1
      tarea.setValue(Task { [pedidos] in try await pedidos.guardar(.camisetas(1, clave: 1)) })
      return .none
    }
  }

  @Test
  func unReducerQueLeeUnArchivoSeDelata() async {
    let archivo = carpeta.url.appending(path: "carritos/1.json")
    let store = store([String](), LeeElCarritoAlEntrar(archivo: archivo))
    await store.send(()).finish()

    #expect(store.state == ["sin carrito"])
    #expect(
      monitor.violations == [
        "lock .1.json.lock in LeeElCarritoAlEntrar.reduce(())",
        "read 1.json in LeeElCarritoAlEntrar.reduce(())",
      ])
  }

  @Test
  func unReducerQueLlamaAUnClienteDesdeUnaTareaSeDelata() async throws {
    let tarea = LockIsolated<Task<Int, any Error>?>(nil)
    let store = store(0, GuardaDesdeUnaTarea(tarea: tarea))
    await store.send(()).finish()
    #expect(try await tarea.value?.value == 1, "the order was saved, behind the store's back")

    #expect(monitor.violations == ["blocking work in GuardaDesdeUnaTarea.reduce(())"])
  }
}
