import Foundation
import TestSupport
import Testing

/// Lesson 002: `send` and its mutation closure.
@MainActor
struct LeccionSendTests {
  @Test
  func incremento() async {
    let store = TestStore(initialState: Contador.State(cuenta: 0)) {
      Contador()
    }

    await store.send(.incrementar) {
      $0.cuenta = 1  // predicción: partiendo de 0, debe quedar en 1
    }
    await store.send(.incrementar) {
      $0.cuenta = 2  // el punto de partida es ahora el estado ya avanzado
    }
  }

  @Test
  func anatomiaDeUnaAsercionCampoACampo() async {
    let idDeLaPrimera = 1
    let store = TestStore(
      initialState: Tareas.State(
        seleccion: 2,
        tareas: [
          Tareas.Tarea(id: idDeLaPrimera, titulo: "Comprar pan"),
          Tareas.Tarea(id: 2, titulo: "Llamar a Ana", hecha: true),
        ],
        detalle: Tareas.Detalle(borrador: .init(titulo: "Borrador"))
      )
    ) {
      Tareas()
    }

    await store.send(.filtroCambio(.pendientes)) {
      $0.filtro = .pendientes  // enum simple
      $0.seleccion = nil  // opcional que se limpia
      $0.tareas[id: idDeLaPrimera]?.destacada = true  // dentro de una colección identificada
      $0.detalle?.borrador.titulo = "Nuevo"  // estado hijo opcional
      $0.orden.append(.porFecha)  // colección que crece
    }
  }

  @Test
  func valoresQueFabricaLaPropiaFeature() async {
    let store = TestStore(initialState: Lista.State()) {
      Lista()
    } withDependencies: {
      $0.uuid = .incrementing  // 0, 1, 2... en vez de identidades al azar
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }

    await store.send(.anadirPulsado) {
      $0.filas.append(Fila.State(id: UUID(0)))  // literal exacto, no aproximación
      $0.creadaEn = Date(timeIntervalSince1970: 0)
    }
    await store.send(.anadirPulsado) {
      $0.filas.append(Fila.State(id: UUID(1)))
    }
    await store.send(\.filas[id: UUID(1)].tocado) {
      $0.filas[id: UUID(1)]?.tocada = true
    }
  }

  @Test
  func unaAccionQueSoloDisparaUnEfectoNoLlevaClosure() async {
    let store = TestStore(initialState: Portada.State()) {
      Portada()
    }

    await store.send(.aparecer)
  }

  @Test
  func unaClosureVaciaEsUnFallo() async {
    let store = TestStore(initialState: Portada.State()) {
      Portada()
    }

    await withKnownIssue {
      await store.send(.aparecer) { _ in }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().lowercased()
        .contains("expected a state change, but the state did not change")
    }
  }

  @Test
  func elDiffComoDictado() async {
    let store = TestStore(initialState: Recarga.State(intentos: 0, mensajeError: "algo")) {
      Recarga()
    }

    await withKnownIssue {
      await store.send(.cargarPulsado) {
        // a propósito incompleta
        $0.cargando = true
      }
    } matching: { issue in
      // El TestStore falla e imprime las dos líneas que faltan.
      let texto = issue.comments.map(\.rawValue).joined()
      return texto.contains("does not match the expected state")
        && texto.contains("−   intentos: 0") && texto.contains("+   intentos: 1")
        && texto.contains(#"−   mensajeError: "algo""#)
        && texto.contains("+   mensajeError: nil")
    }
  }

  @Test
  func copiasEsasDosLineasYElTestPasa() async {
    let store = TestStore(initialState: Recarga.State(intentos: 0, mensajeError: "algo")) {
      Recarga()
    }

    await store.send(.cargarPulsado) {
      $0.cargando = true
      $0.intentos = 1
      $0.mensajeError = nil
    }
  }
}
