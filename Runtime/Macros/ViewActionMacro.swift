/// Lets a type that holds a feature's `store` send the feature's view actions directly:
/// `send(.pagarPulsado)` instead of `store.send(.view(.pagarPulsado))`; TCA's `@ViewAction`.
///
/// ```swift
/// @ViewAction(for: Tienda.self)
/// struct PantallaDeTienda {
///   let store: StoreOf<Tienda>
///
///   func pagar() { send(.pagarPulsado) }
/// }
/// ```
///
/// The type must have a `store` property; sending through `store.send` inside it draws a
/// warning, since the feature's actions are split so the view sends only view actions.
///
/// - Parameter for: The feature's reducer type, whose `Action` is a ``ViewAction``.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "RuntimeMacros", type: "ViewActionMacro") where R.Action: ViewAction
