/// A value paired with an identifier, so a value that is not `Identifiable` (an optional
/// child state, a number) can be one — swift-identified-collections' `Identified`.
///
/// A list that navigates to a row while the row's state loads keeps its selection as the row's id
/// with the child's state, `nil` until it is loaded, and presents the child with `ifLet` twice:
///
/// ```swift
/// var selection: Identified<Row.ID, Counter.State?>?
///
/// state.selection = Identified(nil, id: id)          // navigating, still loading
/// state.selection?.value = Counter.State(count: 3)   // loaded
///
/// .ifLet(\.selection, action: \.counter) {
///   EmptyReducer().ifLet(\.value, action: \.self) { Counter() }
/// }
/// ```
///
/// The value's own members read and write through it: `selection.count` is
/// `selection.value.count`.
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  /// The identifier.
  public let id: ID

  /// The value that is identified.
  public var value: Value

  /// Pairs `value` with `id`.
  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// Pairs `value` with the identifier `id` computes from it.
  public init(_ value: Value, id: (Value) throws -> ID) rethrows {
    self.init(value, id: try id(value))
  }

  /// Pairs `value` with the identifier at `id` in it.
  public init(_ value: Value, id: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: id])
  }

  /// A member of the value, read through the pair.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> Member {
    value[keyPath: keyPath]
  }

  /// A member of the value, read and written through the pair.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
extension Identified: Decodable where ID: Decodable, Value: Decodable {}
extension Identified: Encodable where ID: Encodable, Value: Encodable {}

extension Identified: CustomDebugStringConvertible {
  /// The value and its id, as `Identified(value, id: id)`.
  public var debugDescription: String {
    "Identified(\(String(reflecting: value)), id: \(String(reflecting: id)))"
  }
}
