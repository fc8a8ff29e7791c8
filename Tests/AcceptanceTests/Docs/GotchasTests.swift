import Foundation
import TestSupport
import Testing

// The examples of docs/gotchas.md, compiled and run.

/// A cart that counts its items: enough to show what `.off` hands the assertion closure.
@Reducer
struct Cesta {
  @ObservableState
  struct State: Equatable {
    var articulos = 0
    var total = 0
  }

  enum Action: Equatable {
    case anadido(precio: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .anadido(let precio):
        state.articulos += 1
        state.total += precio
        return .none
      }
    }
  }
}

/// A screen that loads two things at once.
@Reducer
struct Bienvenida {
  @ObservableState
  struct State: Equatable {
    var novedades: [String] = []
    var ofertas: [String] = []
  }

  enum Action: Equatable {
    case aparecio
    case cargada(novedades: [String], ofertas: [String])
  }

  @Dependency(\.mostrador) var mostrador

  // snippet: gotchas-structured
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aparecio:
        return .run { send in
          // Both requests run at once, as child tasks of the effect: the effect (and the test
          // store waiting on it) ends only when both have answered.
          async let novedades = mostrador.novedades()
          async let ofertas = mostrador.ofertas()
          await send(.cargada(novedades: try await novedades, ofertas: try await ofertas))
        }

      case .cargada(let novedades, let ofertas):
        state.novedades = novedades
        state.ofertas = ofertas
        return .none
      }
    }
  }
  // end snippet
}

/// The same screen, written with an unstructured task: what not to do. It compiles, and a
/// test of it cannot be trusted, so it is shown, never tested.
@Reducer
struct BienvenidaSuelta {
  typealias State = Bienvenida.State
  typealias Action = Bienvenida.Action

  @Dependency(\.mostrador) var mostrador

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      // snippet: gotchas-unstructured
      case .aparecio:
        return .run { send in
          Task {  // escapes the effect: nothing waits for it, nothing cancels it
            let novedades = try await mostrador.novedades()
            await send(.cargada(novedades: novedades, ofertas: []))
          }
        }
      // end snippet

      case .cargada(let novedades, let ofertas):
        state.novedades = novedades
        state.ofertas = ofertas
        return .none
      }
    }
  }
}

@DependencyClient
struct Mostrador: Sendable {
  var novedades: @Sendable () async throws -> [String]
  var ofertas: @Sendable () async throws -> [String]
}

private enum MostradorKey: DependencyKey {
  static let liveValue = Mostrador(novedades: { [] }, ofertas: { [] })
  static let testValue = Mostrador(
    novedades: unimplemented("mostrador.novedades"), ofertas: unimplemented("mostrador.ofertas"))
}

extension DependencyValues {
  var mostrador: Mostrador {
    get { self[MostradorKey.self] }
    set { self[MostradorKey.self] = newValue }
  }
}

@MainActor
struct GotchasTests {
  @Test
  func underOffTheClosureGetsTheStateAfterTheAction() async {
    let store = TestStore(initialState: Cesta.State()) {
      Cesta()
    }
    store.exhaustivity = .off

    let message = await failureText(containing: "does not match the expected state") {
      // snippet: gotchas-off-relative
      await store.send(.anadido(precio: 5)) {
        $0.articulos += 1  // under .off, $0 already has 1 article: this expects 2
      }
      // end snippet
    }
    CheckedText.expect(message, isBlock: "gotchas-off-relative-failure", in: "docs/gotchas.md")

    // snippet: gotchas-off-absolute
    await store.send(.anadido(precio: 5)) {
      $0.articulos = 2  // the value it must have after the action, whatever it was before
    }
    // end snippet
  }

  @Test
  func theSameRelativeClosureIsRightWhenExhaustive() async {
    let store = TestStore(initialState: Cesta.State()) {
      Cesta()
    }

    await store.send(.anadido(precio: 5)) {
      $0.articulos += 1  // exhaustive: $0 is the state before, so `+= 1` means "one more"
      $0.total += 5
    }
  }

  @Test(.schedules(20))
  func childTasksOfAnEffectAreWaitedFor() async {
    let store = TestStore(initialState: Bienvenida.State()) {
      Bienvenida()
    } withDependencies: {
      $0.mostrador.novedades = { ["Sartén"] }
      $0.mostrador.ofertas = { ["Camiseta"] }
    }

    await store.send(.aparecio)
    await store.receive(\.cargada) {
      $0.novedades = ["Sartén"]
      $0.ofertas = ["Camiseta"]
    }
  }
}
