import BuscadorFeature
import TemporizadorFeature
import TestSupport
import Testing

/// Lesson 003: `receive` — what comes back from an effect must be claimed.
@MainActor
struct LeccionReceiveTests {
  @Test
  func carga() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.clienteAPI.cargar = { [.demo] }
    }

    await store.send(.aparecer) {
      $0.cargando = true  // lo que hace la accion del usuario
    }
    await store.receive(\.datosRecibidos) {
      $0.cargando = false  // lo que hace la respuesta del mundo
      $0.items = [.demo]
    }
  }

  @Test
  func afirmarTambienElPayload() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.clienteAPI.cargar = { [.demo] }
    }

    await store.send(.refrescar)
    // Afirmar tambien el payload
    await store.receive(\.datosRecibidos, [.demo]) { $0.items = [.demo] }
  }

  @Test
  func cuandoSoloImportaUnaPropiedad() async {
    let store = TestStore(initialState: Feature.State(items: [.demo])) {
      Feature()
    } withDependencies: {
      $0.clienteAPI.cargar = { [.demo] }
    }

    await store.send(.refrescar)
    // Cuando el valor no es Equatable o solo importa una propiedad
    await store.receive { accion in
      if case let .datosRecibidos(items) = accion { return items.count == 1 }
      return false
    }
  }

  @Test
  func temporizador() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.segundos = 1 }
    await store.send(.parar)  // sin esto: fallo por efecto en vuelo
  }

  @Test
  func cerrarElEfectoCancelandoLaTarea() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    let tarea = await store.send(.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.segundos = 1 }
    await tarea.cancel()  // cierra el efecto sin pasar por el reducer
  }

  @Test
  func cerrarElFlujoConFinish() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.clienteAPI.cargar = { [.demo] }
    }
    store.exhaustivity = .off

    await store.send(.aparecer)
    await store.finish()
    store.assert { $0.items = [.demo] }
  }

  @Test
  func unEfectoEnVueloAlTerminarEsUnFallo() async {
    let reloj = TestClock()
    await withKnownIssue {
      let store = TestStore(initialState: Temporizador.State()) {
        Temporizador()
      } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.iniciar)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().lowercased().contains("effect is still running")
    }
  }

  @Test
  func unaAccionSinReclamarAlTerminarEsUnFallo() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) {
        Feature()
      } withDependencies: {
        $0.clienteAPI.cargar = { [.demo] }
      }
      await store.send(.aparecer) { $0.cargando = true }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().lowercased()
        .contains("received actions were never asserted")
    }
  }

  @Test
  func immediateClockColapsaLaEspera() async {
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }

    await store.send(.terminoCambio("swift")) { $0.termino = "swift" }
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados) {
      $0.cargando = false
      $0.items = [.demo]
    }
  }
}
