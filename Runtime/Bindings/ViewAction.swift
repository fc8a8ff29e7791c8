/// An action with a case for what the view sends, `case view(View)`: the actions a person
/// causes, kept apart from what effects answer.
///
/// ```swift
/// enum Action: ViewAction, CasePathable {
///   case loginResponse(Result<AuthenticationResponse, any Error>)
///   case view(View)
///
///   enum View: BindableAction, CasePathable {
///     case binding(BindingAction<State>)
///     case loginButtonTapped
///   }
/// }
/// ```
///
/// The `view` case is the conformance; nothing else is needed. With bindings in the view
/// group, the reducer applies them with `BindingReducer(action: \.view)`, and a test sends
/// `\.view.binding.email`.
public protocol ViewAction<ViewAction> {
  /// The actions the view sends.
  associatedtype ViewAction
  /// Wraps a view action: the `view` case.
  static func view(_ action: ViewAction) -> Self
}
