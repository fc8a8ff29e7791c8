import Foundation
import TestSupport
import Testing

/// Each TestStore failure: triggered on purpose, matched by its phrase and by the line it is
/// reported at.
@MainActor
@Suite("TestStore failures")
struct TestStoreFailureTests {
  let reloj = TestClock()

  func makeStore() -> TestStore<Contador.State, Contador.Action> {
    TestStore(initialState: Contador.State()) {
      Contador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.uuid = .incrementing
    }
  }

  @Test func closureThatDoesNotMatch() async {
    let store = makeStore()
    let line = #line + 2
    await expectFailure("does not match the expected state", atLine: line) {
      await store.send(.incrementar) { $0.cuenta = 2 }
    }
  }

  @Test func changeWithoutClosure() async {
    let store = makeStore()
    let line = #line + 2
    await expectFailure("state changed, but no change was asserted", atLine: line) {
      await store.send(.incrementar)
    }
  }

  @Test func closureWithoutChange() async {
    let store = makeStore()
    let line = #line + 2
    await expectFailure("expected a state change, but the state did not change", atLine: line) {
      await store.send(.nada) { _ in }
    }
  }

  @Test func sendWhileActionsAreQueued() async {
    let store = makeStore()
    await store.send(.eco("hola"))
    let line = #line + 2
    await expectFailure("must be received before sending", atLine: line) {
      await store.send(.incrementar) { $0.cuenta = 1 }
    }
  }

  @Test func endingWithQueuedActions() async {
    let line = #line + 3
    await expectFailure("received actions were never asserted", atLine: line) {
      let store = makeStore()
      await store.send(.eco("hola"))
    }
  }

  @Test func endingWithARunningEffect() async {
    let line = #line + 3
    await expectFailure("effect is still running", atLine: line) {
      let store = makeStore()
      await store.send(.iniciar)
    }
  }

  @Test func receivingTheWrongAction() async {
    let store = makeStore()
    await store.send(.eco("hola"))
    let line = #line + 2
    await expectFailure("but received", atLine: line) {
      await store.receive(\.trabajoHecho)
    }
  }

  @Test func receivingWhenNothingCanArrive() async {
    let store = makeStore()
    let line = #line + 2
    await expectFailure("but no action was received", atLine: line) {
      await store.receive(\.tick)
    }
  }

  @Test func receivingWhileAnEffectWaitsOnTime() async {
    let store = makeStore()
    let tarea = await store.send(.iniciar)
    let line = #line + 2
    await expectFailure("but no action was received", atLine: line) {
      await store.receive(\.tick, timeout: .milliseconds(20))
    }
    await tarea.cancel()
  }

  @Test func receivingTheWrongPayload() async {
    let store = makeStore()
    await store.send(.eco("hola"))
    let line = #line + 2
    await expectFailure("the payloads differ", atLine: line) {
      await store.receive(\.ecoRecibido, "adios") { $0.eco = "hola" }
    }
  }

  @Test func receivingAnActionFurtherBack() async {
    let store = makeStore()
    await store.send(.dosEcos)
    let line = #line + 2
    await expectFailure("further back in the queue: 1 action", atLine: line) {
      await store.receive(.ecoRecibido("dos")) { $0.eco = "dos" }
    }
    await store.receive(.ecoRecibido("dos")) { $0.eco = "dos" }
  }

  @Test func skippingNothing() async {
    let store = makeStore()
    let line = #line + 2
    await expectFailure("nothing to skip", atLine: line) {
      await store.skipReceivedActions(strict: true)
    }
    let otherLine = #line + 2
    await expectFailure("nothing to skip", atLine: otherLine) {
      await store.skipInFlightEffects()
    }
  }

  @Test func usingAnUnimplementedDependency() async {
    let store = TestStore(initialState: Glosario.State()) {
      Glosario()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let line = #line + 2
    await expectFailure("unimplemented", atLine: line) {
      await store.send(.palabraCambio("sosiego")) { $0.palabra = "sosiego" }
      await store.receive(\.consultaIniciada) { $0.consultando = true }
      await store.receive(\.sinRespuesta) {
        $0.consultando = false
        $0.aviso = Glosario.aviso
      }
    }
  }

  @Test func unimplementedFailureNamesTheEndpoint() async {
    let store = TestStore(initialState: Glosario.State()) {
      Glosario()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await withKnownIssue {
      await store.send(.palabraCambio("sosiego")) { $0.palabra = "sosiego" }
      await store.receive(\.consultaIniciada) { $0.consultando = true }
      await store.receive(\.sinRespuesta) {
        $0.consultando = false
        $0.aviso = Glosario.aviso
      }
    } matching: { issue in
      issue.description.contains("diccionario.definir")
    }
  }

  @Test func usingTheDefaultClock() async {
    let store = TestStore(initialState: Contador.State()) { Contador() }
    let line = #line + 2
    await expectFailure("continuousClock", atLine: line) {
      await store.send(.iniciar)
    }
    await store.send(.parar)
  }

  @Test func finishingWithAnEffectThatNeverEnds() async {
    let store = makeStore()
    let tarea = await store.send(.iniciar)
    let line = #line + 2
    await expectFailure("effect is still running", atLine: line) {
      await store.finish(timeout: .milliseconds(20))
    }
    let taskLine = #line + 2
    await expectFailure("effect is still running", atLine: taskLine) {
      await tarea.finish(timeout: .milliseconds(20))
    }
    await tarea.cancel()
  }

  @Test func finishingWithActionsNotReceived() async {
    let store = makeStore()
    await store.send(.eco("hola"))
    let line = #line + 2
    await expectFailure("received actions were never asserted", atLine: line) {
      await store.finish()
    }
    await store.receive(\.ecoRecibido) { $0.eco = "hola" }
  }

  @Test func assertingTheWrongState() async {
    let store = makeStore()
    await store.send(.incrementar) { $0.cuenta = 1 }
    let line = #line + 2
    expectFailure("does not match the expected state", atLine: line) {
      store.assert { $0.cuenta = 5 }
    }
  }

  @Test func nonExhaustiveAssertionsMustStillBeRight() async {
    let store = makeStore()
    store.exhaustivity = .off
    let line = #line + 2
    await expectFailure("does not match the expected state", atLine: line) {
      await store.send(.incrementar) { $0.cuenta = 7 }
    }
  }

  @Test func nonExhaustiveReceiveOfAnActionThatNeverComes() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.eco("hola"))
    let line = #line + 2
    await expectFailure("expected to receive", atLine: line) {
      await store.receive(\.tick)
    }
    // Nothing was consumed: the echo is still there to receive.
    await store.receive(\.ecoRecibido) { $0.eco = "hola" }
  }

  @Test func messagesCarryADiffOfTheState() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.incrementar) { $0.cuenta = 2 }
    } matching: { issue in
      issue.description.contains("−   cuenta: 2,") && issue.description.contains("+   cuenta: 1,")
    }
  }
}
