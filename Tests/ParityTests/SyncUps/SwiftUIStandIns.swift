// Stand-in for SwiftUI's `Color`, which TCA's SyncUps example names in its model (a theme's main
// and accent colors) and Linux does not have: just what the model uses. Not part of the port.

/// A color named by an asset, or black or white.
struct Color: Hashable, Sendable {
  let name: String
  init(_ name: String) { self.name = name }
  static let black = Color("black")
  static let white = Color("white")
}
