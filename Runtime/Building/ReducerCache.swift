/// What running a reducer tree keeps between actions: each body, evaluated once.
///
/// A store keeps one cache for its reducer. It mirrors the reducer tree and grows as actions
/// reach new parts of it: a reducer with a body keeps its evaluated body there the first time
/// it runs, so the case key paths a body names are resolved once, not on every action. A
/// reducer that contains itself — `.forEach(\.rows, action: \.rows) { Self() }` — gets a node
/// per level of the tree that actions actually reach, so a tree of any depth works.
///
/// A cache is a slot: the place where one reducer keeps its node. A reducer that keeps nothing
/// of its own (`Scope`, a leaf) hands its slot to its child; one with a body keeps the body and
/// a slot for it; one with two parts keeps a slot for each.
///
/// You never use a cache yourself: ``Reducer/reduce(into:action:)`` runs a reducer with a fresh
/// one. Not `Sendable`: a cache belongs to one store (on the main actor) or to one direct call.
public struct _ReducerCache {
  /// The slot: a retained node, or `nil` until the reducer first runs. Reached through a
  /// pointer, so the send path reads it with no reference counting and no exclusivity check;
  /// a slot is only used by one store's cycle, or one direct call, at a time.
  @usableFromInline let slot: UnsafeMutablePointer<Unmanaged<AnyObject>?>

  @inlinable
  init(_ slot: UnsafeMutablePointer<Unmanaged<AnyObject>?>) { self.slot = slot }

  /// Runs `use` with the node keeping the body `make` evaluates — evaluated the first time
  /// only — and the slot for that body.
  @inlinable @inline(__always)
  public func _withBody<Body, Result>(
    _ make: () -> Body, _ use: (_BodyNode<Body>) -> Result
  ) -> Result {
    // `use` is called once: it is inlined, and is the rest of the reducer tree. The node lives
    // as long as the slot that holds it, which outlives the call. (The node, not the body, is
    // handed on, so the body is read where it is rather than copied.)
    let node = slot.pointee ?? _BodyNode.keep(make(), in: slot)
    return node._withUnsafeGuaranteedRef { use(unsafeDowncast($0, to: _BodyNode<Body>.self)) }
  }

  /// Runs `use` with a slot for each of a reducer's two parts.
  @inlinable @inline(__always)
  public func _withParts<Result>(_ use: (_ReducerCache, _ReducerCache) -> Result) -> Result {
    let node = slot.pointee ?? _SlotsNode.keep(count: 2, in: slot)
    return node._withUnsafeGuaranteedRef { node in
      let slots = unsafeDowncast(node, to: _SlotsNode.self).slots
      return use(_ReducerCache(slots), _ReducerCache(slots + 1))
    }
  }

  /// The slot of the reducer at `index` of `count` parts, such as a `for` loop's.
  @usableFromInline
  func part(_ index: Int, of count: Int) -> _ReducerCache {
    let node = slot.pointee ?? _SlotsNode.keep(count: count, in: slot)
    return _ReducerCache(
      unsafeDowncast(node.takeUnretainedValue(), to: _SlotsNode.self).slots + index)
  }
}

/// The root of a cache, owning its first slot: what a store or a direct call keeps.
public final class _ReducerCacheRoot {
  @usableFromInline let slot: UnsafeMutablePointer<Unmanaged<AnyObject>?>

  /// An empty cache.
  @inlinable
  public init() {
    slot = .allocate(capacity: 1)
    slot.initialize(to: nil)
  }

  deinit {
    slot.pointee?.release()
    slot.deallocate()
  }

  /// The root slot, valid while this object lives.
  @inlinable
  public var cache: _ReducerCache { _ReducerCache(slot) }
}

/// A node with slots for a reducer's parts.
public class _SlotsNode {
  @usableFromInline let slots: UnsafeMutablePointer<Unmanaged<AnyObject>?>
  let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    for index in 0..<count { slots[index]?.release() }
    slots.deallocate()
  }

  /// Puts a new node with `count` slots in `slot` and returns it.
  @usableFromInline
  static func keep(
    count: Int, in slot: UnsafeMutablePointer<Unmanaged<AnyObject>?>
  ) -> Unmanaged<AnyObject> {
    let node = Unmanaged<AnyObject>.passRetained(_SlotsNode(count: count))
    slot.pointee = node
    return node
  }
}

/// A reducer's evaluated body, and the slot the body keeps its own node in.
public final class _BodyNode<Body>: _SlotsNode {
  /// The evaluated body.
  public let body: Body

  /// The slot the body keeps its node in.
  @inlinable
  public var bodyCache: _ReducerCache { _ReducerCache(slots) }

  init(body: Body) {
    self.body = body
    super.init(count: 1)
  }

  /// Puts a node with `body` in `slot` and returns it.
  @usableFromInline
  static func keep(
    _ body: Body, in slot: UnsafeMutablePointer<Unmanaged<AnyObject>?>
  ) -> Unmanaged<AnyObject> {
    let node = Unmanaged<AnyObject>.passRetained(_BodyNode(body: body))
    slot.pointee = node
    return node
  }
}
