import Foundation
import Runtime
import TestSupport
import Testing

/// Throttles what it is told to throttle, latest or first, on the dependency clock.
struct Guardado: Reducer {
  struct State: Equatable { var guardados: [Int] = [] }
  enum Action: Equatable, CasePathable {
    case cambio(Int, latest: Bool)
    case rafaga([Int], latest: Bool)
    case guardar(Int)
  }
  enum CancelID { case guardado }
  @Dependency(\.continuousClock) var reloj

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cambio(let valor, let latest):
      return .send(.guardar(valor))
        .throttle(id: CancelID.guardado, for: .seconds(1), clock: reloj, latest: latest)
    case .rafaga(let valores, let latest):
      return .run { send in
        for valor in valores {
          await send(.guardar(valor))
          try await reloj.sleep(for: .milliseconds(300))
        }
      }
      .throttle(id: CancelID.guardado, for: .seconds(1), clock: reloj, latest: latest)
    case .guardar(let valor):
      state.guardados.append(valor)
      return .none
    }
  }
}

/// A timer on the dependency clock.
struct Reloj: Reducer {
  struct State: Equatable { var tics = 0 }
  enum Action: Equatable, CasePathable { case empezar, parar, tic }
  enum CancelID { case tic }
  @Dependency(\.continuousClock) var reloj
  /// Where the instants of the ticks are written, if anywhere.
  var instants: Log?
  var interval: Duration { instants == nil ? .seconds(1) : .seconds(2) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .empezar:
      return .run { [instants, interval] send in
        for await now in reloj.timer(interval: interval) {
          instants?.append("\(now)")
          await send(.tic)
        }
      }
      .cancellable(id: CancelID.tic)
    case .parar:
      return .cancel(id: CancelID.tic)
    case .tic:
      state.tics += 1
      return .none
    }
  }
}

@MainActor
@Suite("Effects: Result, Task.never, timer, throttle and friends")
struct EffectExtrasTests {
  let reloj = TestClock()

  @Test("Result has case paths and an async catching init")
  func result() async throws {
    struct Fallo: Error {}
    @Sendable func respuesta(_ falla: Bool) async throws -> Int {
      await Task.yield()
      if falla { throw Fallo() }
      return 7
    }
    let success = await Result { try await respuesta(false) }
    let failure = await Result { try await respuesta(true) }
    #expect(success[case: \.success] == 7)
    #expect(success[case: \.failure] == nil)
    #expect(failure[case: \.failure] is Fallo)
    #expect(failure.is(\.failure))
    let embed: CaseKeyPath<Result<Int, any Error>, Int> = \.success
    #expect(try embed(3).get() == 3)
  }

  @Test("Task.never() suspends until its task is cancelled, then throws")
  func never() async {
    let never = Task { () -> Bool in
      do {
        let _: Int = try await Task<Int, Never>.never()
        return false
      } catch {
        return error is CancellationError
      }
    }
    never.cancel()
    #expect(await never.value)

    // Where the closure returns nothing, and where it returns a value.
    let sinRespuesta: @Sendable () async throws -> Void = { try await Task.never() }
    let conRespuesta: @Sendable (Int) async throws -> String = { _ in try await Task.never() }
    let both = Task {
      async let a: Void = sinRespuesta()
      async let b = conRespuesta(1)
      return ((try? await a) == nil, (try? await b) == nil)
    }
    both.cancel()
    #expect(await both.value == (true, true))
  }

