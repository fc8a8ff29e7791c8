/// A step along a chain of enum cases, the value a ``CaseKeyPath`` points at.
///
/// You don't create `Case` values yourself. Writing `\Case<Action>.view.aparecio` (or just
/// `\.view.aparecio` where a ``CaseKeyPath`` is expected) asks Swift for a key path through
/// `Case`'s dynamic members, one member per case, and each step knows how to embed into and
/// extract from the root enum.
///
/// > Note: every member `Case` has of its own starts with `_case` so that it can never hide a
/// > case of your enum: `\.path`, `\.name`, `\.value` all reach your cases.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  /// The chain of case paths this step ends. Runtime's own steps (`\.alerta.confirmar`,
  /// `\.path[id: 0]`) are built from it.
  @_spi(Runtime) public let _caseBox: CasePathBox<Value>

  /// A step that ends the chain `_caseBox`.
  @_spi(Runtime) public init(_caseBox: CasePathBox<Value>) { self._caseBox = _caseBox }

  /// The root of a chain of cases: embedding and extracting a value as itself.
  public init() { self.init(_caseBox: RootedCasePath<Value, Value>(.identity)) }

  /// One more step through the cases of a ``CasePathable`` enum.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Member> where Value: CasePathable {
    Case<Member>(_caseBox: _caseBox.appending(Value.allCasePaths[keyPath: keyPath]))
  }
}

/// The type-erased chain of case paths behind a ``Case`` value.
///
/// Subclasses keep the root type, so code that knows the root can recover a fully typed
/// ``AnyCasePath`` without casting through `Any` on every use.
@_spi(Runtime)
public class CasePathBox<Value>: @unchecked Sendable {
  // Safe: instances are immutable after init; subclasses only add immutable stored properties.
  var name: String { fatalError("abstract") }
  func embedAny(_ value: Value) -> Any { fatalError("abstract") }
  func extractAny(_ root: Any) -> Value? { fatalError("abstract") }
  /// The chain one step longer, through `next`.
  public func appending<Member>(_ next: AnyCasePath<Value, Member>) -> CasePathBox<Member> {
    fatalError("abstract")
  }
}

/// A chain of case paths from a known root type.
final class RootedCasePath<Root, Value>: CasePathBox<Value>, @unchecked Sendable {
  // Safe: the only stored property is an immutable, Sendable case path.
  let casePath: AnyCasePath<Root, Value>

  init(_ casePath: AnyCasePath<Root, Value>) { self.casePath = casePath }

  override var name: String { casePath.name }
  override func embedAny(_ value: Value) -> Any { casePath.embed(value) }
  override func extractAny(_ root: Any) -> Value? {
    (root as? Root).flatMap(casePath.extract(from:))
  }
  override func appending<Member>(
    _ next: AnyCasePath<Value, Member>
  ) -> CasePathBox<Member> {
    // From the root, the first step is the enum's own case path: use it as is, so extraction
    // calls the enum's closure directly instead of a chain of generic wrappers.
    if name.isEmpty, let first = next as? AnyCasePath<Root, Member> {
      return RootedCasePath<Root, Member>(first)
    }
    return RootedCasePath<Root, Member>(casePath.appending(next))
  }
}
