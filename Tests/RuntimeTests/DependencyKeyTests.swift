import Foundation
import Runtime
import Synchronization
import TestSupport
import Testing

/// A stateful test double: an in-memory list of saved names.
final class Agenda: Sendable {
  private let nombres = Mutex<[String]>([])
  func guardar(_ nombre: String) { nombres.withLock { $0.append(nombre) } }
  var todos: [String] { nombres.withLock { $0 } }
}

private enum AgendaKey: DependencyKey {
  static var liveValue: Agenda { Agenda() }
  // Computed: a new agenda each time the key is asked — so only caching keeps one per test.
  static var testValue: Agenda { Agenda() }
}

/// A client with no test value at all.
struct Saludador: Sendable {
  var saludar: @Sendable () -> String
  var despedir: @Sendable () -> String
}

private enum SaludadorKey: DependencyKey {
  static let liveValue = Saludador(saludar: { "hola (real)" }, despedir: { "adiós (real)" })
}

private enum PreferidoKey: DependencyKey {
  static let liveValue: Int? = nil
  static let testValue: Int? = 7
}

/// A client whose test value fails, endpoint by endpoint.
struct Buzon: Sendable {
  var enviar: @Sendable (String) -> Void
  var vaciar: @Sendable () -> Int
}

private enum BuzonKey: DependencyKey {
  static let liveValue = Buzon(enviar: { _ in }, vaciar: { 0 })
  static let testValue = Buzon(
    enviar: unimplemented("buzon.enviar", placeholder: ()),
    vaciar: unimplemented("buzon.vaciar", placeholder: 0))
}

/// A client that is its own key, declared with only a test value, as an interface module does.
struct Horario: TestDependencyKey, Sendable {
  var hora: @Sendable () -> Int
  static let testValue = Horario(hora: unimplemented("Horario.hora", placeholder: 0))
}

/// A client that is its own key, declared beside its live value.
struct ClienteDeDatos: DependencyKey, Sendable {
  var dato: @Sendable (Int) async throws -> String
  static let liveValue = ClienteDeDatos(dato: { "\($0) es un número" })
  static let testValue = ClienteDeDatos(dato: unimplemented("clienteDeDatos.dato"))
}

extension DependencyValues {
  var clienteDeDatos: ClienteDeDatos {
    get { self[ClienteDeDatos.self] }
    set { self[ClienteDeDatos.self] = newValue }
  }
  var agenda: Agenda {
    get { self[AgendaKey.self] }
    set { self[AgendaKey.self] = newValue }
  }
  var saludador: Saludador {
    get { self[SaludadorKey.self] }
    set { self[SaludadorKey.self] = newValue }
  }
  var preferido: Int? {
    get { self[PreferidoKey.self] }
    set { self[PreferidoKey.self] = newValue }
  }
  var buzon: Buzon {
    get { self[BuzonKey.self] }
    set { self[BuzonKey.self] = newValue }
  }
}

/// Saves a name in the agenda, in the reducer and again in an effect.
struct Apuntar: Reducer {
  struct State: Equatable { var apuntados = 0 }
  enum Action: Equatable, Sendable, CasePathable {
    case apuntar(String)
    case apuntado
  }
  @Dependency(\.agenda) var agenda

  func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
    switch action {
    case .apuntar(let nombre):
      agenda.guardar(nombre)
      return .run { send in
        agenda.guardar("\(nombre) (efecto)")
        await send(.apuntado)
      }
    case .apuntado:
      state.apuntados += 1
      return .none
    }
  }
}

@MainActor
@Suite("Dependencies: test values, keys, overrides and preparation")
struct DependencyKeyTests {
  @Test("a test value is computed once per test: the store, its effects and the test share it")
  func testValueIsKeptForTheTest() async {
    let store: TestStoreOf<Apuntar> = TestStore(initialState: Apuntar.State()) { Apuntar() }
    await store.send(.apuntar("Ana"))
    await store.receive(.apuntado) { $0.apuntados = 1 }
    @Dependency(\.agenda) var agenda
    #expect(agenda.todos == ["Ana", "Ana (efecto)"])
  }

  @Test("another test starts with its own test value")
  func anotherTestHasItsOwn() async {
    @Dependency(\.agenda) var agenda
    #expect(agenda.todos.isEmpty)
    agenda.guardar("Luis")
    @Dependency(\.agenda) var otraVez
    #expect(otraVez.todos == ["Luis"])
  }

  @Test("overriding part of a client that has no test value reports nothing")
  func partialOverrideIsNotAUse() async {
    @Dependency(\.saludador) var saludador
    let saludo = withDependencies {
      $0.saludador.saludar = { "hola (prueba)" }
    } operation: {
      saludador.saludar()
    }
    #expect(saludo == "hola (prueba)")

    let store = TestStore(initialState: Apuntar.State()) {
      Apuntar()
    } withDependencies: {
      $0.saludador.despedir = { "adiós (prueba)" }
    }
    #expect(store.dependencies.saludador.despedir() == "adiós (prueba)")
  }

