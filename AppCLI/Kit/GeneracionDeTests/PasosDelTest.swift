/// Writes the steps of a generated test as the recording goes: actions, and the ends of the
/// clock's sleeps.
///
/// An action of the person is a `send`, and the effects' actions of the same store cycle
/// (synchronous `.send`s) are `receive`s right after it. Other effects' actions gather in a run
/// until the next action of the person or the next move of the clock, and are written together
/// by ``vaciar(en:)``. A sleep that ended moves the test clock to its deadline, measured as the
/// recording measured it.
///
/// Shared values (`@Shared`) are asserted where a test store checks them, as in TCA: at the
/// first step checked after they changed. A `send` is checked once its action and the actions
/// of its cycle are handled; a `receive` once the store has run every effect it can — the whole
/// segment up to the next action of the person or move of the clock. So each step asserts its
/// own action's changes to ordinary state, and the changes to shared values since the last check.
struct PasosDelTest<State, Action: Codable & Sendable & Equatable> {
  let codigo: CodigoSwift
  /// The state after the first n actions, in memory of its own: what shared values read when
  /// the test store has handled n actions.
  let estadoTras: (Int) -> State
  /// The steps since the last action of the person or move of the clock.
  private var tramo: [Paso<State, Action>] = []
  /// How many actions the test store had handled at the last check.
  private var comprobadas = 0
  /// The test clock's time, in nanoseconds since the start.
  private var ahora = 0

  init(codigo: CodigoSwift, estadoTras: @escaping (Int) -> State) {
    (self.codigo, self.estadoTras) = (codigo, estadoTras)
  }

  mutating func anadir(_ paso: Paso<State, Action>, en escritor: inout Escritor) {
    if paso.grabada.origen == .persona { vaciar(en: &escritor) }
    tramo.append(paso)
  }

  /// A sleep that ends at `hasta` (nanoseconds) woke: the clock moves there, if it is not
  /// there yet.
  mutating func despertar(hasta: Int, en escritor: inout Escritor) {
    guard hasta > ahora else { return }
    vaciar(en: &escritor)
    escritor.linea("await reloj.advance(by: \(Self.duracion(nanosegundos: hasta - ahora)))")
    ahora = hasta
  }

  /// Writes the steps gathered since the last action of the person or move of the clock: the
  /// person's `send`, the `receive`s of its cycle, then the effects' actions — one `receive`
  /// each when the recording shows that each was sent by the only effect running at the time,
  /// so no other order was possible; otherwise one `receive(inAnyOrder:)` for all of them,
  /// asserting the state after the last.
  mutating func vaciar(en escritor: inout Escritor) {
    defer { tramo = [] }
    guard let ultimo = tramo.last else { return }
    let fin = ultimo.indice + 1
    var racha = tramo[...]
    if let envio = racha.first, envio.grabada.origen == .persona {
      let delCiclo = racha.dropFirst().prefix { $0.grabada.ciclo == envio.grabada.ciclo }
      let camino = CaminoDeCaso(envio.grabada.accion, modulos: codigo.modulos)
      escritor.llamada(
        "await store.send",
        [.texto(camino.ruta)] + (camino.carga.map { [codigo.doc($0.value)] } ?? []),
        cierre: mutaciones(envio, envio, comprobadasAlFinal: envio.indice + 1 + delCiclo.count))
      for paso in delCiclo { recibir(paso, comprobadasAlFinal: fin, en: &escritor) }
      racha = racha.dropFirst(1 + delCiclo.count)
    }
    guard let primero = racha.first, let ultimoDeLaRacha = racha.last else { return }
    let cabezas = racha.indices.filter {
      $0 == racha.startIndex || racha[$0 - 1].grabada.ciclo != racha[$0].grabada.ciclo
    }
    if racha.count == 1 || cabezas.allSatisfy({ (racha[$0].grabada.efectosEnCurso ?? 2) <= 1 }) {
      for paso in racha { recibir(paso, comprobadasAlFinal: fin, en: &escritor) }
      return
    }
    let casos = racha.map {
      Doc.texto(CaminoDeCaso($0.grabada.accion, modulos: codigo.modulos).ruta)
    }
    escritor.llamada(
      "await store.receive", [.prefijo("inAnyOrder: ", .lista(casos))],
      cierre: mutaciones(primero, ultimoDeLaRacha, comprobadasAlFinal: fin))
  }

  private mutating func recibir(
    _ paso: Paso<State, Action>, comprobadasAlFinal: Int, en escritor: inout Escritor
  ) {
    let camino = CaminoDeCaso(paso.grabada.accion, modulos: codigo.modulos)
    var argumentos: [Doc] = [.texto(camino.ruta)]
    if let carga = camino.carga, !camino.cargaEsTupla {
      let doc = codigo.doc(carga.value)
      if doc.enUnaLinea.count <= 40 { argumentos.append(doc) }
    }
    escritor.llamada(
      "await store.receive", argumentos,
      cierre: mutaciones(paso, paso, comprobadasAlFinal: comprobadasAlFinal))
  }

  /// The statements from before `desde` to after `hasta`, with the shared values of both sides
  /// as the test store sees them: at the last check, and once it has handled
  /// `comprobadasAlFinal` actions.
  private mutating func mutaciones(
    _ desde: Paso<State, Action>, _ hasta: Paso<State, Action>, comprobadasAlFinal: Int
  ) -> [Mutacion] {
    ValoresCompartidos.igualar(desde.antes, a: estadoTras(comprobadas))
    ValoresCompartidos.igualar(hasta.despues, a: estadoTras(comprobadasAlFinal))
    comprobadas = max(comprobadas, comprobadasAlFinal)
    return Mutacion.entre(desde.antes, hasta.despues, codigo: codigo)
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
