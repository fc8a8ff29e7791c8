import SwiftSourceParser

/// Items of generated code, some inside `#if` blocks that mirror the source's.
public indirect enum Conditional<Item> {
  /// An item outside any `#if` block (of this level).
  case item(Item)
  /// An `#if` block, with the items of each of its clauses.
  case block([ConditionalClause<Item>])

  /// Keeps the items `transform` maps to a value, and the `#if` blocks that still hold any; a
  /// block keeps all its clauses (some may become empty) so the conditions stay as written.
  public static func tree<Failure: Error>(
    _ nodes: [Node], _ transform: (Node) throws(Failure) -> [Item]
  ) throws(Failure) -> [Conditional] {
    var items: [Conditional] = []
    for node in nodes {
      guard case .conditional(let block) = node else {
        items += try transform(node).map(Conditional.item)
        continue
      }
      var clauses: [ConditionalClause<Item>] = []
      for clause in block.clauses {
        let header = ConditionHeader(keyword: clause.keyword, condition: clause.condition)
        clauses.append(ConditionalClause(header: header, items: try tree(clause.nodes, transform)))
      }
      if clauses.contains(where: { !$0.items.isEmpty }) { items.append(.block(clauses)) }
    }
    return items
  }
}

/// One clause of an `#if` block with its items.
public struct ConditionalClause<Item> {
  /// The clause's directive and condition.
  public var header: ConditionHeader
  /// The items of the clause.
  public var items: [Conditional<Item>]

  /// The clause `header` holding `items`.
  public init(header: ConditionHeader, items: [Conditional<Item>]) {
    self.header = header
    self.items = items
  }
}

extension Conditional: Sendable where Item: Sendable {}
extension ConditionalClause: Sendable where Item: Sendable {}

/// `#if DEBUG`, `#elseif os(Linux)`, `#else`.
public struct ConditionHeader: Equatable, Sendable {
  /// `#if`, `#elseif` or `#else`.
  public var keyword: String
  /// The condition as written, or `nil` for `#else`.
  public var condition: String?

  /// The header `keyword condition`.
  public init(keyword: String, condition: String?) {
    self.keyword = keyword
    self.condition = condition
  }

  /// The directive as written: `#if DEBUG`.
  public var text: String { condition.map { "\(keyword) \($0)" } ?? keyword }
}

extension Conditional {
  /// Whether an item, here or in any clause of a block, satisfies `predicate`.
  public func containsItem(_ predicate: (Item) -> Bool) -> Bool {
    switch self {
    case .item(let item): predicate(item)
    case .block(let clauses):
      clauses.contains { clause in clause.items.contains { $0.containsItem(predicate) } }
    }
  }
}

extension Conditional {
  /// The items `transform` maps to a value, in the same `#if` blocks; a block keeps all its
  /// clauses while one of them still holds an item.
  public func compactMap<T>(_ transform: (Item) -> T?) -> [Conditional<T>] {
    switch self {
    case .item(let item):
      return transform(item).map { [.item($0)] } ?? []
    case .block(let clauses):
      let mapped = clauses.map { clause in
        ConditionalClause(
          header: clause.header, items: clause.items.flatMap { $0.compactMap(transform) })
      }
      return mapped.contains { !$0.items.isEmpty } ? [.block(mapped)] : []
    }
  }
}
