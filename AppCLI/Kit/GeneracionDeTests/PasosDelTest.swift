/// Writes the steps of a generated test as the recording goes: actions, and the ends of the
/// clock's sleeps.
///
/// An action of the person is a `send`, and the effects' actions of the same store cycle
/// (synchronous `.send`s) are `receive`s right after it. Other effects' actions gather in a run
/// until the next action of the person or the next move of the clock, and are written together
/// by ``vaciar(en:)``. A sleep that ended moves the test clock to its deadline, measured as the
/// recording measured it.
struct PasosDelTest<State, Action: Codable & Sendable & Equatable> {
  let codigo: CodigoSwift
  private var cicloDeLaPersona: Int?
  private var racha: [Paso<State, Action>] = []
  /// The test clock's time, in nanoseconds since the start.
  private var ahora = 0

  init(codigo: CodigoSwift) { self.codigo = codigo }

  mutating func anadir(_ paso: Paso<State, Action>, en escritor: inout Escritor) {
    let grabada = paso.grabada
    if grabada.origen == .persona {
      vaciar(en: &escritor)
      cicloDeLaPersona = grabada.ciclo
      let camino = CaminoDeCaso(grabada.accion, modulos: codigo.modulos)
      escritor.llamada(
        "await store.send",
        [.texto(camino.ruta)] + (camino.carga.map { [codigo.doc($0.value)] } ?? []),
        cierre: mutaciones(paso))
    } else if grabada.ciclo == cicloDeLaPersona {
      recibir(paso, en: &escritor)
    } else {
      racha.append(paso)
    }
  }

  /// A sleep that ends at `hasta` (nanoseconds) woke: the clock moves there, if it is not
  /// there yet.
  mutating func despertar(hasta: Int, en escritor: inout Escritor) {
    guard hasta > ahora else { return }
    vaciar(en: &escritor)
    escritor.linea("await reloj.advance(by: \(Self.duracion(nanosegundos: hasta - ahora)))")
    ahora = hasta
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
    if racha.count == 1 || cabezas.allSatisfy({ (racha[$0].grabada.efectosEnCurso ?? 2) <= 1 }) {
      for paso in racha { recibir(paso, en: &escritor) }
      return
    }
    let casos = racha.map {
      Doc.texto(CaminoDeCaso($0.grabada.accion, modulos: codigo.modulos).ruta)
    }
    escritor.llamada(
      "await store.receive", [.prefijo("inAnyOrder: ", .lista(casos))],
      cierre: Mutacion.entre(primero.antes, ultimo.despues, codigo: codigo))
  }

  private func recibir(_ paso: Paso<State, Action>, en escritor: inout Escritor) {
    let camino = CaminoDeCaso(paso.grabada.accion, modulos: codigo.modulos)
    var argumentos: [Doc] = [.texto(camino.ruta)]
    if let carga = camino.carga, !camino.cargaEsTupla {
      let doc = codigo.doc(carga.value)
      if doc.enUnaLinea.count <= 40 { argumentos.append(doc) }
    }
    escritor.llamada("await store.receive", argumentos, cierre: mutaciones(paso))
  }

  private func mutaciones(_ paso: Paso<State, Action>) -> [Mutacion] {
    Mutacion.entre(paso.antes, paso.despues, codigo: codigo)
  }

  /// A duration as Swift writes it, in the largest unit that keeps it whole: `.seconds(1)`,
  /// `.milliseconds(300)`.
  static func duracion(nanosegundos: Int) -> String {
    let unidades = [
      (1_000_000_000, "seconds"), (1_000_000, "milliseconds"), (1_000, "microseconds"),
    ]
    for (escala, unidad) in unidades where nanosegundos % escala == 0 {
      return ".\(unidad)(\(nanosegundos / escala))"
    }
    return ".nanoseconds(\(nanosegundos))"
  }
}
