/// Marks the state of a presented child: a destination, a sheet, an alert — navigation as data.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destino: Destino.State?
/// }
/// ```
///
/// Setting the value presents the child; setting `nil` dismisses it. Pair it with
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(_,CaseKeyPath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)`` (`ifLet(\.$destino,
/// action: \.destino)`), which runs the child and cancels its effects when it goes away.
///
/// The child's state is kept in a box (copied on write), so a feature can present itself:
/// `@PresentationState var siguiente: State?` inside `State` is fine.
@propertyWrapper
public struct PresentationState<State> {
  private var storage: Storage

  /// The presented child's state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { storage.state }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.state) }
      yield &storage.state
    }
  }

  /// Creates the wrapper, presenting `wrappedValue` when it is not `nil`.
  public init(wrappedValue: State?) { storage = Storage(wrappedValue) }

  /// The wrapper itself, reached with `$destino`; `\.$destino` is what `ifLet` takes.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  // Safe to send when `State` is (see the conformance below): a box is only mutated while
  // uniquely referenced — copy on write — so a shared box is never written.
  private final class Storage: @unchecked Sendable {
    var state: State?
    init(_ state: State?) { self.state = state }
  }
}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension PresentationState: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }
}

/// The actions of a presented child: its own actions, or its dismissal.
public enum PresentationAction<Action>: CasePathable {
  /// An action of the presented child.
  case presented(Action)
  /// Dismisses the child: its state becomes `nil` and its effects are cancelled.
  case dismiss

  /// The case paths of `PresentationAction`: `\.presented` and `\.dismiss`.
  public struct AllCasePaths: Sendable {
    /// The presented child's action.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case .presented(let action) = $0 { action } else { nil } })
    }
    /// The dismissal.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { () } else { nil } })
    }
  }

  /// The case paths of `PresentationAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

extension PresentationState: _PropertyWrapperDumping {}
