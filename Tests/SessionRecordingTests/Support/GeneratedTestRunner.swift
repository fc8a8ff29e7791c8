import Juguete
import Runtime
import TestSupport

@testable import SessionRecording

/// Runs the test ``TestGenerator`` would write for a recording without compiling it: the same
/// steps, on a `TestStore` with a `TestClock`, its endpoints answering through
/// `RecordedEndpoint` as the written test's do. Each step asserts the whole state after it.
///
/// So a test of the libraries can check, for many recordings, that the generated test passes.
@MainActor
enum GeneratedTestRunner {
  static func run<Base: RecordableReducer>(
    _ feature: RecordableFeature<Base>, _ recording: Recording<Base.Action>
  ) async {
    let (planner, dependencies, _) = TestGenerator(feature).plan(recording)
    var endpoints: [String: RecordedEndpoint<any Sendable>] = [:]
    for queue in dependencies.queues where queue.variable != nil {
      endpoints[queue.endpoint.name] = RecordedEndpoint(
        queue.endpoint.name,
        queue.answers.map { answer, held in
          let recorded: RecordedEndpoint<any Sendable>.Answer =
            switch answer {
            case .value(let value): .value(value)
            case .error(let error): .error(error)
            case .unknownError(let description): .error(RecordedError(description))
            case .never: .never
            }
          return held ? recorded.held : recorded
        })
    }
    let reloj = TestClock()
    let store = TestStore(initialState: feature.initialState) {
      feature.reducer
    } withDependencies: {
      $0.continuousClock = reloj
      for queue in dependencies.queues {
        let endpoint = endpoints[queue.endpoint.name]
        queue.endpoint.answer(
          &$0,
          AnswerSource(
            next: { try await endpoint?() ?? () }, immediately: { endpoint?.immediately() ?? () }))
      }
    }
    var states = MomentStates(feature, recording: recording)
    // The states as the generator writes them; the toys it runs hold no shared value, so the
    // copies taken here stay what they were when the call ends.
    func changed(_ before: StateMoment, _ after: StateMoment) -> Base.State? {
      states.with(before, after) { $0 == $1 ? nil : $1 }
    }
    for step in planner.steps {
      switch step {
      case .send(let action, let before, let after):
        let after = changed(before, after)
        await store.send(action, assert: after.map { after in { $0 = after } })
      case .receive(let action, let before, let after):
        let after = changed(before, after)
        await store.receive(action, assert: after.map { after in { $0 = after } })
      case .receiveInAnyOrder(let actions, let before, let after):
        let after = changed(before, after)
        await store.receive(inAnyOrder: actions, assert: after.map { after in { $0 = after } })
      case .advance(let duration):
        await reloj.advance(by: duration)
      case .deliver(let endpoint, let call):
        endpoints[endpoint]?.deliver(call: call)
      }
    }
    if recording.end == nil {
      await store.skipInFlightEffects(strict: false)
    } else if let end = recording.end, end.cancelledEffects > 0 {
      await store.skipInFlightEffects()
    }
  }
}
