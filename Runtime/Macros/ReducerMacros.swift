/// Makes a type a ``Reducer``: TCA's `@Reducer`.
///
/// On a struct, it adds the conformance, `@CasePathable` to the nested `Action` enum (and
/// `@CasePathable @dynamicMemberLookup` to a `State` enum), `@ReducerBuilder` to `body`, and an
/// empty `State`, `Action` or `body` when the struct has none:
///
/// ```swift
/// @Reducer
/// struct Contador {
///   @ObservableState
///   struct State: Equatable { var cuenta = 0 }
///   enum Action { case incrementar }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.cuenta += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// On an enum of features, it writes an enum reducer (a ``CaseReducer``): a `State` enum with
/// each case's state, an `Action` enum with each case's actions, a static `body` that runs the
/// current case's feature, and the `CaseScope` that `store.case` switches over. A case holding
/// `AlertState` or `ConfirmationDialogState` is ``ReducerCaseEphemeral()``; a case holding
/// anything but one feature is ``ReducerCaseIgnored()``:
///
/// ```swift
/// @Reducer
/// enum Destino {
///   case editor(EditorDeNota)
///   case alerta(AlertState<Alerta>)
///
///   enum Alerta { case borrarTodo }
/// }
/// ```
///
/// The parent presents it without naming its reducer:
/// `.ifLet(\.$destino, action: \.destino)`.
///
/// > Important: the macro works on what the declaration says, not on types declared elsewhere:
/// > an enum case holds a feature when its payload is one type name (`Feature`,
/// > `Module.Feature`), whose `State` and `Action` the generated enums name.
@attached(
  member, names: named(State), named(Action), named(init), named(body), named(CaseScope),
  named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "RuntimeMacros", type: "ReducerMacro")

/// An enum reducer whose generated `State` and `Action` enums conform to the protocols listed:
/// `@Reducer(state: .equatable, action: .equatable)`.
///
/// - Parameters:
///   - state: The protocols the generated `State` conforms to.
///   - action: The protocols the generated `Action` conforms to.
@attached(
  member, names: named(State), named(Action), named(init), named(body), named(CaseScope),
  named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
@available(*, deprecated, message: "Declare the conformances in extensions of State and Action")
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "RuntimeMacros", type: "ReducerMacro")

/// A protocol for the `State` or `Action` enum that ``Reducer(state:action:)`` writes.
@_documentation(visibility: public)
@available(*, deprecated, message: "Declare the conformances in extensions of State and Action")
public struct _SynthesizedConformance: Sendable {}

@available(*, deprecated, message: "Declare the conformances in extensions of State and Action")
extension _SynthesizedConformance {
  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Marks a case of an enum reducer whose state is an alert or a dialog: the state is kept as it
/// is, the alert's actions are the case's actions, and it is dismissed after any of its buttons.
///
/// `@Reducer` adds it to a case holding `AlertState` or `ConfirmationDialogState`; write it for
/// another type with the same behaviour.
///
/// ```swift
/// @Reducer
/// enum Destino {
///   @ReducerCaseEphemeral
///   case alerta(AlertState<Alerta>)
/// }
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "RuntimeMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of an enum reducer that holds plain data rather than a feature: its state is
/// kept as it is, and it has no actions (`Never`).
///
/// `@Reducer` adds it to a case whose payload is not one feature type; write it on a case
/// holding one type that is not a reducer.
///
/// ```swift
/// @Reducer
/// enum Destino {
///   @ReducerCaseIgnored
///   case reunion(id: Reunion.ID)
/// }
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "RuntimeMacros", type: "ReducerCaseIgnoredMacro")
