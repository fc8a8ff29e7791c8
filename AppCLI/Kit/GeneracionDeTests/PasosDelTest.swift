import BuscadorFeature
import RootFeature
import TemporizadorFeature

/// Writes the steps of a generated test, one recorded action at a time.
///
/// An action of the person is a `send`, and so are the effects' actions of the same store
/// cycle (synchronous `.send`s) `receive`s right after it. Other effects' actions gather in a
/// run until the next action of the person, or the next one the clock sends, and are written
/// together by ``vaciar(en:)``.
struct PasosDelTest {
  let codigo: CodigoSwift
  private var cicloDeLaPersona: Int?
  private var racha: [Paso] = []

  init(codigo: CodigoSwift) { self.codigo = codigo }

  mutating func anadir(_ paso: Paso, en escritor: inout Escritor) {
    let grabada = paso.grabada
    if grabada.origen == .persona {
      vaciar(en: &escritor)
      cicloDeLaPersona = grabada.ciclo
      let camino = CaminoDeCaso(grabada.accion)
      escritor.llamada(
        "await store.send", [.texto(camino.ruta)] + (camino.carga.map { [codigo.doc($0)] } ?? []),
        cierre: mutaciones(paso.antes, paso.despues))
    } else if grabada.ciclo == cicloDeLaPersona {
      recibir(paso, en: &escritor)
    } else {
      if let espera = Self.esperaDelReloj(grabada.accion) {
        vaciar(en: &escritor)
        escritor.linea("await reloj.advance(by: \(espera))")
      }
      racha.append(paso)
    }
  }

  /// Writes the gathered effects' actions: one `receive` each when the recording shows that
  /// each was sent by the only effect running at the time — so no other order was possible —
  /// otherwise one `receive(inAnyOrder:)` for all of them, asserting the state after the last.
  mutating func vaciar(en escritor: inout Escritor) {
    defer { racha = [] }
    guard let primero = racha.first, let ultimo = racha.last else { return }
    let cabezas = racha.indices.filter {
      $0 == 0 || racha[$0 - 1].grabada.ciclo != racha[$0].grabada.ciclo
    }
    let enOrden = cabezas.allSatisfy { (racha[$0].grabada.efectosEnCurso ?? 2) <= 1 }
    if enOrden || racha.count == 1 {
      for paso in racha { recibir(paso, en: &escritor) }
      return
    }
    let casos = racha.map { Doc.texto(CaminoDeCaso($0.grabada.accion).ruta) }
    escritor.llamada(
      "await store.receive", [.prefijo("inAnyOrder: ", .lista(casos))],
      cierre: mutaciones(primero.antes, ultimo.despues))
  }

  private func recibir(_ paso: Paso, en escritor: inout Escritor) {
    let camino = CaminoDeCaso(paso.grabada.accion)
    var argumentos: [Doc] = [.texto(camino.ruta)]
    if let carga = camino.carga, !camino.cargaEsTupla {
      let doc = codigo.doc(carga)
      if doc.enUnaLinea.count <= 40 { argumentos.append(doc) }
    }
    escritor.llamada(
      "await store.receive", argumentos, cierre: mutaciones(paso.antes, paso.despues))
  }

  private func mutaciones(_ antes: Root.State, _ despues: Root.State) -> [Mutacion] {
    Mutacion.entre(antes, despues, codigo: codigo)
  }

  /// How far the test clock must move for the effect that sends `accion` to send it: the
  /// search's debounce, the timer's interval. `nil` for actions that do not wait on the clock.
  static func esperaDelReloj(_ accion: Root.Action) -> String? {
    switch accion {
    case .destino(.presented(.buscador(.busquedaIniciada))): "Buscador.espera"
    case .destino(.presented(.temporizador(.tick))): "Temporizador.intervalo"
    default: nil
    }
  }
}
