import Runtime
import SessionRecording

/// What a console knows of one feature, in the feature's own terms: its screen, its commands,
/// what it sends when it appears, the one activity its state does not show, and what a
/// recording needs of it. An app scopes each into itself with
/// ``scoped(state:action:unavailable:)``.
///
/// ```swift
/// Screen<Dados.State, Dados.Action>("dados", commands: [tirar]) { estado, _ in
///   ["Última tirada: \(estado.ultima.map(String.init) ?? "ninguna")."]
/// }
/// ```
public struct Screen<State, Action: Sendable>: Sendable {
  /// Its name: its header (`[tienda]`), its prompt (`tienda>`).
  public var name: String
  /// Its commands, in the order the help lists them.
  public var commands: [Command<State, Action>]
  /// What the console sends, as the person's, when the screen appears: a view's `onAppear`.
  public var onAppear: [Action]
  /// Whether an action starts (`true`) or stops (`false`) the one activity state does not
  /// show — a timer's ticker, a search waiting for its debounce — or leaves it (`nil`).
  public var activity: @Sendable (Action) -> Bool?
  /// What the end of a session says when it cancels this screen's activity: `el temporizador
  /// se para`.
  public var activityEnds: String?
  /// The dependency endpoints a recording logs and a generated test answers from the log.
  public var endpoints: [RecordableEndpoint]
  /// The action as it may be written down (a typed password masked).
  public var mask: @Sendable (Action) -> Action
  /// Values a generated test may write leaving out the fields still at these values.
  public var defaultValues: [any Sendable]
  /// Its lines, the first after its header; `nil` when it is not showing. The `Bool` says
  /// whether its activity runs.
  public var lines: @Sendable (State, _ active: Bool) -> [String]?

  /// A screen.
  ///
  /// - Parameters:
  ///   - name: Its header, its prompt and how commands name it.
  ///   - commands: Its commands.
  ///   - onAppear: What the console sends, as the person's, when it appears.
  ///   - activity: Whether an action starts or stops its activity (`nil`: neither).
  ///   - activityEnds: What the end of a session says when it cancels its activity.
  ///   - endpoints: The endpoints its effects await.
  ///   - mask: What to write down instead of an action.
  ///   - defaultValues: Values a generated test may write leaving out fields at their values.
  ///   - lines: Its lines, or `nil` when it is not showing.
  public init(
    _ name: String, commands: [Command<State, Action>] = [], onAppear: [Action] = [],
    activity: @escaping @Sendable (Action) -> Bool? = { _ in nil }, activityEnds: String? = nil,
    endpoints: [RecordableEndpoint] = [], mask: @escaping @Sendable (Action) -> Action = { $0 },
    defaultValues: [any Sendable] = [],
    lines: @escaping @Sendable (State, _ active: Bool) -> [String]?
  ) {
    self.name = name
    self.commands = commands
    self.onAppear = onAppear
    self.activity = activity
    self.activityEnds = activityEnds
    self.endpoints = endpoints
    self.mask = mask
    self.defaultValues = defaultValues
    self.lines = lines
  }

  /// The screen in a larger app: it shows, and its commands apply, while `state` finds the
  /// feature's state (otherwise they are refused with `unavailable`'s message); its actions
  /// travel inside the app's through `action`.
  public func scoped<Root, RootAction>(
    state: @escaping @Sendable (Root) -> State?, action: AnyCasePath<RootAction, Action>,
    unavailable: @escaping @Sendable (Root) -> String
  ) -> Screen<Root, RootAction> {
    let (activity, mask, lines) = (self.activity, self.mask, self.lines)
    return Screen<Root, RootAction>(
      name,
      commands: commands.map { $0.scoped(state: state, action: action, unavailable: unavailable) },
      onAppear: onAppear.map(action.embed),
      activity: { action.extract(from: $0).flatMap(activity) }, activityEnds: activityEnds,
      endpoints: endpoints,
      mask: { root in action.extract(from: root).map { action.embed(mask($0)) } ?? root },
      defaultValues: defaultValues,
      lines: { root, active in state(root).flatMap { lines($0, active) } })
  }
}
