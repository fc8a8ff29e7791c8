import Foundation

/// A button of an alert or a confirmation dialog, as data: its label, its role, and the
/// action it sends when tapped.
///
/// ```swift
/// ButtonState(role: .destructive, action: .borrarConfirmado) {
///   TextState("Borrar")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancelar")
/// }
/// ```
///
/// Two buttons are equal when their label, role and action are; their `id` (which tells one
/// button value from another for a driver) is not compared.
public struct ButtonState<Action>: Identifiable {
  /// Tells this button apart from others with the same content.
  public let id: UUID
  /// What tapping the button sends.
  public let action: ButtonStateAction<Action>
  /// The button's text.
  public let label: TextState
  /// How the button is shown: cancel, destructive, or (`nil`) neither.
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// A button that sends `action` when tapped (by default, nothing: it only closes).
  ///
  /// - Parameters:
  ///   - role: `.cancel`, `.destructive`, or `nil`.
  ///   - action: What tapping sends: `.send(.confirmar)`.
  ///   - label: The button's text.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// A button that sends `action` when tapped: `ButtonState(action: .confirmar) { … }`.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Calls `perform` with the action the button sends (`nil` for a button that only closes) —
  /// what a driver does when the button is tapped.
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  /// Calls the async `perform` with the action the button sends.
  public func withAction(_ perform: (Action?) async -> Void) async {
    await perform(action.action)
  }

  /// The same button sending another type of action: a parent's, for example.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
  }
}

/// What a ``ButtonState`` sends when tapped.
public struct ButtonStateAction<Action> {
  /// The action sent, or `nil` for a button that only closes.
  public let action: Action?
  /// How a view layer should animate the change the action makes; `nil` for none.
  public let animation: Animation?

  /// Sends `action` (or nothing, for `nil`).
  public static func send(_ action: Action?) -> Self { Self(action: action, animation: nil) }

  /// Sends `action` (or nothing, for `nil`), asking a view layer to animate the change.
  ///
  /// ```swift
  /// ButtonState(role: .destructive, action: .send(.deleteButtonTapped, animation: .default)) {
  ///   TextState("Delete")
  /// }
  /// ```
  ///
  /// The animation is part of the button's value, so two buttons that animate differently are
  /// different buttons; it changes nothing else here, where there is no view layer.
  ///
  /// - Parameters:
  ///   - action: The action sent, or `nil` for a button that only closes.
  ///   - animation: How a view would animate the change.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(action: action, animation: animation)
  }

  /// The same, with the action transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonStateAction<NewAction> {
    .send(transform(action), animation: animation)
  }
}

/// How a button is shown: a cancel button, or one that destroys something.
public enum ButtonStateRole: Hashable, Sendable {
  /// Dismisses without doing anything.
  case cancel
  /// Deletes or otherwise destroys something.
  case destructive
}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}
extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: CustomReflectable {
  /// The button's content, without its `id`.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["role": role as Any, "action": action, "label": label], displayStyle: .struct
    )
  }
}

extension ButtonStateAction: _DumpsAsSource {
  public var _dumpSource: String {
    let sent = action.map(Dumper.line) ?? "nil"
    guard let animation else { return ".send(\(sent))" }
    return ".send(\(sent), animation: \(Dumper.line(animation)))"
  }
}

/// Builds the buttons of an alert or dialog from a list, with `if` and `for` allowed.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// One button, as a list of one.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  /// Buttons already in a list, as they are.
  public static func buildExpression(_ buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  /// The buttons of each line, in order.
  public static func buildBlock(_ parts: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    parts.flatMap { $0 }
  }

  /// The buttons of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ part: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    part ?? []
  }

  /// The buttons of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [ButtonState<Action>]) -> [ButtonState<Action>] {
    part
  }

  /// The buttons of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [ButtonState<Action>]) -> [ButtonState<Action>] {
    part
  }

  /// The buttons of every pass of a `for` loop, in order.
  public static func buildArray(_ parts: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    parts.flatMap { $0 }
  }

  /// The buttons of an `if #available` branch.
  public static func buildLimitedAvailability(
    _ part: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    part
  }
}
