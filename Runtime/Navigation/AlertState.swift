import Foundation

/// An alert as data: a title, an optional message and buttons whose actions the feature
/// handles. Put it in a `@PresentationState` and the alert is shown; set `nil` and it is gone.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var alerta: AlertState<Action.Alerta>?
/// }
/// enum Action: CasePathable {
///   case alerta(PresentationAction<Alerta>)
///   case borrarPulsado
///   enum Alerta: CasePathable { case confirmarBorrado }
/// }
///
/// case .borrarPulsado:
///   state.alerta = AlertState {
///     TextState("¿Borrar la lista?")
///   } actions: {
///     ButtonState(role: .destructive, action: .confirmarBorrado) { TextState("Borrar") }
///     ButtonState(role: .cancel) { TextState("Cancelar") }
///   } message: {
///     TextState("No se puede deshacer.")
///   }
///   return .none
///
/// // in the body:
/// .ifLet(\.$alerta, action: \.alerta)
/// ```
///
/// With `ifLet(\.$alerta, action: \.alerta)` (no child reducer) the alert closes itself after
/// any of its buttons is tapped, unless the feature put up a new alert in response. A test
/// taps a button with `await store.send(\.alerta.confirmarBorrado) { … $0.alerta = nil }`.
///
/// Two alerts are equal when their title, message and buttons are; `id` is not compared, so a
/// test can build the expected alert afresh. It is what tells a new alert from the old one.
public struct AlertState<Action>: Identifiable {
  /// Tells this alert apart from another with the same content.
  public let id: UUID
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]
  /// The text under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// An alert with a title, buttons and a message. With no buttons, a driver shows one that
  /// closes it.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons, built with ``ButtonStateBuilder``.
  ///   - message: The text under the title.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// The same alert (same `id`) sending another type of action.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title)
  }
}

extension AlertState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomReflectable {
  /// The alert's content, without its `id`.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["title": title, "message": message as Any, "buttons": buttons],
      displayStyle: .struct)
  }
}
