/// An action with a `binding` case, so that a feature's fields can be written with one action
/// instead of one action per control.
///
/// ```swift
/// struct Formulario: Reducer {
///   struct State: Equatable {
///     var texto = ""
///     var activado = false
///   }
///   enum Action: BindableAction, CasePathable {
///     case binding(BindingAction<State>)
///     case reiniciarPulsado
///   }
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in … }
///   }
/// }
/// ```
///
/// The `binding` case is all a conformance needs; ``binding`` (reading the case back) is
/// provided.
///
/// > Important: compose ``BindingReducer`` into the body, or binding actions change nothing.
public protocol BindableAction<State> {
  /// The state whose fields the binding actions write.
  associatedtype State

  /// Wraps a binding action in this action type: the `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action holds, or `nil` when it is another case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action this action holds, or `nil` when it is another case.
  public var binding: BindingAction<State>? {
    let mirror = Mirror(reflecting: self)
    guard mirror.displayStyle == .enum else { return nil }
    return mirror.children.first?.value as? BindingAction<State>
  }

  /// The action that writes `value` to the field at `keyPath`: `.set(\.texto, "Hola")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable,
    _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }
}
