import BuscadorFeature
import TestSupport
import Testing

/// Random sessions of a person typing: terms replace each other, searches answer late, fail,
/// or would answer after the term changed again.
@MainActor
struct BuscadorRandomSessionTests {
  /// The result a search for `termino` finds: named after the term, so a result shows which
  /// term it was found for.
  nonisolated private static func resultado(para termino: String) -> Resultado {
    Resultado(id: termino.count, nombre: termino, precioEnCentimos: 100)
  }

  @Test
  func losResultadosSonSiempreDelTerminoActual() async {
    await withRandomSessions(100) { session in
      let reloj = TestClock()
      let store = TestStore(initialState: Buscador.State()) {
        Buscador()
      } withDependencies: {
        $0.continuousClock = reloj
        $0.clienteBusqueda.buscar = { termino in
          let espera = session.pick([0, 200, 1_000])
          if espera > 0 { try await reloj.sleep(for: .milliseconds(espera)) }
          guard session.pick([true, false]) else { throw BusquedaFallida() }
          return [Self.resultado(para: termino)]
        }
      }
      var mostrados: [Resultado] = []
      await session.run(store) { state in
        [
          .terminoCambio("camiseta"), .terminoCambio("taza"), .terminoCambio(""),
          state.items.first.map { .resultadoPulsado($0) },
        ]
      } invariant: { state in
        // What shows may stay while a new term waits for its search (by design: the old
        // results stay until new ones arrive); but whenever the results change, they are the
        // current term's — a late answer for an old term never replaces them.
        if state.items != mostrados {
          #expect(
            state.items.allSatisfy { $0.nombre == state.termino },
            "results of another term replaced the shown ones")
        }
        mostrados = state.items
      }
    }
  }
}

private struct BusquedaFallida: Error {}
