import Foundation
import ListaDeLaCompra
import Synchronization
import TestSupport
import Testing

/// Exhaustive tests: every change of state, every action an effect sends back, is asserted.
@MainActor
struct ListaTests {
  let reloj = TestClock()

  // snippet: example-lista-exhaustive
  @Test
  func anadirUnArticuloLoGuardaAlSegundo() async {
    let guardados = Mutex<[[Articulo]]>([])
    let store = TestStore(initialState: Lista.State()) {
      Lista()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.uuid = .incrementing
      $0.almacen.guardar = { articulos in guardados.withLock { $0.append(articulos) } }
    }

    await store.send(\.borradorEscrito, "pan") {
      $0.borrador = "pan"
    }
    await store.send(.anadirPulsado) {
      $0.articulos = [Articulo(id: UUID(0), nombre: "pan")]
      $0.borrador = ""
      $0.guardando = true
    }
    await reloj.advance(by: Lista.espera)
    await store.receive(\.guardado) {
      $0.guardando = false
    }
    #expect(guardados.withLock { $0 } == [[Articulo(id: UUID(0), nombre: "pan")]])
  }
  // end snippet

  @Test
  func variosCambiosSeguidosSeGuardanUnaVez() async {
    let guardados = Mutex<[[Articulo]]>([])
    let pan = Articulo(id: UUID(0), nombre: "pan")
    let store = TestStore(initialState: Lista.State(articulos: [pan])) {
      Lista()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.almacen.guardar = { articulos in guardados.withLock { $0.append(articulos) } }
    }

    await store.send(.marcado(pan.id)) {
      $0.articulos[id: pan.id]?.comprado = true
      $0.guardando = true
    }
    await reloj.advance(by: .milliseconds(500))
    await store.send(.compradosBorrados) {
      $0.articulos = []
    }
    await reloj.advance(by: .milliseconds(500))  // a second after the first change: not yet
    await reloj.advance(by: .milliseconds(500))
    await store.receive(\.guardado) {
      $0.guardando = false
    }
    #expect(guardados.withLock { $0 } == [[]])
  }

  @Test
  func unBorradorVacioNoAnadeNada() async {
    let store = TestStore(initialState: Lista.State(borrador: "   ")) {
      Lista()
    }

    await store.send(.anadirPulsado)  // nothing changes, nothing is saved: no closure
  }

  @Test
  func siGuardarFallaLoDiceYNoPierdeLaLista() async {
    struct SinDisco: Error {}
    let store = TestStore(initialState: Lista.State(borrador: "leche")) {
      Lista()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.uuid = .incrementing
      $0.almacen.guardar = { _ in throw SinDisco() }
    }

    await store.send(.anadirPulsado) {
      $0.articulos = [Articulo(id: UUID(0), nombre: "leche")]
      $0.borrador = ""
      $0.guardando = true
    }
    await reloj.advance(by: Lista.espera)
    await store.receive(\.guardadoFallido) {
      $0.guardando = false
      $0.aviso = "No se pudo guardar la lista"
    }
  }
}
