import Foundation
import Runtime
import SessionRecording
import Synchronization

/// A session of an app at the console: reads commands, sends their actions to a live session of
/// the app, and shows what happens.
///
/// - Interactive (a terminal): a prompt; what arrives later — search results, a login, a
///   timer's ticks — is drawn as soon as the state changes.
/// - Scripted (a pipe or `--script`): no prompt; after each command the session waits until
///   the effects it started have settled (a search waits out its debounce), except those its
///   plan starts (a ticking timer), which run on while later commands are read.
///
/// At the end of input it waits the same way, then cancels what still runs and says so.
@MainActor
final class ConsoleSession<Base: RecordableReducer> {
  let app: ConsoleApp<Base>
  let session: LiveSession<Base>
  let input: ConsoleInput
  let output: ConsoleOutput
  let display: ConsoleDisplay
  let json: Bool
  let trace: Bool
  /// The screens whose activity runs (a timer's ticker, a pending search).
  private var active: Set<String> = []
  private var processingCommand = false
  private var lastScreen: String?
  /// Whether input has ended: no more prompts.
  private var ending = false
  /// The tasks of actions that started something meant to run until stopped.
  private var ongoing: [StoreTask] = []
  /// Set when no screen shows the state: the session ends with ``ExitCode/software``.
  private var noScreen = false
  /// Whether what the screen shows may have changed since it was drawn: set by observation.
  private var screenOutOfDate: Bool {
    get { outOfDate.value.load(ordering: .relaxed) }
    set { outOfDate.value.store(newValue, ordering: .relaxed) }
  }
  /// The flag behind ``screenOutOfDate``, which observation sets from whichever thread changed
  /// what the screen read — a `@Shared` value may change off the main actor.
  private let outOfDate = OutOfDateFlag()
  /// The redraw after each cycle in which something the screen shows changed.
  private var frames: StoreObservation?
  /// How many times the screen was computed again after a cycle (for tests).
  private(set) var redraws = 0

  var language: ConsoleLanguage { app.language }
  var store: Store<Base.State, Base.Action> { session.store }

  init(
    _ app: ConsoleApp<Base>, session: LiveSession<Base>, input: ConsoleInput,
    output: ConsoleOutput, display: ConsoleDisplay? = nil, json: Bool = false,
    trace: Bool = false
  ) {
    (self.app, self.session, self.input, self.output, self.json, self.trace) =
      (app, session, input, output, json, trace)
    self.display = display ?? .standard(output, input: input, json: json)
  }

  /// Runs the session until the quit command or the end of input.
  func run() async -> ExitCode {
    connectOutputs()
    if input.isInteractive, !json { display.status.show(app.greeting) }
    await send(app.onStart)
    if input.isInteractive { showScreen() }
    session.read(display.input.lines(from: input))
    prompt()
    var endOfInput = true
    while !noScreen, let line = await session.nextLine() {
      guard await process(line) else {
        endOfInput = false
        break
      }
      prompt()
    }
    if endOfInput, !noScreen { display.input.ended() }
    await finish()
    input.restore()
    return noScreen ? .software : .success
  }

  /// Applies one line. Returns `false` when the session must end.
  private func process(_ line: String) async -> Bool {
    var plan: Plan<Base.Action>
    do {
      guard let understood = try app.understand(line) else { return true }
      plan = understood.plan(store.state)
    } catch {
      guard error.kind == .misused, input.isInteractive,
        let command = app.command(named: error.name), let secret = command.secret
      else {
        display.status.problem(error.message)
        return true
      }
      if let refusal = command.refusal(in: store.state) {
        display.status.problem(refusal)
        return true
      }
      // A missing secret (a password) is asked for without echo, then the line is read again.
      guard let typed = await ask(secret) else { return false }
      plan = app.plan(line + " " + typed, in: store.state)
    }
    switch plan {
    case .show(let text): display.status.show(text)
    case .refuse(let message): display.status.problem(message)
    case .history: display.status.show(history)
    case .quit: return false
    case .wait(let duration):
      await session.wait(duration)
      // A terminal has seen every change as it happened.
      if !input.isInteractive { showScreen() }
    case .send(let actions), .start(let actions):
      let tasks = await send(actions)
      if case .start = plan { ongoing = ongoing.filter(\.isRunning) + tasks }
      if !input.isInteractive { await session.settle(ignoring: ongoing) }
      showScreen()
    }
    return !noScreen
  }

  /// Sends `actions` as the person's, and what the screens they show send when they appear;
  /// returns the tasks of their effects.
  @discardableResult
  private func send(_ actions: [Base.Action]) async -> [StoreTask] {
    let wasProcessing = processingCommand
    processingCommand = true
    defer { processingCommand = wasProcessing }
    var tasks: [StoreTask] = []
    for action in actions {
      let before = app.screen(of: store.state)?.screen.name
      tasks.append(await session.send(action))
      guard let after = app.screen(of: store.state)?.screen, after.name != before else { continue }
      tasks += await send(after.onAppear)
    }
    return tasks
  }

  /// Asks for `label` with the input's echo off. `nil` at the end of input.
  private func ask(_ label: String) async -> String? {
    display.input.beginSecret(label)
    defer { display.input.endSecret() }
    return await session.nextLine()
  }

