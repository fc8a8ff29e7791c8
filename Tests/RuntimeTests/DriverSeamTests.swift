@_spi(Driver) import Runtime
import Testing

/// A feature whose effects a driver watches: one answers in three steps, one beats until it is
/// cancelled.
private struct Pasos: Reducer {
  struct State: Equatable { var pasos: [Int] = [] }
  enum Action: Equatable, Sendable { case empezar, paso(Int), latir }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .empezar:
      return .run { send in
        for paso in 1...3 {
          await Task.yield()
          await send(.paso(paso))
        }
      }
    case .paso(let paso):
      state.pasos.append(paso)
      return .none
    case .latir:
      return .run { _ in
        let (nunca, continuacion) = AsyncStream<Never>.makeStream()
        for await _ in nunca {}
        continuacion.finish()
      }
    }
  }
}

/// The smallest driver the seam allows, as a package outside Runtime would write it: it runs a
/// store step by step on a settling executor and writes down every action with where it came
/// from.
@MainActor
private final class Conductor {
  let store: Store<Pasos.State, Pasos.Action>
  let executor: SettlingExecutor
  private(set) var reduced: [(action: Pasos.Action, source: ActionSource)] = []

  init(order: (any JobOrder)? = nil) {
    var dependencies = DependencyValues.current
    dependencies.context = .test
    store = Store(driving: Pasos(), from: Pasos.State(), dependencies: dependencies)
    executor = SettlingExecutor(order: order)
    store.effectExecutor = executor
    store.onReduce { [unowned self] action, source, _ in reduced.append((action, source)) }
    store.makeTasks { action in
      StoreTask(location: nil, label: "conductor: \(action)")
    }
  }

  /// Sends `action` and lets what it started run until nothing can make progress.
  func step(_ action: Pasos.Action) async -> StoreTask {
    let task = store.send(action)
    await store.settle(on: executor, until: .now + .seconds(5))
    return task
  }
}

/// Picks the last ready job, and counts how often it was asked.
private struct UltimoPrimero: JobOrder {
  let picks: Preguntas
  mutating func pick(among count: Int) -> Int {
    picks.increment()
    return count - 1
  }
}

private final class Preguntas: @unchecked Sendable {
  // Safe: only touched from jobs the executor runs one at a time on the main queue, and read by
  // the test after they settled.
  private(set) var value = 0
  func increment() { value += 1 }
}

@MainActor
@Suite("The driver seam, from outside Runtime")
struct DriverSeamTests {
  @Test("a settle returns once the effect has run to its end, and every action it sent is in")
  func settleRunsTheEffectToItsEnd() async {
    let conductor = Conductor()

    let task = await conductor.step(.empezar)

    #expect(conductor.store.untrackedState.pasos == [1, 2, 3])
    #expect(!task.isRunning)
    #expect(conductor.store.runningTasks.isEmpty)
    #expect(conductor.store.runningEffectCount == 0)
  }

  @Test("each reduced action says whether it was sent or which task's effect sent it")
  func actionSources() async {
    let conductor = Conductor()

    let task = await conductor.step(.empezar)

    #expect(conductor.reduced.map(\.action) == [.empezar, .paso(1), .paso(2), .paso(3)])
    #expect(
      conductor.reduced.map(\.source) == [.sent, .effect(task), .effect(task), .effect(task)])
  }

  @Test("the running effects view lists the tasks still running, labelled by the driver")
  func runningTasksView() async {
    let conductor = Conductor()

    let latido = await conductor.step(.latir)
    _ = await conductor.step(.empezar)

    #expect(conductor.store.runningTasks == [latido])
    #expect(latido.label == "conductor: latir")
    #expect(latido.startedEffects)

    latido.cancel()
    await conductor.store.settle(on: conductor.executor, until: .now + .seconds(5))

    #expect(conductor.store.runningTasks.isEmpty)
    #expect(conductor.store.runningEffectCount == 0)
  }

  @Test("an action that starts nothing gives a task that started nothing")
  func taskOfNothing() async {
    let conductor = Conductor()

    let task = await conductor.step(.paso(7))

    #expect(!task.startedEffects)
    #expect(task == StoreTask())
    #expect(conductor.reduced.map(\.source) == [.sent])
  }

  @Test("a job order picks among ready jobs, and the effects still run to their end")
  func jobOrderIsAsked() async {
    let picks = Preguntas()
    let conductor = Conductor(order: UltimoPrimero(picks: picks))

    conductor.store.send(.empezar)
    conductor.store.send(.empezar)
    await conductor.store.settle(on: conductor.executor, until: .now + .seconds(5))

    #expect(picks.value > 0, "two effects were ready at once, yet the order was never asked")
    #expect(conductor.store.untrackedState.pasos.sorted() == [1, 1, 2, 2, 3, 3])
    #expect(conductor.store.runningTasks.isEmpty)
  }
}
