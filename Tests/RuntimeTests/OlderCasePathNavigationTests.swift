import Runtime
import TestSupport
import Testing

/// A library: a book opened as a sheet, a notice as an alert, and a stack of shelves, each
/// wired with `/Action.case` paths, the spelling of TCA before case key paths.
struct Biblioteca: Reducer {
  struct Libro: Reducer {
    struct State: Equatable { var pagina = 1 }
    enum Action: Equatable { case pasarPagina, cerrar }
    @Dependency(\.dismiss) var dismiss
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .pasarPagina:
        state.pagina += 1
        return .none
      case .cerrar:
        return .run { _ in await dismiss() }
      }
    }
  }

  struct Estante: Reducer {
    struct State: Equatable { var libros = 0 }
    enum Action: Equatable { case colocar }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.libros += 1
      return .none
    }
  }

  struct State: Equatable {
    @PresentationState var libro: Libro.State?
    @PresentationState var aviso: AlertState<Action.Aviso>?
    var estantes = StackState<Estante.State>()
    var prestamos = 0
  }

  enum Action: Equatable {
    case libro(PresentationAction<Libro.Action>)
    case aviso(PresentationAction<Aviso>)
    case estantes(StackAction<Estante.State, Estante.Action>)
    case abrirLibro
    case avisar
    case anadirEstante

    enum Aviso: Equatable { case prestar }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .abrirLibro:
        state.libro = Libro.State()
      case .avisar:
        state.aviso = AlertState {
          TextState("¿Prestar el libro?")
        } actions: {
          ButtonState(action: .prestar) { TextState("Prestar") }
        }
      case .aviso(.presented(.prestar)):
        state.prestamos += 1
      case .anadirEstante:
        state.estantes.append(Estante.State())
      case .libro, .aviso, .estantes:
        break
      }
      return .none
    }
    .ifLet(\.$libro, action: /Action.libro) { Libro() }
    .ifLet(\.$aviso, action: /Action.aviso)
    .forEach(\.estantes, action: /Action.estantes) { Estante() }
  }
}

@MainActor
@Suite("Navigation with /Action.case paths, TCA's older spelling")
struct OlderCasePathNavigationTests {
  @Test("ifLet with a presentation case path runs the child, and its dismiss closes it")
  func presentedChild() async {
    let store = TestStore(initialState: Biblioteca.State()) { Biblioteca() }
    await store.send(.abrirLibro) { $0.libro = Biblioteca.Libro.State() }
    await store.send(.libro(.presented(.pasarPagina))) { $0.libro?.pagina = 2 }
    await store.send(.libro(.presented(.cerrar)))
    await store.receive(.libro(.dismiss)) { $0.libro = nil }
  }

  @Test("ifLet with a presentation case path and no child closes the alert after its action")
  func alertWithoutChild() async {
    let store = TestStore(initialState: Biblioteca.State()) { Biblioteca() }
    await store.send(.avisar) {
      $0.aviso = AlertState {
        TextState("¿Prestar el libro?")
      } actions: {
        ButtonState(action: .prestar) { TextState("Prestar") }
      }
    }
    await store.send(.aviso(.presented(.prestar))) {
      $0.prestamos = 1
      $0.aviso = nil
    }
  }

  @Test("forEach with a stack case path runs each element and pops it")
  func stack() async {
    let store = TestStore(initialState: Biblioteca.State()) { Biblioteca() }
    await store.send(.anadirEstante) { $0.estantes.append(Biblioteca.Estante.State()) }
    await store.send(.estantes(.element(id: 0, action: .colocar))) {
      $0.estantes[id: 0]?.libros = 1
    }
    await store.send(.estantes(.popFrom(id: 0))) { $0.estantes.pop(from: 0) }
  }
}

/// What a presented destination can be: a plain enum, with no case paths of its own.
enum Hoja: Equatable {
  case nota(String)
  case numero(Int)
}

/// A destination enum with case key paths.
@CasePathable
enum PanelLateral: Equatable {
  case ajustes(Int)
  case ayuda(String)
}

struct ConHoja: Equatable {
  @PresentationState var hoja: Hoja?
  @PresentationState var panel: PanelLateral?
}

@Suite("PresentationState[case:]: the presented state through one of its cases")
struct PresentationStateCaseTests {
  @Test("a case key path reads the payload, edits it in place, and nil dismisses")
  func caseKeyPath() {
    var estado = ConHoja(panel: .ajustes(1))
    #expect(estado.$panel[case: \.ajustes] == 1)
    #expect(estado.$panel[case: \.ayuda] == nil)
    estado.$panel[case: \.ajustes]? += 1
    #expect(estado.panel == .ajustes(2))
    estado.$panel[case: \.ajustes] = nil
    #expect(estado.panel == nil)
  }

  @Test("a /Enum.case path works on an enum without case paths")
  func olderCasePath() {
    var estado = ConHoja(hoja: .numero(41))
    estado.$hoja[case: /Hoja.numero]? += 1
    #expect(estado.hoja == .numero(42))
    estado.$hoja[case: /Hoja.numero] = nil
    #expect(estado.hoja == nil)
  }

  @Test("editing another case changes nothing and is reported with the presented case")
  func anotherCase() {
    var estado = ConHoja(hoja: .numero(7), panel: .ajustes(1))
    withKnownIssue {
      estado.$hoja[case: /Hoja.nota]?.append("!")
    } matching: { issue in
      issue.description.contains("presented state through that case path: it is another case")
        && issue.description.contains(".numero(7)")
    }
    withKnownIssue {
      estado.$panel[case: \.ayuda]?.append("!")
    } matching: { issue in
      issue.description.contains("presented state as \\.ayuda: it is another case")
    }
    #expect(estado.hoja == .numero(7))
    #expect(estado.panel == .ajustes(1))
  }

  @Test("editing a case while nothing is presented is reported")
  func nothingPresented() {
    var estado = ConHoja()
    withKnownIssue {
      estado.$panel[case: \.ajustes]? += 1
    } matching: { issue in
      issue.description.contains("nothing is presented")
    }
    #expect(estado.panel == nil)
  }
}

@Suite("StackState[id:case:] with a /Enum.case path")
struct StackStateOlderCasePathTests {
  @Test("the element is edited through the case, and another case is reported")
  func editing() {
    var pila = StackState<Hoja>([.numero(1), .nota("a")])
    pila[id: 0, case: /Hoja.numero]? += 1
    #expect(pila[id: 0] == .numero(2))
    withKnownIssue {
      pila[id: 1, case: /Hoja.numero]? += 1
    } matching: { issue in
      issue.description.contains("stack element #1 through that case path: it is another case")
    }
    #expect(pila[id: 1] == .nota("a"))
    pila[id: 1, case: /Hoja.nota] = nil
    #expect(pila.ids == [0])
  }
}
