/// Compares two values structurally and prints the difference as lines marked `−` (the first,
/// "expected" value) and `+` (the second, "actual" value), with unchanged parts folded.
///
/// ```
///   Buscador.State(
/// −   cargando: true,
/// +   cargando: false,
///     termino: "swift",
///     items: [… (200 unchanged)]
///   )
/// ```
public enum DumpDiff {
  /// The marked lines, or `nil` when the two values print the same.
  ///
  /// ```swift
  /// DumpDiff.lines(Temporizador.State(segundos: 1), Temporizador.State(segundos: 2))
  /// // ["  Temporizador.State(", "−   segundos: 1", "+   segundos: 2", "  )"]
  /// ```
  public static func lines(_ expected: Any, _ actual: Any) -> [String]? {
    let lines = diff(Dumper.dump(expected), Dumper.dump(actual), label: "", suffix: "")
    guard lines.contains(where: { $0.marker != " " }) else { return nil }
    return lines.map { "\($0.marker) \($0.text)" }
  }

  /// The marked lines as one string.
  @_spi(Driver)
  public static func text(_ expected: Any, _ actual: Any) -> String? {
    lines(expected, actual)?.joined(separator: "\n")
  }

  struct Line {
    var marker: Character
    var text: String
  }

  /// How many unchanged neighbours to show around a change in a collection.
  static let context = 1

  static func equal(_ lhs: Dumped, _ rhs: Dumped) -> Bool {
    if let equal = dumpValuesEqual(lhs.value, rhs.value) { return equal }
    return DumpPrinter.inline(lhs.node) == DumpPrinter.inline(rhs.node)
  }

  static func diff(_ old: Dumped, _ new: Dumped, label: String, suffix: String) -> [Line] {
    if let before = old.value as? any _SharedValueDumping,
      let after = new.value as? any _SharedValueDumping,
      let values = before._diffValues(against: after)
    {
      return diff(Dumped(values.before), Dumped(values.after), label: label, suffix: suffix)
    }
    if equal(old, new) { return unchanged(new, label: label, suffix: suffix) }
    let head = label.isEmpty ? "" : "\(label): "
    switch (old.node, new.node) {
    case (.record(let oldName, let oldFields), .record(let newName, let newFields))
    where oldName == newName && oldFields.map(\.label) == newFields.map(\.label):
      var lines = [Line(marker: " ", text: head + "\(newName)(")]
      for index in newFields.indices {
        let comma = index == newFields.count - 1 ? "" : ","
        lines += indent(
          diff(
            oldFields[index].value, newFields[index].value, label: newFields[index].label,
            suffix: comma))
      }
      return lines + [Line(marker: " ", text: ")" + suffix)]

    case (.enumCase(let oldName, let oldPayload?), .enumCase(let newName, let newPayload?))
    where oldName == newName:
      if case .record(let name, _) = newPayload.node, name.isEmpty {
        var lines = diff(oldPayload, newPayload, label: "", suffix: suffix)
        lines[0].text = head + ".\(newName)" + lines[0].text
        return lines
      }
      return [Line(marker: " ", text: head + ".\(newName)(")]
        + indent(diff(oldPayload, newPayload, label: "", suffix: ""))
        + [Line(marker: " ", text: ")" + suffix)]

    case (.collection(let oldElements, let oldIDs), .collection(let newElements, let newIDs)):
      let body: [Line]
      if let oldIDs, let newIDs {
        body = diffIdentified(oldElements, oldIDs, newElements, newIDs)
      } else {
        body = diffOrdered(oldElements, newElements)
      }
      return [Line(marker: " ", text: head + "[")] + indent(body)
        + [Line(marker: " ", text: "]" + suffix)]

    case (.dictionary(let oldEntries), .dictionary(let newEntries)):
      let body = diffKeyed(
        oldEntries.map { ($0.key, $0.value) }, newEntries.map { ($0.key, $0.value) })
      return [Line(marker: " ", text: head + "[")] + indent(body)
        + [Line(marker: " ", text: "]" + suffix)]

    default:
      return marked("−", old, label: label, suffix: suffix)
        + marked("+", new, label: label, suffix: suffix)
    }
  }

