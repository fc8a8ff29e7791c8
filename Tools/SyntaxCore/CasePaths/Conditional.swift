/// Items of generated code, some inside `#if` blocks that mirror the source's.
indirect enum Conditional<Item> {
  case item(Item)
  case block([ConditionalClause<Item>])

  /// Keeps the items `transform` maps to a value, and the `#if` blocks that still hold any; a
  /// block keeps all its clauses (some may become empty) so the conditions stay as written.
  static func tree(
    _ nodes: [Node], _ transform: (Node) throws(GeneratorError) -> [Item]
  ) throws(GeneratorError) -> [Conditional] {
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
struct ConditionalClause<Item> {
  var header: ConditionHeader
  var items: [Conditional<Item>]
}

/// `#if DEBUG`, `#elseif os(Linux)`, `#else`.
struct ConditionHeader: Equatable {
  var keyword: String
  var condition: String?

  var text: String { condition.map { "\(keyword) \($0)" } ?? keyword }
}

extension Conditional {
  /// Whether an item, here or in any clause of a block, satisfies `predicate`.
  func containsItem(_ predicate: (Item) -> Bool) -> Bool {
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
  func compactMap<T>(_ transform: (Item) -> T?) -> [Conditional<T>] {
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
