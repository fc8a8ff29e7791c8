@_spi(Runtime) import CasePaths

/// An action of one element of a collection of child features, named by the element's id.
///
/// ```swift
/// enum Action {
///   case filas(IdentifiedActionOf<Fila>)
/// }
/// // \.filas[id: 3].tocado names Fila's `tocado` for the row with id 3.
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// `action` happened in the element with `id`.
  case element(id: ID, action: Action)

  /// The case paths of `IdentifiedAction`: `\.element`, and `[id:]` to name one element.
  public struct AllCasePaths: Sendable {
    /// Any element's action, with its id.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } })
    }

    /// The actions of the element with `id`.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          if case .element(id, let action) = $0 { action } else { nil }
        },
        name: "[id: \(id)]")
    }
  }

  /// The case paths of `IdentifiedAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The ``IdentifiedAction`` of a child reducer whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}

extension Case {
  /// Names the actions of the element with `id`: `\.filas[id: 3].tocado`.
  public subscript<ID: Hashable & Sendable, Element>(id id: ID) -> Case<Element>
  where Value == IdentifiedAction<ID, Element> {
    Case<Element>(_caseBox: _caseBox.appending(Value.allCasePaths[id: id]))
  }
}
