import Testing

/// Runs `body`, expecting exactly the failures it causes to mention `phrase` (case-insensitive)
/// and to be reported at `line` of this test file.
@MainActor
func expectFailure(
  _ phrase: String,
  atLine line: Int,
  _ body: () async -> Void
) async {
  await withKnownIssue {
    await body()
  } matching: { issue in
    issue.description.lowercased().contains(phrase.lowercased())
      && issue.sourceLocation?.line == line
  }
}

/// The same for a synchronous body.
@MainActor
func expectFailure(_ phrase: String, atLine line: Int, _ body: () -> Void) {
  withKnownIssue {
    body()
  } matching: { issue in
    issue.description.lowercased().contains(phrase.lowercased())
      && issue.sourceLocation?.line == line
  }
}
