import AutenticacionClient
import BuscadorFeature
import Catalogo
import CredencialesFeature
import Foundation
import PagosClient
import PedidosClient
import RootFeature
import Synchronization
import TemporizadorFeature
import TestSupport
import Testing
import TiendaFeature

/// Lesson 004: a reducer is a function, so it can be compared — and a recorded script of
/// actions replays to the same state.
@MainActor
struct LeccionTesteabilidadTests {
  @Test
  func unReducerEsUnaFuncion() {
    let reducer = ContadorGuardable()
    var state = ContadorGuardable.State(cuenta: 41)

    let efecto = reducer.reduce(into: &state, action: .incrementar)

    #expect(state == ContadorGuardable.State(cuenta: 42))
    #expect(efecto.isNone)
  }

  @Test
  func laRamaConEfectoDevuelveUnaDescripcionNoElTrabajo() async {
    let guardadas = Mutex<[Int]>([])
    var state = ContadorGuardable.State(cuenta: 3)

    // Reducing does no work: nothing is saved until the effect runs.
    let efecto = withDependencies {
      $0.clienteAPI.guardar = { cuenta in guardadas.withLock { $0.append(cuenta) } }
    } operation: {
      ContadorGuardable().reduce(into: &state, action: .guardarPulsado)
    }
    #expect(!efecto.isNone)
    #expect(guardadas.withLock { $0 }.isEmpty)
    #expect(state.cuenta == 3)

    let store = TestStore(initialState: ContadorGuardable.State(cuenta: 3)) {
      ContadorGuardable()
    } withDependencies: {
      $0.clienteAPI.guardar = { cuenta in guardadas.withLock { $0.append(cuenta) } }
    }
    await store.send(.guardarPulsado)
    await store.receive(\.guardado)
    #expect(guardadas.withLock { $0 } == [3])
  }

  @Test
  func elMismoTestEnTCA() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.clienteAPI.cargar = { [.demo] }
    }

    // snippet: architecture-after
    // El mismo test en TCA: sin protocolo falso, sin mock, sin espera
    await store.send(.aparecer) { $0.cargando = true }
    await store.receive(\.datosRecibidos) {
      $0.cargando = false
      $0.items = [.demo]
    }
    // end snippet
  }

  /// A session recorded as JSON lines — what the person did and what the world answered —
  /// replayed through the reducer alone gives the same state every time.
  @Test
  func reproducirUnGuionGrabadoDaElMismoEstado() throws {
    let guion: [Root.Action] = [
      .view(.aparecio),
      .credenciales(.correoEscrito("demo@tienda.es")),
      .credenciales(.claveEscrita("demo1234")),
      .credenciales(.entrarPulsado),
      .sesionAbierta(.demo),
      .view(.abrir(.buscador)),
      .destino(.presented(.buscador(.terminoCambio("camiseta")))),
      .destino(.presented(.buscador(.busquedaIniciada))),
      .destino(.presented(.buscador(.resultados([.demo])))),
      .destino(.presented(.buscador(.resultadoPulsado(.demo)))),
      .destino(.presented(.buscador(.delegate(.resultadoElegido(.demo))))),
      .destino(.presented(.tienda(.view(.anadirPulsado(.camiseta))))),
      .destino(.presented(.tienda(.view(.pagarPulsado)))),
      .destino(.presented(.tienda(.pagoRechazado(.fondosInsuficientes)))),
    ]
    let codificador = JSONEncoder()
    codificador.outputFormatting = .sortedKeys
    let lineas = try guion.map { String(decoding: try codificador.encode($0), as: UTF8.self) }
    #expect(lineas.allSatisfy { !$0.contains("\n") })

    // `reproducir` (Docs/RecordingTests.swift) folds the lines over Root, with the shared
    // cart in memory of its own, as each run of the app has.
    let primera = try reproducir(lineas)
    let segunda = try reproducir(lineas)
    #expect(primera == segunda)
    #expect(Dumper.line(primera) == Dumper.line(segunda))
    #expect(
      primera.sesion
        == Sesion(usuario: .demo, carrito: [LineaDeCarrito(producto: .camiseta, cantidad: 2)]))
    #expect(
      primera.destino
        == .tienda(
          Tienda.State(
            comprador: 1,
            carrito: [LineaDeCarrito(producto: .camiseta, cantidad: 2)],
            mensaje: MotivoDeRechazo.fondosInsuficientes.mensaje,
            telemetria: Telemetria.State(eventosEnCola: 2))))
  }

  /// The same user script run twice on a real store, effects and all, with the world fixed by
  /// dependencies, ends in the same state.
  @Test
  func elMismoGuionEnUnStoreRealDaElMismoEstado() async {
    let guion: [Root.Action] = [
      .credenciales(.correoEscrito("demo@tienda.es")),
      .credenciales(.claveEscrita("demo1234")),
      .credenciales(.entrarPulsado),
      .view(.abrir(.buscador)),
      .destino(.presented(.buscador(.terminoCambio("camiseta")))),
      .destino(.presented(.buscador(.resultadoPulsado(.demo)))),
      .destino(.presented(.tienda(.view(.aparecio)))),
      .destino(.presented(.tienda(.view(.anadirPulsado(.camiseta))))),
      .destino(.presented(.tienda(.view(.pagarPulsado)))),
    ]

    func reproducir() async -> Root.State {
      let store = Store(initialState: Root.State()) {
        Root()
      } withDependencies: {
        $0.autenticacion.entrar = { _, _ in .demo }
        $0.continuousClock = ImmediateClock()
        $0.clienteBusqueda.buscar = { _ in [.demo] }
        $0.catalogo.cargar = { [.camiseta] }
        $0.pagos.cobrar = { _ in .exito }
        // Each run its own order book: the test's default one is kept for the whole test.
        $0.pedidos = .enMemoria()
      }
      for accion in guion {
        await store.send(accion).finish()
      }
      return store.state
    }

    let primera = await reproducir()
    let segunda = await reproducir()
    #expect(primera == segunda)
    #expect(primera.sesion == Sesion(usuario: .demo))
    guard case .tienda(let tienda)? = primera.destino else {
      Issue.record("Expected the shop to be open, found \(String(describing: primera.destino))")
      return
    }
    #expect(tienda.pedidoConfirmado)
    #expect(tienda.numeroDePedido == 1)
    #expect(tienda.carrito.isEmpty)
    #expect(tienda.telemetria.eventosEnCola == 0)
  }
}
