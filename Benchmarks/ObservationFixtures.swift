import Runtime

// The three kinds of state `ObservationSuite` compares: the same fields, an item list, written
// as an `@ObservableState` struct, a plain struct and an `@Observable` class.

/// An item of the lists below.
struct ListItem: Identifiable, Sendable {
  var id: Int
  var title = ""
  var done = false
}

/// A state as a TCA user writes it.
@ObservableState
struct ObservedState {
  var count = 0
  var items: IdentifiedArrayOf<ListItem> = []
}

/// The same state with no observation at all.
struct PlainState {
  var count = 0
  var items: IdentifiedArrayOf<ListItem> = []
}

/// The same state as the toolchain's own observable class.
@Observable
final class ObservedObject {
  var count = 0
  var items: IdentifiedArrayOf<ListItem> = []
}