  @Test("an endpoint not overridden still fails when used")
  func theRestStillFails() {
    withKnownIssue {
      let vaciados = withDependencies {
        $0.buzon.enviar = { _ in }
      } operation: {
        @Dependency(\.buzon) var buzon
        buzon.enviar("hola")
        return buzon.vaciar()
      }
      #expect(vaciados == 0)
    } matching: { issue in
      issue.description.contains("'buzon.vaciar' was called")
    }
  }

  @Test("a dependency of optional type gets its test value, not a missing one read as nil")
  func optionalDependency() {
    @Dependency(\.preferido) var preferido
    #expect(preferido == 7)
    #expect(preferido == 7)  // kept
  }

  @Test("a client that is its own key, overridden endpoint by endpoint")
  func clientIsItsOwnKey() async throws {
    let dato = try await withDependencies {
      $0.clienteDeDatos.dato = { "el \($0) va primero en la lista" }
    } operation: {
      @Dependency(\.clienteDeDatos) var clienteDeDatos
      return try await clienteDeDatos.dato(1)
    }
    #expect(dato == "el 1 va primero en la lista")
  }

  @Test("date.now can be set")
  func dateNowIsSettable() {
    let fecha = Date(timeIntervalSince1970: 1_000)
    withDependencies {
      $0.date.now = fecha
    } operation: {
      @Dependency(\.date) var date
      #expect(date.now == fecha)
      #expect(date() == fecha)
    }
  }

  @Test("calendar, locale and time zone are dependencies a test fixes, and fail unfixed")
  func calendarLocaleTimeZone() {
    withDependencies {
      $0.calendar = Calendar(identifier: .gregorian)
      $0.locale = Locale(identifier: "es_ES")
      $0.timeZone = TimeZone(identifier: "Europe/Madrid")!
    } operation: {
      @Dependency(\.calendar) var calendario
      @Dependency(\.locale) var idioma
      @Dependency(\.timeZone) var zona
      #expect(calendario.identifier == .gregorian)
      #expect(idioma.identifier == "es_ES")
      #expect(zona.identifier == "Europe/Madrid")
    }
    withKnownIssue {
      @Dependency(\.timeZone) var zona
      _ = zona
    } matching: { issue in
      issue.description.contains("'timeZone' has no test value")
    }
  }

  @Test("@Dependency(Type.self) reads a client that is its own key")
  func dependencyByType() {
    withDependencies {
      $0[Horario.self] = Horario(hora: { 9 })
    } operation: {
      @Dependency(Horario.self) var horario
      #expect(horario.hora() == 9)
    }
    withKnownIssue {
      @Dependency(Horario.self) var horario
      _ = horario.hora()
    } matching: { issue in
      issue.description.contains("'Horario.hora' was called")
    }
  }

  @Test("a key with only a test value reports its use in the live app, and uses the test value")
  func testKeyInTheLiveApp() {
    withKnownIssue {
      withDependencies {
        $0.context = .live
      } operation: {
        @Dependency(Horario.self) var horario
        _ = horario
      }
    } matching: { issue in
      issue.description.contains("'Horario.self' has no live value")
    }
  }

  @Test("prepareDependencies sets a default for the rest of the test")
  func prepare() {
    prepareDependencies { $0.saludador = Saludador(saludar: { "preparado" }, despedir: { "" }) }
    @Dependency(\.saludador) var saludador
    #expect(saludador.saludar() == "preparado")
    let store = TestStore(initialState: Apuntar.State()) { Apuntar() }
    #expect(store.dependencies.saludador.saludar() == "preparado")
    let tienda: StoreOf<Apuntar> = Store(initialState: Apuntar.State()) { Apuntar() }
    #expect(tienda.state.apuntados == 0)
    withDependencies {
      $0.saludador.saludar = { "cambiado" }
    } operation: {
      #expect(saludador.saludar() == "cambiado")
    }
  }

  @Test("preparing a dependency already used reports it, and changes nothing")
  func prepareTooLate() {
    @Dependency(\.agenda) var agenda
    agenda.guardar("primera")
    withKnownIssue {
      prepareDependencies { $0.agenda = Agenda() }
    } matching: { issue in
      issue.description.contains("'agenda' was already used or prepared")
    }
    #expect(agenda.todos == ["primera"])
  }

  @Test("reportIssue(error) and withErrorReporting fail the test, naming the error")
  func errorReporting() async {
    struct Roto: Error {}
    withKnownIssue {
      reportIssue(Roto(), "Guardando")
    } matching: { issue in
      issue.description.contains("Caught error: Roto()") && issue.description.contains("Guardando")
    }
    withKnownIssue {
      let valor: Int? = withErrorReporting { throw Roto() }
      #expect(valor == nil)
    } matching: { issue in
      issue.description.contains("Caught error: Roto()")
    }
    let valor = await withErrorReporting { () async throws -> Int in 3 }
    #expect(valor == 3)
  }
}
