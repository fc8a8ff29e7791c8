/// Lays out a ``SourceDoc`` within 100 columns the way the project's `swift format` configuration
/// does, so that generated tests pass `swift format lint` as they are:
///
/// - a piece that fits stays on one line;
/// - a call that does not fit breaks after `(`, packs its arguments on the following lines,
///   two spaces in, and closes with `)` after the last one;
/// - an array that does not fit breaks after `[`, packs its elements the same way (with a
///   trailing comma when there are several), and closes with `]` on a line of its own;
/// - an argument or element that does not fit on a line by itself breaks the same way, and the
///   next one starts on a new line.
public enum SourceLayout {
  /// The line width of `.swift-format`.
  public static let width = 100

  /// The lines of `doc`, the first starting at column `indent` and the rest indented from it;
  /// `suffix` is glued after the last line (a comma, closing parentheses, ` {`).
  public static func lines(_ doc: SourceDoc, indent: Int, suffix: String = "") -> [String] {
    let margin = String(repeating: " ", count: indent)
    return layout(doc, column: indent, indent: indent, suffix: suffix).enumerated().map {
      $0.offset == 0 ? margin + $0.element : $0.element
    }
  }

  /// The lines of `doc` starting at `column` (the first line without its indentation; the
  /// rest with theirs), continuation lines indented from `indent`.
  private static func layout(
    _ doc: SourceDoc, column: Int, indent: Int, suffix: String
  ) -> [String] {
    let flat = doc.singleLine + suffix
    if column + flat.count <= width { return [flat] }
    switch doc {
    case .text:
      return [flat]
    case .prefixed(let prefix, let rest):
      var lines = layout(
        rest, column: column + prefix.count, indent: indent, suffix: suffix)
      lines[0] = prefix + lines[0]
      return lines
    case .suffixed(let doc, let glued):
      return layout(doc, column: column, indent: indent, suffix: glued + suffix)
    case .call(let name, let arguments):
      guard !arguments.isEmpty else { return [flat] }
      return [name + "("]
        + pack(arguments, indent: indent + 2, separator: ",", last: ")" + suffix)
    case .array(let elements):
      guard !elements.isEmpty else { return [flat] }
      // A trailing comma goes after the last of several elements, never after a lone one.
      let margin = String(repeating: " ", count: indent)
      let comma = elements.count > 1 ? "," : ""
      return ["["] + pack(elements, indent: indent + 2, separator: ",", last: comma)
        + [margin + "]" + suffix]
    }
  }

  /// Packs `pieces` onto lines indented by `indent`, as many per line as fit.
  public static func pack(
    _ pieces: [SourceDoc], indent: Int, separator: String, last: String
  ) -> [String] {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var current: String?
    for (index, piece) in pieces.enumerated() {
      let tail = index == pieces.count - 1 ? last : separator
      let flat = piece.singleLine + tail
      if let line = current, line.count + 1 + flat.count <= width {
        current = line + " " + flat
        continue
      }
      if let line = current { lines.append(line) }
      if indent + flat.count <= width {
        current = margin + flat
      } else {
        current = nil
        lines += indentedLines(piece, indent: indent, suffix: tail)
      }
    }
    if let line = current { lines.append(line) }
    return lines
  }

  private static func indentedLines(_ doc: SourceDoc, indent: Int, suffix: String) -> [String] {
    lines(doc, indent: indent, suffix: suffix)
  }
}
