import Dispatch
import TestSupport
import Testing

@testable import Runtime

@MainActor
@Suite("_printChanges()")
struct PrintChangesTests {
  /// A printer that writes down each change as one line.
  static func registro(_ log: Log) -> _ReducerPrinter<Probe.State, Probe.Action> {
    _ReducerPrinter { action, antes, despues in
      log.append("\(Dumper.line(action)) \(antes.log) → \(despues.log)")
    }
  }

  @Test("the printer gets every action with the state before and after it, in order")
  func printsEachActionWithItsStates() {
    let log = Log()
    let store = Store(initialState: Probe.State()) {
      Probe()._printChanges(Self.registro(log))
    }
    store.send(.record("a"))
    store.send(.sendAll(["b"]))
    #expect(
      log.all == [
        #".record("a") [] → ["a"]"#,
        #".sendAll(["b"]) ["a"] → ["a"]"#,
        #".record("b") ["a"] → ["a", "b"]"#,
      ])
  }

  @Test("stacked printers each print, innermost first, action after action")
  func stackedPrintersPrintInOrder() {
    let log = Log()
    let store = Store(initialState: Probe.State()) {
      Probe()
        ._printChanges(_ReducerPrinter { action, _, _ in log.append("1 \(Dumper.line(action))") })
        ._printChanges(_ReducerPrinter { action, _, _ in log.append("2 \(Dumper.line(action))") })
    }
    store.send(.record("a"))
    store.send(.tick)
    #expect(
      log.all == [#"1 .record("a")"#, #"2 .record("a")"#, "1 .tick", "2 .tick"])
  }

  @Test("with a queue, the printer runs there, later")
  func printsOnItsQueue() {
    let log = Log()
    let queue = DispatchQueue(label: "PrintChangesTests")
    let printer = _ReducerPrinter<Probe.State, Probe.Action>(
      printChange: { action, _, _ in log.append(Dumper.line(action)) }, queue: queue)
    let store = Store(initialState: Probe.State()) { Probe()._printChanges(printer) }
    queue.suspend()
    store.send(.tick)
    #expect(log.all.isEmpty)
    queue.resume()
    queue.sync {}
    #expect(log.all == [".tick"])
  }

  @Test("a nil printer prints nothing and changes nothing")
  func nilPrinter() {
    var state = Probe.State()
    let effect = Probe()._printChanges(nil).reduce(into: &state, action: .record("a"))
    #expect(effect.isNone)
    #expect(state.log == ["a"])
  }

  @Test("customDump prints the action, then the difference between the states")
  func customDumpMessage() {
    #expect(
      _ReducerPrinterMessage.change(
        Probe.Action.record("a"), Probe.State(), Probe.State(log: ["a"]))
          == """
          received action:
            .record("a")
            Probe.State(
              id: 0,
              log: [
          +     [0]: "a"
              ]
            )

          """)
    #expect(
      _ReducerPrinterMessage.change(Probe.Action.tick, Probe.State(), Probe.State())
        == """
        received action:
          .tick
          (No state changes)

        """)
  }

  @Test("actionLabels prints the cases, not their values")
  func actionLabels() {
    #expect(_ReducerPrinterMessage.label(Parent.Action.child(.record("x"))) == ".child(.record)")
    #expect(
      _ReducerPrinterMessage.label(Parent.Action.destination(.presented(.first(.tick))))
        == ".destination(.presented(.first(.tick)))")
    #expect(_ReducerPrinterMessage.label(Probe.Action.tick) == ".tick")
  }
}
