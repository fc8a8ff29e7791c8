import Foundation
import Runtime
import TestSupport
import Testing

// The shapes of feature a TCA user writes with `@Reducer` and `@ObservableState`: what they
// leave out, what the macros fill in, and enum reducers with conditional cases, default
// reducers, nested enums and conformances added in an extension. Most of the check is that
// this file compiles; the tests below run what compiled.

/// Fills in everything: an empty state, no actions, an empty body.
@Reducer struct Vacio {}

/// Only the state is written.
@Reducer struct SoloEstado {
  struct State: Equatable { var nombre = "Ana" }
}

/// Only the actions are written.
@Reducer struct SoloAcciones {
  enum Action { case nada }
}

/// The body is a stored property, and the state and actions come from it.
@Reducer struct CuerpoGuardado {
  let body = EmptyReducer<Int, String>()
}

/// The state is an alias.
@Reducer struct EstadoAlias {
  typealias State = Int
}

/// A state enum whose only case is not a feature.
@Reducer struct SoloNumero {
  enum State: Equatable { case numero(Int) }
  enum Action { case nada }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A greeting that needs a value to be built.
@Reducer struct Saludo {
  let saludo: String
  @ObservableState struct State: Equatable { var dicho = "" }
  enum Action { case decir }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.dicho = saludo
      return .none
    }
  }
}

/// Enum reducers of one to four cases, one with an alert that has no actions, and none at all.
enum Formas {
  @Reducer enum Uno { case a(Vacio) }
  @Reducer enum Dos {
    case a(Vacio)
    case b(Vacio)
  }
  @Reducer enum Tres {
    case a(Vacio)
    case b(Vacio)
    case c(Vacio)
  }
  @Reducer enum Cuatro {
    case a(Vacio)
    case b(Vacio)
    case c(Vacio)
    case d(SoloEstado)
  }
  @Reducer public enum SoloAviso { case aviso(AlertState<Never>) }
  @Reducer public enum Ninguno {}
}

/// Cases that exist only on some platforms or builds.
@Reducer enum PorPlataforma {
  case comun(Vacio)
  #if os(Linux)
    case linux(SoloEstado)
  #elseif os(macOS)
    case mac(SoloEstado)
  #else
    case otra(SoloEstado)
    case sinNada
  #endif
  #if DEBUG
    #if NUNCA_DEFINIDA
      case oculta(Vacio)
      case dialogo(ConfirmationDialogState<Never>)
    #endif
  #endif
}

/// A case whose reducer is built with a value, given as the case's default.
@Reducer enum Bienvenida {
  case saludo(Saludo = Saludo(saludo: "¡Hola!"))
}

/// An enum reducer inside another: the outer case runs the inner enum's body.
@Reducer enum Interior { case bienvenida(Bienvenida.Body = Bienvenida.body) }
@Reducer enum Exterior { case interior(Interior.Body = Interior.body) }

/// Presents the outer enum.
@Reducer struct Portada {
  @ObservableState struct State: Equatable {
    @Presents var destino: Exterior.State?
  }
  enum Action { case destino(PresentationAction<Exterior.Action>) }
  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.$destino, action: \.destino)
  }
}

extension PorPlataforma.State: Equatable {}
extension Bienvenida.State: Equatable {}
extension Interior.State: Equatable {}
extension Exterior.State: Equatable {}

/// Conformances the generated enums get from an extension, as TCA users add them.
@Reducer enum Conformes { case vacio(Vacio) }
extension Conformes.State: Codable, Hashable, Sendable {}
extension Conformes.Action: Hashable, Sendable {}

/// An observable enum with a case that exists only on some platforms.
@ObservableState
enum Tablilla: Equatable {
  case vacio(Vacio.State)
  #if os(Linux)
    case linux(SoloEstado.State)
  #else
    case otro(SoloEstado.State)
  #endif
}

@MainActor
@Suite("@Reducer and @ObservableState: the shapes of feature a TCA user writes")
struct ReducerMacroShapesTests {
  @Test("what a feature leaves out is filled in, and the feature runs")
  func filledIn() async {
    let vacio = TestStore(initialState: Vacio.State()) { Vacio() }
    #expect(vacio.state == Vacio.State())
    #expect(TestStore(initialState: .init()) { SoloEstado() }.state.nombre == "Ana")
    await TestStore(initialState: .init()) { SoloAcciones() }.send(.nada)
    await TestStore(initialState: 3) { CuerpoGuardado() }.send("x")
    #expect(TestStore(initialState: 1) { EstadoAlias() }.state == 1)
    await TestStore(initialState: .numero(2)) { SoloNumero() }.send(.nada)
  }

  @Test("conditional cases: those of the platform exist, those of no platform do not")
  func conditionalCases() {
    #if os(Linux)
      let store = TestStore(initialState: .linux(SoloEstado.State())) { PorPlataforma.body }
      #expect(store.state.linux?.nombre == "Ana")
      #expect(store.state.comun == nil)
    #endif
    let tablilla = Tablilla.vacio(Vacio.State())
    #expect(tablilla == .vacio(Vacio.State()))
    #if os(Linux)
      #expect(tablilla != .linux(SoloEstado.State()))
    #endif
  }

  @Test("a case's default reducer is the one that runs")
  func defaultReducer() async {
    let store = TestStore(initialState: .saludo(Saludo.State())) { Bienvenida.body }
    await store.send(.saludo(.decir)) { $0.modify(\.saludo) { $0.dicho = "¡Hola!" } }
  }

  @Test("an enum reducer nested in another runs through both, presented by ifLet")
  func nestedEnums() async {
    let store = TestStore(
      initialState: Portada.State(destino: .interior(.bienvenida(.saludo(Saludo.State()))))
    ) {
      Portada()
    }
    await store.send(\.destino.interior.bienvenida.saludo.decir) {
      $0.destino?.modify(\.interior) {
        $0.modify(\.bienvenida) { $0.modify(\.saludo) { $0.dicho = "¡Hola!" } }
      }
    }
  }

  @Test("conformances added to the generated enums in an extension work")
  func conformancesInAnExtension() throws {
    let state = Conformes.State.vacio(Vacio.State())
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(Conformes.State.self, from: data) == state)
    #expect(Set([state, state]).count == 1)
  }
}
