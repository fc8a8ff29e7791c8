/// Accumulates the lines of a generated source file, keeping track of the indentation.
public struct SourceWriter {
  /// The indentation of the next line, in spaces.
  public var indent = 0
  /// The lines written so far.
  public var lines: [String] = []

  /// A writer whose lines start `indent` spaces in.
  public init(indent: Int = 0) { self.indent = indent }

  /// `text`'s lines at the current indentation (empty lines stay empty).
  public mutating func line(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(line.isEmpty ? "" : String(repeating: " ", count: indent) + line)
    }
  }

  /// A piece of code laid out at the current indentation.
  public mutating func doc(_ doc: SourceDoc, suffix: String = "") {
    lines += SourceLayout.lines(doc, indent: indent, suffix: suffix)
  }

  /// `header {`, the lines `body` writes one level in, and `}`.
  public mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
    line(header + " {")
    indent += 2
    body(&self)
    indent -= 2
    line("}")
  }

  /// A call, with the assertion closure `mutations` as its trailing closure when there are
  /// any. When the arguments do not fit, the closing parenthesis goes on a line of its own
  /// before the closure, as `swift format` puts it.
  public mutating func call(
    _ name: String, _ arguments: [SourceDoc], closure mutations: [StateMutation]
  ) {
    let call = SourceDoc.call(name, arguments)
    guard !mutations.isEmpty else { return doc(call) }
    if indent + call.singleLine.count + 2 <= SourceLayout.width {
      line(call.singleLine + " {")
    } else {
      line(name + "(")
      lines += SourceLayout.pack(arguments, indent: indent + 2, separator: ",", last: "")
      line(") {")
    }
    indent += 2
    for mutation in mutations { lines += mutation.lines(indent: indent) }
    indent -= 2
    line("}")
  }

  /// The file's text, ending with a newline.
  public var text: String { lines.joined(separator: "\n") + "\n" }
}
