import Runtime
import Synchronization
import Testing

/// A shared value read inside `withObservationTracking` is observed, as TCA's `@Shared` is: a
/// change made with `withLock` — through any copy, or a part of it — notifies its readers.
@Suite("Observing a shared value")
struct SharedObservationTests {
  /// Whether an observation heard a change.
  final class Oido: Sendable {
    private let oyo = Mutex(false)
    var oido: Bool { oyo.withLock { $0 } }
    func oir() { oyo.withLock { $0 = true } }
  }

  @Test("reading a shared value observes changes made through any copy of it")
  func readingObservesChanges() {
    let cuenta = Shared(value: 0)
    let copia = cuenta
    let oido = Oido()
    withObservationTracking {
      _ = cuenta.wrappedValue
    } onChange: {
      oido.oir()
    }
    #expect(!oido.oido)
    copia.withLock { $0 += 1 }
    #expect(oido.oido)
  }

  @Test("a change to a part of the value notifies the readers of the whole")
  func aPartNotifiesTheWhole() {
    let estadisticas = Shared(value: Estadisticas())
    let oido = Oido()
    withObservationTracking {
      _ = estadisticas.wrappedValue
    } onChange: {
      oido.oir()
    }
    estadisticas.cuenta.withLock { $0 = 3 }
    #expect(oido.oido)
  }

  @Test("a value not read is not observed")
  func notReadNotObserved() {
    let leida = Shared(value: 0)
    let otra = Shared(value: 0)
    let oido = Oido()
    withObservationTracking {
      _ = leida.wrappedValue
    } onChange: {
      oido.oir()
    }
    otra.withLock { $0 += 1 }
    #expect(!oido.oido)
  }
}
