/// A state a generated test asserts, named by when it was rather than held: its fields as they
/// were after the first `actions` recorded actions, and its shared values (`@Shared`) as they
/// were after the first `shared` — what a test store sees at the check it makes there (see
/// ``TestPlanner``).
struct StateMoment: Equatable {
  /// How many actions the state's fields have seen.
  var actions: Int
  /// How many actions its shared values have seen.
  var shared: Int
}
