import Foundation
import TestSupport

/// Looks a word up in a dictionary as the person types: the toy these tests drive through a
/// debounce, a dependency that answers or fails, and a test value that is unimplemented.
///
/// It is written here, not taken from the shop, so that TestSupport's tests depend on nothing
/// but TestSupport.
struct Glosario: Reducer {
  struct State: Equatable {
    var palabra = ""
    var consultando = false
    var definiciones: [String] = []
    var aviso: String?
  }

  enum Action: Equatable, Sendable, CasePathable {
    case palabraCambio(String)
    case consultaIniciada
    case definiciones([String])
    case sinRespuesta
  }

  static let aviso = "El diccionario no respondió"

  private enum CancelID { case espera, consulta }

  @Dependency(\.continuousClock) var reloj
  @Dependency(\.diccionario) var diccionario

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .palabraCambio(let palabra):
      state.palabra = palabra
      return Effect.send(.consultaIniciada)
        .debounce(id: CancelID.espera, for: .milliseconds(300), clock: reloj)
    case .consultaIniciada:
      state.consultando = true
      return .run { [palabra = state.palabra] send in
        await send(.definiciones(try await diccionario.definir(palabra)))
      } catch: { _, send in
        await send(.sinRespuesta)
      }
      .cancellable(id: CancelID.consulta, cancelInFlight: true)
    case .definiciones(let definiciones):
      state.consultando = false
      state.definiciones = definiciones
      return .none
    case .sinRespuesta:
      state.consultando = false
      state.aviso = Self.aviso
      return .none
    }
  }
}

/// The dictionary `Glosario` asks: a struct of closures, unimplemented in tests.
struct Diccionario: Sendable {
  var definir: @Sendable (_ palabra: String) async throws -> [String]
}

private enum DiccionarioKey: TestDependencyKey {
  static let testValue = Diccionario(definir: unimplemented("diccionario.definir"))
}

extension DependencyValues {
  var diccionario: Diccionario {
    get { self[DiccionarioKey.self] }
    set { self[DiccionarioKey.self] = newValue }
  }
}
