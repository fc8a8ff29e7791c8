import Foundation
import Runtime
import Testing

@testable import SessionRecording

/// A session's log watches the reducer, which a store runs on the main actor; run off it, the
/// observer still hears the action, and the test hears why it should not have been.
struct ObservedReducerFueraDelActorPrincipalTests {
  @Test
  func fueraDelActorPrincipalSeInformaYNoSeDetiene() async {
    let oidas = LockIsolated<[Int]>([])
    await withKnownIssue {
      let final = await Task(executorPreference: globalConcurrentExecutor) {
        let observado = ObservedReducer(
          base: Reduce<Int, Int> { estado, accion in
            estado += accion
            return .none
          },
          observer: { accion, _, _ in oidas.withValue { $0.append(accion) } })
        var estado = 0
        _ = observado.reduce(into: &estado, action: 2)
        return estado
      }.value
      #expect(final == 2)
    } matching: { issue in
      issue.description.contains("ObservedReducer ran off the main actor.")
    }
    #expect(oidas.value == [2])
  }
}