  /// Pairs elements by position, after matching a common prefix and suffix, so a single
  /// insertion or removal shows as one line.
  static func diffOrdered(_ old: [Dumped], _ new: [Dumped]) -> [Line] {
    if old.count == new.count {
      return foldRuns(
        (0..<new.count).map { index in
          equal(old[index], new[index])
            ? .same(new[index], label: "[\(index)]")
            : .changed(old[index], new[index], label: "[\(index)]")
        })
    }
    var prefix = 0
    while prefix < old.count, prefix < new.count, equal(old[prefix], new[prefix]) { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      equal(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
    {
      suffix += 1
    }
    var entries: [Entry] = (0..<prefix).map { .same(new[$0], label: "[\($0)]") }
    for index in prefix..<(old.count - suffix) {
      entries.append(.removed(old[index], label: "[\(index)]"))
    }
    for index in prefix..<(new.count - suffix) {
      entries.append(.added(new[index], label: "[\(index)]"))
    }
    for index in (new.count - suffix)..<new.count {
      entries.append(.same(new[index], label: "[\(index)]"))
    }
    return foldRuns(entries)
  }

  /// Pairs elements by id: changed elements diff in place, new ones are `+`, gone ones `−`.
  static func diffIdentified(
    _ old: [Dumped], _ oldIDs: [AnyHashable], _ new: [Dumped], _ newIDs: [AnyHashable]
  ) -> [Line] {
    var oldByID: [AnyHashable: Int] = [:]
    for (index, id) in oldIDs.enumerated() { oldByID[id] = index }
    let newSet = Set(newIDs)
    var entries: [Entry] = []
    var oldCursor = 0
    for (index, id) in newIDs.enumerated() {
      // Report elements that disappeared before this one, in their old order.
      if let oldIndex = oldByID[id] {
        while oldCursor < oldIndex {
          if !newSet.contains(oldIDs[oldCursor]) {
            entries.append(.removed(old[oldCursor], label: "[id: \(oldIDs[oldCursor].base)]"))
          }
          oldCursor += 1
        }
        oldCursor = max(oldCursor, oldIndex + 1)
        let label = "[id: \(id.base)]"
        entries.append(
          equal(old[oldIndex], new[index])
            ? .same(new[index], label: label) : .changed(old[oldIndex], new[index], label: label))
      } else {
        // Old elements gone from this place show first, so a replacement reads − then +.
        while oldCursor < oldIDs.count, !newSet.contains(oldIDs[oldCursor]) {
          entries.append(.removed(old[oldCursor], label: "[id: \(oldIDs[oldCursor].base)]"))
          oldCursor += 1
        }
        entries.append(.added(new[index], label: "[id: \(id.base)]"))
      }
    }
    while oldCursor < oldIDs.count {
      if !newSet.contains(oldIDs[oldCursor]) {
        entries.append(.removed(old[oldCursor], label: "[id: \(oldIDs[oldCursor].base)]"))
      }
      oldCursor += 1
    }
    return foldRuns(entries)
  }

  static func diffKeyed(_ old: [(String, Dumped)], _ new: [(String, Dumped)]) -> [Line] {
    let oldByKey = Dictionary(old, uniquingKeysWith: { first, _ in first })
    let newByKey = Dictionary(new, uniquingKeysWith: { first, _ in first })
    let keys = Set(oldByKey.keys).union(newByKey.keys).sorted()
    let entries: [Entry] = keys.map { key in
      switch (oldByKey[key], newByKey[key]) {
      case (let old?, let new?):
        return equal(old, new) ? .same(new, label: key) : .changed(old, new, label: key)
      case (let old?, nil): return .removed(old, label: key)
      case (nil, let new?): return .added(new, label: key)
      case (nil, nil): fatalError("unreachable")
      }
    }
    return foldRuns(entries)
  }

  enum Entry {
    case same(Dumped, label: String)
    case changed(Dumped, Dumped, label: String)
    case removed(Dumped, label: String)
    case added(Dumped, label: String)

    var isSame: Bool { if case .same = self { true } else { false } }
  }

  /// Shows every change with a little context and folds long runs of unchanged elements into
  /// `… (N unchanged)`.
  static func foldRuns(_ entries: [Entry]) -> [Line] {
    var lines: [Line] = []
    var index = 0
    while index < entries.count {
      if entries[index].isSame {
        var end = index
        while end < entries.count, entries[end].isSame { end += 1 }
        let run = end - index
        let keepBefore = index == 0 ? 0 : context
        let keepAfter = end == entries.count ? 0 : context
        if run > keepBefore + keepAfter + 1 {
          for offset in 0..<keepBefore { lines += render(entries[index + offset]) }
          lines.append(Line(marker: " ", text: "… (\(run - keepBefore - keepAfter) unchanged)"))
          for offset in (end - keepAfter)..<end { lines += render(entries[offset]) }
        } else {
          for offset in index..<end { lines += render(entries[offset]) }
        }
        index = end
      } else {
        lines += render(entries[index])
        index += 1
      }
    }
    return lines
  }

  static func render(_ entry: Entry) -> [Line] {
    switch entry {
    case .same(let value, let label): return unchanged(value, label: label, suffix: "")
    case .changed(let old, let new, let label): return diff(old, new, label: label, suffix: "")
    case .removed(let value, let label): return marked("−", value, label: label, suffix: "")
    case .added(let value, let label): return marked("+", value, label: label, suffix: "")
    }
  }

  /// An unchanged value: on one line when short, else folded.
  static func unchanged(_ value: Dumped, label: String, suffix: String) -> [Line] {
    let head = label.isEmpty ? "" : "\(label): "
    let text: String
    switch value.node {
    case .collection(let elements, _) where elements.count > 3:
      text = "[… (\(elements.count) unchanged)]"
    case .dictionary(let entries) where entries.count > 3:
      text = "[… (\(entries.count) unchanged)]"
    default:
      let inline = DumpPrinter.inline(value.node)
      if inline.count <= 60 {
        text = inline
      } else {
        switch value.node {
        case .record(let name, _): text = "\(name)(…)"
        case .enumCase(let name, _): text = ".\(name)(…)"
        case .collection(let elements, _): text = "[… (\(elements.count) unchanged)]"
        case .dictionary(let entries): text = "[… (\(entries.count) unchanged)]"
        case .leaf: text = inline
        }
      }
    }
    return [Line(marker: " ", text: head + text + suffix)]
  }

  static func marked(_ marker: Character, _ value: Dumped, label: String, suffix: String) -> [Line]
  {
    let lines = DumpPrinter.block(value.node)
    let head = label.isEmpty ? "" : "\(label): "
    return lines.enumerated().map { index, text in
      Line(
        marker: marker,
        text: (index == 0 ? head : "") + text + (index == lines.count - 1 ? suffix : ""))
    }
  }

  static func indent(_ lines: [Line]) -> [Line] {
    lines.map { Line(marker: $0.marker, text: "  " + $0.text) }
  }
}
