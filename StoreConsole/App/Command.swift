import Runtime

/// A command of a console's language, declared once: how to write it (its name is the first
/// word), what it does, other names, how its words parse and what it means in a state. The
/// parser, the help command and the usage errors all read this declaration.
///
/// ```swift
/// Command<Dados.State, Dados.Action>("tirar", "tira el dado", .none) { _, _ in .send([.tirar]) }
/// ```
///
/// > Important: a plan decides with the state it is given — its feature's, once its screen is
/// > scoped into the app — and nothing else, so it stays a function a test can call.
public struct Command<State, Action>: Sendable {
  /// The verb, as typed: `anadir`.
  public var name: String { String(usage.prefix { $0 != " " }) }
  /// How to write it: `anadir ID`.
  public let usage: String
  /// What it does, from lowercase, without a final period.
  public let help: String
  /// Other verbs for it (`?` for the help command).
  public var aliases: [String] = []
  /// A last word an interactive session asks for, without echo, when missing: its label
  /// (`Contraseña`).
  public var secret: String?
  /// The plan for these words and the rest of the line, or `nil` when they are wrong.
  let understand: @Sendable ([String], String) -> (@Sendable (State) -> Plan<Action>)?
  /// Why it can't apply in a state whatever its words (its section is not open); set when its
  /// screen is scoped into the app.
  var refusal: @Sendable (State) -> String? = { _ in nil }

  /// A command.
  ///
  /// - Parameters:
  ///   - usage: How to write it, its name first: `anadir ID`.
  ///   - help: What it does, from lowercase, without a final period.
  ///   - aliases: Other names for it.
  ///   - secret: The label of a last word an interactive session asks for without echo.
  ///   - argument: How its words parse.
  ///   - plan: What it means, given its parsed words and the state.
  public init<Value>(
    _ usage: String, _ help: String, aliases: [String] = [], secret: String? = nil,
    _ argument: Argument<Value>, plan: @escaping @Sendable (Value, State) -> Plan<Action>
  ) {
    self.init(usage: usage, help: help, aliases: aliases, secret: secret) { words, rest in
      guard let value = argument.parse(words, rest) else { return nil }
      return { state in plan(value, state) }
    }
  }

  private init(
    usage: String, help: String, aliases: [String], secret: String?,
    understand: @escaping @Sendable ([String], String) -> (@Sendable (State) -> Plan<Action>)?
  ) {
    (self.usage, self.help, self.aliases, self.secret, self.understand) =
      (usage, help, aliases, secret, understand)
  }

  /// The command in a larger state: it applies when `state` finds its part; otherwise it is
  /// refused with `unavailable`'s message.
  func scoped<Root, RootAction>(
    state: @escaping @Sendable (Root) -> State?, action: AnyCasePath<RootAction, Action>,
    unavailable: @escaping @Sendable (Root) -> String
  ) -> Command<Root, RootAction> {
    let (understand, refusal) = (self.understand, self.refusal)
    var command = Command<Root, RootAction>(
      usage: usage, help: help, aliases: aliases, secret: secret
    ) { words, rest in
      guard let plan = understand(words, rest) else { return nil }
      return { root in state(root).map { plan($0).map(action.embed) } ?? .refuse(unavailable(root))
      }
    }
    command.refusal = { root in state(root).map(refusal) ?? unavailable(root) }
    return command
  }

  /// Why the command can't apply in `state` whatever its words, if it can't.
  public func refusal(in state: State) -> String? { refusal(state) }
}
