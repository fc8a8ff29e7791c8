import Synchronization

/// Hands out the ids of elements pushed onto a ``StackState``, so that ids never repeat and a
/// test can predict them.
///
/// A test store starts its own generator at `0` (unless its dependencies set one), and every
/// `append` to a stack inside it — in a reducer, in the initial state, in a test's assertion —
/// takes the next id, whichever stack it is. Popping does not give ids back:
///
/// ```swift
/// await store.send(.abrirDetalle) {
///   $0.ruta.append(.detalle(Detalle.State()))  // id 0
/// }
/// await store.send(\.ruta.popFrom, 0) { $0.ruta.removeAll() }
/// await store.send(.abrirDetalle) {
///   $0.ruta.append(.detalle(Detalle.State()))  // id 1
/// }
/// ```
///
/// In the app (the `live` context) one generator serves the whole process, from `0`. Elsewhere
/// — a plain `Store` or a stack built in a test — each stack numbers its own elements from `0`,
/// unless the dependencies set a generator (`$0.stackElementID = .incrementing()`).
///
/// > Important: a test store runs each assertion closure with a copy of the generator as it
/// > was before the action, so `$0.ruta.append(…)` there predicts the id the reducer used.
public struct StackElementIDGenerator: Sendable {
  private let counter: Counter?

  private final class Counter: Sendable {
    let next: Mutex<Int>
    init(_ first: Int) { next = Mutex(first) }
  }

  private init(counter: Counter?) { self.counter = counter }

  /// A generator whose first id is `first`.
  public static func incrementing(from first: StackElementID = 0) -> Self {
    Self(counter: Counter(first.rawValue))
  }

  /// No generator: each stack numbers its own elements.
  static let perStack = Self(counter: nil)

  /// The id the next call to ``next()`` returns.
  public func peek() -> StackElementID {
    StackElementID(rawValue: counter?.next.withLock { $0 } ?? 0)
  }

  /// Returns the next id and moves past it.
  @discardableResult
  public func next() -> StackElementID { next(atLeast: 0) }

  /// Returns the next id: ``next()``.
  public func callAsFunction() -> StackElementID { next() }

  /// The next id that is at least `minimum` (a stack's own next id, so ids stay unique in a
  /// stack that was filled outside the store); with no generator, `minimum` itself.
  func next(atLeast minimum: Int) -> StackElementID {
    guard let counter else { return StackElementID(rawValue: minimum) }
    return counter.next.withLock { next in
      let id = Swift.max(next, minimum)
      next = id + 1
      return StackElementID(rawValue: id)
    }
  }

  /// Records that `id` is in use (an element pushed with a given id), so it is never handed out.
  func advance(past id: StackElementID) {
    counter?.next.withLock { $0 = Swift.max($0, id.rawValue + 1) }
  }

  /// The generator a new test store uses: this one if the store's dependencies set it (it
  /// differs from `inherited`, the one in force around the store), otherwise a new one from `0`.
  @_spi(Driver)
  public func forNewStore(inheriting inherited: Self) -> Self {
    if let counter, counter !== inherited.counter { return self }
    return .incrementing()
  }
}

private enum StackElementIDKey: DependencyKey {
  static let liveValue = StackElementIDGenerator.incrementing()
  static let testValue = StackElementIDGenerator.perStack
}

extension DependencyValues {
  /// The generator of stack element ids in force (see ``StackElementIDGenerator``).
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDKey.self] }
    set { self[StackElementIDKey.self] = newValue }
  }
}
