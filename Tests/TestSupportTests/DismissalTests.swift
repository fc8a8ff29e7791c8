import Synchronization
import TestSupport
import Testing

/// A presented editor: it can start a long job, and close itself.
struct Editor: Reducer {
  struct State: Equatable { var guardado = false }
  enum Action: Equatable, CasePathable {
    case trabajoLargo
    case guardar
    case guardado
  }
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var reloj

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .trabajoLargo:
      return .run { _ in try await reloj.sleep(for: .seconds(60)) }
    case .guardar:
      state.guardado = true
      return .run { send in
        await send(.guardado)
        await dismiss()
        await send(.guardado)  // never arrives: the feature is gone
      }
    case .guardado:
      return .none
    }
  }
}

/// Bindings and alerts, for the messages that print them.
struct Aviso: Reducer {
  struct State: Equatable {
    var texto = ""
    @PresentationState var alerta: AlertState<Action.Alerta>?
  }
  enum Action: Equatable, BindableAction, CasePathable {
    case binding(BindingAction<State>)
    case avisar
    case alerta(PresentationAction<Alerta>)
    enum Alerta: Equatable, CasePathable { case vale }
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .avisar = action { state.alerta = AlertState { TextState("Aviso") } }
      return .none
    }
    .ifLet(\.$alerta, action: \.alerta)
  }
}

@MainActor
@Suite("The feature under test dismissing itself; messages with bindings and alerts")
struct DismissalTests {
  let reloj = TestClock()

  @Test(
    "dismiss marks the store dismissed, runs the test's own dismiss and stops the effects",
    .schedules(20))
  func dismissal() async {
    let cerrado = Mutex(0)
    let store = TestStore(initialState: Editor.State()) {
      Editor()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.dismiss = DismissEffect { cerrado.withLock { $0 += 1 } }
    }
    #expect(!store.isDismissed)
    await store.send(.trabajoLargo)
    await store.send(.guardar) { $0.guardado = true }
    await store.receive(\.guardado)
    #expect(store.isDismissed)
    #expect(cerrado.withLock { $0 } == 1)
    // The long job was cancelled with the feature: the test can end here.
  }

  @Test("sending to a dismissed store fails")
  func sendAfterDismissal() async {
    let store = TestStore(initialState: Editor.State()) {
      Editor()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.guardar) { $0.guardado = true }
    await store.receive(\.guardado)
    let line = #line + 2
    await expectFailure("can't send an action to a dismissed test store", atLine: line) {
      await store.send(.guardar)
    }
  }

  @Test("a wrong assertion about a binding prints the binding action as source")
  func bindingMessage() async {
    let store = TestStore(initialState: Aviso.State()) { Aviso() }
    await withKnownIssue {
      await store.send(\.binding.texto, "hola") { $0.texto = "adiós" }
    } matching: { issue in
      issue.description.contains(#"send(.binding(.set(\.texto, "hola")))"#)
        && issue.description.contains(#"−   texto: "adiós""#)
        && issue.description.contains(#"+   texto: "hola""#)
    }
  }

  @Test("a wrong assertion about an alert diffs its content, never its id")
  func alertMessage() async {
    let store = TestStore(initialState: Aviso.State()) { Aviso() }
    await withKnownIssue {
      await store.send(.avisar) { $0.alerta = AlertState { TextState("Otro aviso") } }
    } matching: { issue in
      issue.description.contains(#"−     title: "Otro aviso""#)
        && issue.description.contains(#"+     title: "Aviso""#)
        && !issue.description.contains("id:")
    }
  }
}
