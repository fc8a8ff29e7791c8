import Runtime
import TestSupport
import Testing

/// A form whose fields include names that are also members of common protocols.
struct Formulario: Reducer {
  struct State: Equatable {
    var description = ""
    var name = ""
    var activado = false
    var valor = 5.0
    var pasos = 10
    var perfil = Perfil()
    struct Perfil: Equatable { var apodo = "" }
  }

  enum Action: Equatable, BindableAction, CasePathable {
    case binding(BindingAction<State>)
    case restablecer
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.pasos):
        state.valor = min(state.valor, Double(state.pasos))
        return .none
      case .binding(.set(\.name, "especial")):
        state.description = "nombre especial"
        return .none
      case .binding:
        return .none
      case .restablecer:
        state = State()
        return .none
      }
    }
  }
}

/// Bindings grouped in a nested action enum, matched inside a larger pattern.
struct Agrupado: Reducer {
  struct State: Equatable {
    var texto = ""
    var cambios = 0
  }
  enum Action: Equatable, CasePathable {
    case view(View)
    case otra
    enum View: Equatable, BindableAction, CasePathable {
      case binding(BindingAction<State>)
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding(\.texto)):
        state.cambios += 1
        return .none
      case .view, .otra:
        return .none
      }
    }
  }
}

@MainActor
@Suite("Bindings: BindingAction, BindableAction, BindingReducer")
struct BindingTests {
  typealias Binding = BindingAction<Formulario.State>

  @Test("binding actions are equal when they write the same field with equal values")
  func equality() {
    #expect(Binding.set(\.name, "a") == Binding.set(\.name, "a"))
    #expect(Binding.set(\.name, "a") != Binding.set(\.name, "b"))
    #expect(Binding.set(\.name, "a") != Binding.set(\.description, "a"))
    #expect(Binding.set(\.pasos, 1) != Binding.set(\.valor, 1))
  }

  @Test("a key path pattern matches the field, whatever the value")
  func patternMatching() {
    func field(_ action: Formulario.Action) -> String {
      switch action {
      case .binding(\.description): return "description"
      case .binding(\.name): return "name"
      case .binding(\.perfil.apodo): return "perfil.apodo"
      case .binding: return "other"
      case .restablecer: return "restablecer"
      }
    }
    #expect(field(.set(\.description, "x")) == "description")
    #expect(field(.set(\.name, "y")) == "name")
    #expect(field(.set(\.perfil.apodo, "z")) == "perfil.apodo")
    #expect(field(.set(\.activado, true)) == "other")
  }

  @Test("\\.binding.field is a case key path for any field name")
  func caseKeyPaths() {
    let description: CaseKeyPath<Formulario.Action, String> = \.binding.description
    let name: CaseKeyPath<Formulario.Action, String> = \.binding.name
    let perfil: CaseKeyPath<Formulario.Action, Formulario.State.Perfil> = \.binding.perfil
    #expect(description("hola") == .binding(.set(\.description, "hola")))
    #expect(name("Ana")[case: \.binding.name] == "Ana")
    #expect(name("Ana")[case: \.binding.description] == nil)
    #expect(perfil(.init(apodo: "pi"))[case: \.binding.perfil]?.apodo == "pi")
    #expect(Formulario.Action.set(\.activado, true).is(\.binding.activado))
    #expect(Formulario.Action.set(\.activado, true).binding == .set(\.activado, true))
    #expect(Formulario.Action.restablecer.binding == nil)
  }

  @Test("a binding action prints as the write it describes")
  func dumping() {
    #expect(
      Dumper.line(Formulario.Action.set(\.description, "hola"))
        == #".binding(.set(\.description, "hola"))"#)
    #expect(
      Dumper.line(Formulario.Action.set(\.perfil.apodo, "pi"))
        == #".binding(.set(\.perfil.apodo, "pi"))"#)
  }

  @Test("BindingReducer writes the field; the feature then sees the new state")
  func testStore() async {
    let store = TestStore(initialState: Formulario.State()) { Formulario() }
    await store.send(\.binding.description, "una descripción") {
      $0.description = "una descripción"
    }
    await store.send(\.binding.name, "especial") {
      $0.name = "especial"
      $0.description = "nombre especial"
    }
    await store.send(\.binding.pasos, 2) {
      $0.pasos = 2
      $0.valor = 2
    }
    await store.send(\.binding.perfil, .init(apodo: "pi")) { $0.perfil.apodo = "pi" }
    await store.send(.binding(.set(\.activado, true))) { $0.activado = true }
    await store.send(.restablecer) { $0 = Formulario.State() }
  }

  @Test("BindingReducer(action:) applies bindings held in a nested action")
  func nested() async {
    let store = TestStore(initialState: Agrupado.State()) { Agrupado() }
    await store.send(\.view.binding.texto, "hola") {
      $0.texto = "hola"
      $0.cambios = 1
    }
    await store.send(.otra)
  }

  @Test("a live store applies a binding action sent by a driver")
  func liveStore() {
    let store = Store(initialState: Formulario.State()) { Formulario() }
    store.send(.set(\.pasos, 3))
    #expect(store.state.pasos == 3)
    #expect(store.state.valor == 3)
  }
}
