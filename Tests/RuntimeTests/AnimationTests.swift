import Runtime
import TestSupport
import Testing

/// Counts ticks sent with an animation, and deletes through an alert whose button animates.
struct Animado: Reducer {
  struct State: Equatable {
    var tics = 0
    @PresentationState var alerta: AlertState<Action.Alerta>?
  }
  enum Action: Equatable, CasePathable {
    case empezar
    case tic
    case enviarAnimado
    case pedirBorrado
    case alerta(PresentationAction<Alerta>)
    enum Alerta: Equatable, CasePathable { case borrar }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .empezar:
        return .run { send in
          await send(.tic, animation: .default)
          await send(.tic, animation: .spring(duration: 0.3))
        }
        .animation(.easeInOut)
      case .tic:
        state.tics += 1
        return .none
      case .enviarAnimado:
        return .send(.tic, animation: .linear)
      case .pedirBorrado:
        state.alerta = .borrado
        return .none
      case .alerta(.presented(.borrar)):
        state.tics = 0
        return .none
      case .alerta:
        return .none
      }
    }
    .ifLet(\.$alerta, action: \.alerta)
  }
}

extension AlertState where Action == Animado.Action.Alerta {
  static var borrado: Self {
    AlertState {
      TextState("¿Borrar?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.borrar, animation: .default)) {
        TextState("Borrar")
      }
    }
  }
}

@MainActor
@Suite("Animations ask a view layer for something and change nothing else")
struct AnimationTests {
  @Test("send(_:animation:) in an effect sends the action, in order, as send(_:) does")
  func effectSendsWithAnimation() async {
    let store = TestStore(initialState: Animado.State()) { Animado() }
    await store.send(.empezar)
    await store.receive(\.tic) { $0.tics = 1 }
    await store.receive(\.tic) { $0.tics = 2 }
  }

  @Test("Effect.send(_:animation:) sends the action at once")
  func effectSendWithAnimation() async {
    let store = TestStore(initialState: Animado.State()) { Animado() }
    await store.send(.enviarAnimado)
    await store.receive(\.tic) { $0.tics = 1 }
  }

  @Test("Store.send(_:animation:) changes state as Store.send(_:) does")
  func storeSendWithAnimation() {
    let store = Store(initialState: Animado.State()) { Animado() }
    store.send(.tic, animation: .easeOut(duration: 0.2))
    #expect(store.state.tics == 1)
  }

  @Test("a button that animates sends its action, and the alert is dismissed after it")
  func animatedButton() async {
    let store = TestStore(initialState: Animado.State(tics: 3)) { Animado() }
    await store.send(.pedirBorrado) { $0.alerta = .borrado }
    await store.send(\.alerta.borrar) {
      $0.alerta = nil
      $0.tics = 0
    }
  }

  @Test("the animation is part of a button's value, and prints as code")
  func buttonValue() {
    let animado = ButtonStateAction<Int>.send(1, animation: .default)
    #expect(animado == .send(1, animation: .default))
    #expect(animado != .send(1))
    #expect(animado != .send(1, animation: .easeIn))
    #expect(animado.animation == .default)
    #expect(animado.map { $0.map { $0 + 1 } } == .send(2, animation: .default))
    var texto = ""
    customDump(animado, to: &texto)
    #expect(texto == ".send(1, animation: .default)")
  }

  @Test("an animation is described by the code that builds it")
  func description() {
    #expect(Animation.default.description == ".default")
    #expect(
      Animation.spring(duration: 0.3).delay(0.1).description
        == ".spring(duration: 0.3, bounce: 0.0, blendDuration: 0.0).delay(0.1)")
    #expect(Animation.easeInOut(duration: 1) == .easeInOut(duration: 1))
    #expect(Animation.easeInOut(duration: 1) != .easeInOut)
  }
}