  @Test("AsyncStream.never waits until cancelled; .finished ends at once")
  func streams() async throws {
    var finished = 0
    for await _ in AsyncStream<Int>.finished { finished += 1 }
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() { finished += 1 }
    #expect(finished == 0)
    struct Fallo: Error {}
    await #expect(throws: Fallo.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Fallo()) {}
    }
    let waiting = Task { () -> Int in
      var count = 0
      for await _ in AsyncStream<Int>.never { count += 1 }
      return count
    }
    waiting.cancel()
    #expect(await waiting.value == 0)
  }

  @Test("AnyHashableSendable compares what it wraps")
  func anyHashableSendable() {
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(AnyHashableSendable(1) != AnyHashableSendable("1"))
    #expect(AnyHashableSendable(AnyHashableSendable(2)) == AnyHashableSendable(2))
    #expect(Set([AnyHashableSendable(1), AnyHashableSendable(1)]).count == 1)
    #expect(AnyHashableSendable("a").base as? String == "a")
  }

  @Test("a timer ticks once per interval of a TestClock, and stops when cancelled")
  func timer() async throws {
    let store = TestStore(initialState: Reloj.State()) {
      Reloj()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.empezar)
    await reloj.advance(by: .milliseconds(999))
    await reloj.advance(by: .milliseconds(1))
    await store.receive(\.tic) { $0.tics = 1 }
    await reloj.advance(by: .seconds(3))
    await store.receive(\.tic) { $0.tics = 2 }
    await store.receive(\.tic) { $0.tics = 3 }
    await store.receive(\.tic) { $0.tics = 4 }
    await store.send(.parar)
    try await reloj.checkSuspension()
  }

  @Test("a timer yields the clock's now at each tick, on whole intervals from its start")
  func timerInstants() async {
    let instants = Log()
    let store = TestStore(initialState: Reloj.State()) {
      Reloj(instants: instants)
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await reloj.advance(by: .milliseconds(500))  // the timer starts at 0.5 s
    await store.send(.empezar)
    await reloj.advance(by: .seconds(5))
    await store.receive(\.tic) { $0.tics = 1 }
    await store.receive(\.tic) { $0.tics = 2 }
    await store.send(.parar)
    #expect(instants.all == ["t+2.5 seconds", "t+4.5 seconds"])
  }

  func makeThrottled() -> TestStore<Guardado.State, Guardado.Action> {
    TestStore(initialState: Guardado.State()) {
      Guardado()
    } withDependencies: {
      $0.continuousClock = reloj
    }
  }

  @Test(
    "throttle lets the first through at once and the latest at the end of the interval",
    .schedules(20))
  func throttleLatest() async {
    let store = makeThrottled()
    await store.send(.cambio(1, latest: true))
    await store.receive(.guardar(1)) { $0.guardados = [1] }
    await reloj.advance(by: .milliseconds(200))
    await store.send(.cambio(2, latest: true))
    await store.send(.cambio(3, latest: true))
    await reloj.advance(by: .milliseconds(799))
    await reloj.advance(by: .milliseconds(1))
    await store.receive(.guardar(3)) { $0.guardados = [1, 3] }
    await reloj.advance(by: .seconds(5))
    await store.send(.cambio(4, latest: true))  // the interval is long past: at once
    await store.receive(.guardar(4)) { $0.guardados = [1, 3, 4] }
  }

  @Test("throttle with latest: false keeps the first action of the interval", .schedules(20))
  func throttleFirst() async {
    let store = makeThrottled()
    await store.send(.cambio(1, latest: false))
    await store.receive(.guardar(1)) { $0.guardados = [1] }
    await store.send(.cambio(2, latest: false))
    await store.send(.cambio(3, latest: false))
    await reloj.advance(by: .seconds(1))
    await store.receive(.guardar(2)) { $0.guardados = [1, 2] }
  }

  @Test("throttle applies to every action a long-running effect sends", .schedules(20))
  func throttleRun() async {
    let store = makeThrottled()
    await store.send(.rafaga([1, 2, 3, 4, 5], latest: true))
    await store.receive(.guardar(1)) { $0.guardados = [1] }
    await reloj.advance(by: .milliseconds(1500))
    // 2 (at 0.3 s) and 3 (0.6 s) and 4 (0.9 s) arrived in the first interval; 4 is latest.
    await store.receive(.guardar(4)) { $0.guardados = [1, 4] }
    await reloj.advance(by: .seconds(1))
    await store.receive(.guardar(5)) { $0.guardados = [1, 4, 5] }
  }
}
