/// An action that writes one field of a feature's state: what a text field, a toggle or a
/// slider sends when the person changes it.
///
/// A feature whose action is ``BindableAction`` gets one `binding` case for all of its fields,
/// and ``BindingReducer`` applies the write. Tests name the field after `\.binding`:
///
/// ```swift
/// await store.send(\.binding.texto, "Hola") {
///   $0.texto = "Hola"
/// }
/// ```
///
/// and reducers react to one field with a key path pattern:
///
/// ```swift
/// case .binding(\.pasos):
///   state.valor = min(state.valor, Double(state.pasos))
///   return .none
/// ```
///
/// Two binding actions are equal when they write the same field with equal values.
///
/// > Important: a binding action only describes the write. Without ``BindingReducer`` in the
/// > feature's `body`, nothing applies it and the state does not change.
public struct BindingAction<Root>: CasePathable, Equatable, @unchecked Sendable {
  // Safe: every stored property is immutable; the closures are @Sendable and `value` is
  // `any Sendable`. The key path is either typed `& Sendable` where callers pass it (`set`), or
  // formed by dynamic member lookup from a property name (`\.binding.texto`), which captures no
  // values; a key path object itself never changes.

  /// The field the action writes.
  public let keyPath: PartialKeyPath<Root>

  /// The value written, for messages and equality.
  let value: any Sendable

  /// Writes the value into the state.
  let set: @Sendable (inout Root) -> Void

  private let valueIsEqual: @Sendable (Any) -> Bool

  private init<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, unchecked value: Value
  ) {
    let field = UncheckedKeyPath(keyPath)
    self.keyPath = keyPath
    self.value = value
    self.set = { $0[keyPath: field.keyPath] = value }
    self.valueIsEqual = { ($0 as? Value) == value }
  }

  /// An action that writes `value` to the field at `keyPath`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.texto, "Hola")))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(keyPath, unchecked: value)
  }

  /// The action a store sends for `store.campo = valor`: the key path comes from dynamic member
  /// lookup on a property name, so it captures no values (see the note on `Sendable` above).
  static func set<Value: Equatable & Sendable>(
    field keyPath: WritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    Self(keyPath, unchecked: value)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqual(rhs.value)
  }

  /// Matches a binding action by the field it writes, whatever the value — what makes
  /// `case .binding(\.texto):` work in a `switch`.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    keyPath == action.keyPath
  }

  /// The case paths of a binding action: one per field of `Root`, so that `\.binding.texto`
  /// names the write of `texto`, with its value as the payload.
  @dynamicMemberLookup
  public struct AllCasePaths {
    /// The write of the field at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let field = UncheckedKeyPath(keyPath)
      return AnyCasePath(
        embed: { BindingAction(field.keyPath, unchecked: $0) },
        extract: { $0.keyPath == field.keyPath ? $0.value as? Value : nil },
        name: fieldName(keyPath))
    }
  }

  /// The case paths of a binding action: one per field of `Root`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: _DumpsAsSource {
  public var _dumpSource: String { ".set(\\.\(fieldName(keyPath)), \(Dumper.line(value)))" }
}

/// A key path carried into `@Sendable` closures.
private struct UncheckedKeyPath<Root, Value>: @unchecked Sendable {
  // Safe: a key path object is immutable, and the ones built here name stored state fields
  // (see `BindingAction`), so they capture no values that could be shared across threads.
  let keyPath: WritableKeyPath<Root, Value>
  init(_ keyPath: WritableKeyPath<Root, Value>) { self.keyPath = keyPath }
}

/// The name of the field a key path names, as written after the root: `texto` for
/// `\State.texto`, `perfil.nombre` for `\State.perfil.nombre`.
private func fieldName<Root>(_ keyPath: PartialKeyPath<Root>) -> String {
  let text = "\(keyPath)"
  let root = "\\\(Root.self)."
  if text.hasPrefix(root) { return String(text.dropFirst(root.count)) }
  // Another spelling of the root type (a qualified name): drop up to the first field.
  guard text.hasPrefix("\\"), let dot = text.firstIndex(of: ".") else { return text }
  return String(text[text.index(after: dot)...])
}
