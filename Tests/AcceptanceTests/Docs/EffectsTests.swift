import Foundation
import TestSupport
import Testing

// The examples of docs/effects.md, compiled and run.

// snippet: effects-result
/// Asks a service for a fact about a number; the answer arrives as a `Result`.
@Reducer
struct Curiosidad {
  @ObservableState
  struct State: Equatable {
    var numero = 0
    var cargando = false
    var dato: String?
  }

  enum Action {
    case pedirPulsado
    case respuesta(Result<String, any Error>)
  }

  @Dependency(\.curiosidades) var curiosidades

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pedirPulsado:
        state.cargando = true
        return .run { [numero = state.numero] send in
          await send(.respuesta(Result { try await curiosidades.dato(numero) }))
        }

      case .respuesta(.success(let dato)):
        state.cargando = false
        state.dato = dato
        return .none

      case .respuesta(.failure):
        state.cargando = false
        return .none
      }
    }
  }
}
// end snippet

/// Facts about numbers.
@DependencyClient
struct ClienteCuriosidades: Sendable {
  var dato: @Sendable (_ numero: Int) async throws -> String
}

private enum ClienteCuriosidadesKey: DependencyKey {
  static let liveValue = ClienteCuriosidades(dato: { "\($0) es un número" })
  static let testValue = ClienteCuriosidades(dato: unimplemented("curiosidades.dato"))
}

extension DependencyValues {
  var curiosidades: ClienteCuriosidades {
    get { self[ClienteCuriosidadesKey.self] }
    set { self[ClienteCuriosidadesKey.self] = newValue }
  }
}

// snippet: effects-timer
/// Counts seconds while it runs.
@Reducer
struct Segundero {
  @ObservableState
  struct State: Equatable {
    var enMarcha = false
    var segundos = 0
  }

  enum Action {
    case alternarPulsado
    case tic
  }

  enum CancelID { case tic }

  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alternarPulsado:
        state.enMarcha.toggle()
        guard state.enMarcha else { return .cancel(id: CancelID.tic) }
        return .run { send in
          for await _ in reloj.timer(interval: .seconds(1)) {
            await send(.tic)
          }
        }
        .cancellable(id: CancelID.tic, cancelInFlight: true)

      case .tic:
        state.segundos += 1
        return .none
      }
    }
  }
}
// end snippet

// snippet: effects-task-cancellation
/// Loads a page of results; asking again, or leaving, cancels the load in flight.
@Reducer
struct Pagina {
  @ObservableState
  struct State: Equatable {
    var filas: [String] = []
  }

  enum Action {
    case cargarPulsado
    case salirPulsado
    case cargada([String])
  }

  enum CancelID { case carga }

  @Dependency(\.curiosidades) var curiosidades

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cargarPulsado:
        return .run { send in
          let filas = try await withTaskCancellation(id: CancelID.carga, cancelInFlight: true) {
            [try await curiosidades.dato(1), try await curiosidades.dato(2)]
          }
          await send(.cargada(filas))
        }

      case .salirPulsado:
        return .run { _ in Task.cancel(id: CancelID.carga) }

      case .cargada(let filas):
        state.filas = filas
        return .none
      }
    }
  }
}
// end snippet

// snippet: effects-throttle
/// Saves the scroll position at most once a second, whatever the scrolling sends.
@Reducer
struct Lectura {
  @ObservableState
  struct State: Equatable {
    var guardada: Int?
  }

  enum Action: Equatable {
    case desplazado(Int)
    case guardar(Int)
  }

  enum CancelID { case posicion }

  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .desplazado(let posicion):
        return .send(.guardar(posicion))
          .throttle(id: CancelID.posicion, for: .seconds(1), clock: reloj, latest: true)

      case .guardar(let posicion):
        state.guardada = posicion
        return .none
      }
    }
  }
}
// end snippet

@MainActor
struct EffectsTests {
  // snippet: effects-result-test
  @Test
  func theAnswerArrivesAsAResult() async {
    let store = TestStore(initialState: Curiosidad.State(numero: 7)) {
      Curiosidad()
    } withDependencies: {
      $0.curiosidades.dato = { "\($0) días tiene la semana" }
    }

    await store.send(.pedirPulsado) { $0.cargando = true }
    await store.receive(\.respuesta.success) {
      $0.cargando = false
      $0.dato = "7 días tiene la semana"
    }
  }

  @Test
  func aFailureArrivesAsAResultToo() async {
    struct SinConexion: Error {}
    let store = TestStore(initialState: Curiosidad.State()) {
      Curiosidad()
    } withDependencies: {
      $0.curiosidades.dato = { _ in throw SinConexion() }
    }

    await store.send(.pedirPulsado) { $0.cargando = true }
    await store.receive(\.respuesta.failure) { $0.cargando = false }
  }
  // end snippet

  // snippet: effects-never-test
  @Test(.schedules(20))
  func anAnswerThatNeverComes() async {
    let store = TestStore(initialState: Pagina.State()) {
      Pagina()
    } withDependencies: {
      $0.curiosidades.dato = { _ in try await Task.never() }
    }

    await store.send(.cargarPulsado)
    await store.send(.salirPulsado)  // cancels the load: nothing arrives, nothing is left running
  }
  // end snippet

  // snippet: effects-timer-test
  @Test
  func theTimerTicksEverySecond() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Segundero.State()) {
      Segundero()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.alternarPulsado) { $0.enMarcha = true }
    await reloj.advance(by: .seconds(3))
    await store.receive(\.tic) { $0.segundos = 1 }
    await store.receive(\.tic) { $0.segundos = 2 }
    await store.receive(\.tic) { $0.segundos = 3 }
    await store.send(.alternarPulsado) { $0.enMarcha = false }
  }
  // end snippet

  // snippet: effects-throttle-test
  @Test(.schedules(20))
  func scrollingSavesAtMostOnceASecond() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Lectura.State()) {
      Lectura()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.desplazado(10))
    await store.receive(\.guardar) { $0.guardada = 10 }  // the first goes through at once
    await store.send(.desplazado(20))
    await store.send(.desplazado(30))  // within the second: only the latest will be saved
    await reloj.advance(by: .seconds(1))
    await store.receive(.guardar(30)) { $0.guardada = 30 }
  }
  // end snippet
}
