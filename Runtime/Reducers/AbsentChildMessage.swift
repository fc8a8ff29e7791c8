/// The issue a reducer that runs a child reports when an action for the child arrives while the
/// child's state is not there — `ifLet` on `nil`, `Scope` or `ifCaseLet` on another case,
/// `forEach` without the element. The child does not run; the message names the reducer, where
/// it is, the action (and the state, for a case), and the three usual causes with their fixes.
enum AbsentChildMessage {
  /// `ifLet` received a child action while the child's state was `nil`.
  static func optionalWasNil(location: String, action: String) -> String {
    render(
      headline: """
        An 'ifLet' at \(location) received an action for its child, but the child's state was \
        nil, so the child did not run.
        """,
      values: [("Action", action)],
      causes: [
        """
        A reducer that runs before this 'ifLet' set the state to nil. Attach '.ifLet' to that \
        reducer instead, so the child handles its action first.
        """,
        """
        An effect of the child kept running after it was dismissed. Cancel the child's \
        long-running effects when its state becomes nil.
        """,
        "The action was sent while nothing was presented. Send it only while the state is set.",
      ])
  }

  /// `Scope` or `ifCaseLet` received a child action while the parent's enum state was another
  /// case.
  static func stateWasOtherCase(
    reducer: String, location: String, action: String, state: String, stateType: String
  ) -> String {
    render(
      headline: """
        \(reducer == "Scope" ? "A" : "An") '\(reducer)' at \(location) received an action for \
        its child while '\(stateType)' was in another case, so the child did not run.
        """,
      values: [("Action", action), ("State", state)],
      causes: [
        """
        A reducer that runs before this '\(reducer)' moved the state to another case. Attach \
        '.ifCaseLet' to that reducer instead, so the child handles its action first.
        """,
        """
        An effect of the child kept running after its case was left. Cancel the child's \
        long-running effects when the case changes.
        """,
        """
        The action was sent while the state was in another case. Send it only while the \
        child's case is current.
        """,
      ])
  }

  /// `forEach` received an action for an id its collection does not hold.
  static func elementWasMissing(location: String, action: String) -> String {
    render(
      headline: """
        A 'forEach' at \(location) received an action for an element, but the collection has \
        no element with that id, so no element ran.
        """,
      values: [("Action", action)],
      causes: [
        """
        A reducer that runs before this 'forEach' removed the element. Attach '.forEach' to \
        that reducer instead, so the element handles its action first.
        """,
        """
        An effect of the element kept running after it was removed. Cancel the element's \
        long-running effects when it leaves the collection.
        """,
        """
        The action was sent for an id that is not in the collection. Send it only while the \
        element is there.
        """,
      ])
  }

  /// The headline, each value on its own indented lines, then the causes as a list.
  private static func render(
    headline: String, values: [(label: String, dump: String)], causes: [String]
  ) -> String {
    var lines = [headline, ""]
    for (label, dump) in values {
      lines.append("  \(label):")
      lines.append(dump)
    }
    lines.append("")
    lines.append("Usually one of these happened:")
    lines.append(contentsOf: causes.map { "- " + $0 })
    return lines.joined(separator: "\n")
  }
}
