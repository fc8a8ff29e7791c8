import Runtime
import TestSupport
import Testing

/// A recipe book: a stack of screens, each a recipe or the shopping list.
struct Recetario: Reducer {
  /// A recipe's screen: how many servings to cook.
  struct Receta: Reducer {
    struct State: Equatable { var raciones = 1 }
    enum Action: Equatable, CasePathable { case masRaciones }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.raciones += 1
      return .none
    }
  }

  /// The shopping list's screen.
  struct Compra: Reducer {
    struct State: Equatable { var articulos: [String] = [] }
    enum Action: Equatable, CasePathable { case anadir(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case .anadir(let articulo) = action else { return .none }
      state.articulos.append(articulo)
      return .none
    }
  }

  enum Pantalla: CaseReducer {
    enum State: CaseReducerState, CasePathable, Equatable {
      typealias StateReducer = Pantalla
      case receta(Receta.State)
      case compra(Compra.State)
    }
    enum Action: CasePathable, Equatable {
      case receta(Receta.Action)
      case compra(Compra.Action)
    }
    static var body: some ReducerOf<Self> {
      Scope(state: \.receta, action: \.receta) { Receta() }
      Scope(state: \.compra, action: \.compra) { Compra() }
    }
  }

  struct State: Equatable { var ruta = StackState<Pantalla.State>() }
  enum Action: CasePathable, Equatable { case ruta(StackActionOf<Pantalla>) }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.ruta, action: \.ruta)
  }
}

@MainActor
@Suite("StackState[id:case:]: a screen of the stack through its case")
struct StackStateCaseTests {
  @Test("an assertion edits the pushed screen through its case")
  func assertionThroughTheCase() async {
    let store = TestStore(
      initialState: Recetario.State(ruta: [.receta(.init()), .compra(.init())])
    ) {
      Recetario()
    }
    await store.send(\.ruta[id: 0].receta.masRaciones) {
      $0.ruta[id: 0, case: \.receta]?.raciones = 2
    }
    await store.send(\.ruta[id: 1].compra.anadir, "harina") {
      $0.ruta[id: 1, case: \.compra]?.articulos.append("harina")
    }
  }

  @Test("reading gives the payload of that case, nil for another case or an unknown id")
  func reading() {
    let ruta = StackState<Recetario.Pantalla.State>([.receta(.init(raciones: 4))])
    #expect(ruta[id: 0, case: \.receta] == Recetario.Receta.State(raciones: 4))
    #expect(ruta[id: 0, case: \.compra] == nil)
    #expect(ruta[id: 7, case: \.receta] == nil)
  }

  @Test("writing a payload replaces the element in place; writing nil pops it and what is above")
  func writing() {
    var ruta = StackState<Recetario.Pantalla.State>([
      .receta(.init()), .compra(.init()), .receta(.init()),
    ])
    ruta[id: 1, case: \.compra] = .init(articulos: ["sal"])
    #expect(ruta[id: 1] == .compra(.init(articulos: ["sal"])))
    #expect(ruta.ids == [0, 1, 2])
    ruta[id: 1, case: \.compra] = nil
    #expect(ruta.ids == [0])
  }

  @Test("editing an element that is another case changes nothing and is reported")
  func anotherCase() {
    var ruta = StackState<Recetario.Pantalla.State>([.receta(.init())])
    withKnownIssue {
      ruta[id: 0, case: \.compra]?.articulos.append("sal")
    } matching: { issue in
      issue.description.contains("stack element #0 as \\.compra")
        && issue.description.contains(".receta(")
    }
    #expect(ruta[id: 0] == .receta(.init()))
  }

  @Test("editing an id the stack does not hold changes nothing and is reported")
  func unknownID() {
    var ruta = StackState<Recetario.Pantalla.State>([.receta(.init())])
    withKnownIssue {
      ruta[id: 3, case: \.receta]?.raciones = 2
    } matching: { issue in
      issue.description.contains("no element #3 (it holds #0)")
    }
    #expect(ruta.ids == [0])
    #expect(ruta[id: 0] == .receta(.init()))
  }
}