  private func finish() async {
    ending = true
    let cancelled = await session.finish(ignoring: ongoing)
    if cancelled > 0 {
      let stopping = app.screens.filter { active.contains($0.name) }.compactMap(\.activityEnds)
      display.status.show(language.cancelledAtTheEnd(cancelled, stopping))
    }
    if input.isInteractive, !noScreen { display.status.show(language.farewell) }
  }

  // MARK: - Outputs

  /// Hangs the activity, the trace, the JSON output and the live screen off the log.
  private func connectOutputs() {
    let output = display.output ?? output
    var fold = trace ? StepFold(app.feature) : nil
    session.log.onAction { [unowned self] recorded, _, after in
      follow(recorded.action, state: after)
      fold?.step(recorded.action) { before, after in
        output.error(TraceText.text(recorded, before: before, after: after, language: language))
      }
    }
    if json {
      var previous = store.state
      output.line(Self.json(cycle: 0, actions: [], state: previous))
      session.log.onCycleEnd { actions, state in
        guard state != previous else { return }
        previous = state
        output.line(Self.json(cycle: actions.first?.cycle ?? 0, actions: actions, state: state))
      }
    }
  }

  /// Starts or stops the activity of the screen an action belongs to; a screen that is not
  /// showing has none (closing it cancelled its effects).
  private func follow(_ action: Base.Action, state: Base.State) {
    let before = active
    for screen in app.screens {
      let (name, starts) = (screen.name, screen.activity(action))
      if starts == false || screen.lines(state, false) == nil { active.remove(name) }
      if starts == true, screen.lines(state, false) != nil { active.insert(name) }
    }
    // Whether an activity runs is the console's, not the state's: no observation sees it.
    if active != before { screenOutOfDate = true }
  }

  /// Draws the screen after a command.
  private func showScreen() {
    guard let screen = observedScreen() else { return }
    display.screen.render(screen, update: false)
    lastScreen = screen
    redrawAfterCycles()
  }

  /// In an interactive session, draws the screen again after any cycle that changed what it
  /// shows — only then: observation says so (``observedScreen()``); each cycle only looks at
  /// the answer, the screen is not even computed otherwise.
  private func redrawAfterCycles() {
    guard input.isInteractive, !json, frames == nil else { return }
    // Registered after the screen's first observed read, so it is called after the store
    // has told its observers of the cycle's changes.
    frames = store.observe { [unowned self] _ in
      guard screenOutOfDate, !processingCommand else { return }
      redraw()
    }
  }

  /// Draws the screen when an effect changed what it shows, and the prompt again.
  private func redraw() {
    guard let screen = observedScreen() else { return }
    redraws += 1
    guard screen != lastScreen else { return }
    lastScreen = screen
    display.screen.render(screen, update: true)
    prompt()
  }

  /// The screen's text, computed under observation: what it reads of the store — the fields
  /// of an `@ObservableState` state one by one; the whole state otherwise — marks the screen
  /// out of date when it changes.
  private func observedScreen() -> String? {
    screenOutOfDate = false
    return withObservationTracking {
      currentScreen()
    } onChange: { [outOfDate] in
      // Called on the thread that made the change: the main actor for the store's state, any
      // thread for a `@Shared` value changed in an effect.
      outOfDate.value.store(true, ordering: .relaxed)
    }
  }

  /// The screen's text; `nil`, and the session ending, when no screen shows the state.
  private func currentScreen() -> String? {
    guard let text = app.text(of: store.state, active: active) else {
      if !noScreen {
        noScreen = true
        display.status.problem(language.noScreenShows(Dumper.line(store.state)))
      }
      return nil
    }
    return text
  }

  /// The prompt, in an interactive session: the screen's name.
  private func prompt() {
    guard !ending, !noScreen, let name = app.screen(of: store.state)?.screen.name else { return }
    display.input.prompt(name)
  }

  /// The history: one numbered line per action.
  private var history: String {
    let actions = session.log.actions
    guard !actions.isEmpty else { return language.noActionsYet }
    let width = String(actions.count).count
    let origins = language.origins
    let originWidth = max(origins.person.count, origins.effect.count)
    return actions.map { recorded in
      let number = String(repeating: " ", count: width - String(recorded.n).count) + "\(recorded.n)"
      let origin = (recorded.origin == .person ? origins.person : origins.effect)
        .padding(toLength: originWidth, withPad: " ", startingAt: 0)
      let action = Dumper.line(recorded.action)
      return "  \(number)  \(origin)  " + (action.count <= 110 ? action : action.prefix(109) + "…")
    }
    .joined(separator: "\n")
  }

  /// One `--json` line: the cycle, its actions (as recorded), and the state after it.
  static func json(
    cycle: Int, actions: ArraySlice<RecordedAction<Base.Action>>, state: Base.State
  ) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let encoded = actions.map { recorded in
      String(decoding: (try? encoder.encode(recorded)) ?? Data("null".utf8), as: UTF8.self)
    }
    return "{\"cycle\":\(cycle),\"actions\":[\(encoded.joined(separator: ","))],"
      + "\"state\":\(JSONText.text(state))}"
  }
}

/// A flag any thread may set and the session reads on the main actor.
private final class OutOfDateFlag: Sendable {
  let value = Atomic<Bool>(false)
}
