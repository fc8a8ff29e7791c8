// Stand-ins for the two SwiftUI types TCA's Todos example keeps in its state, which Linux does not
// have: just what the example uses. Not part of the port.

/// SwiftUI's edit mode of a list.
enum EditMode: Hashable, Sendable {
  case active, inactive, transient
}

/// SwiftUI's localized string key: here only a string the filter's cases are spelled with.
struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringLiteral {
  let key: String
  init(stringLiteral value: String) { self.key = value }
}
