// Stand-in for SwiftUI's `Color`, which the animations case study keeps in its state and Linux
// does not have: just the colors the case study names. Not part of the port.

/// A named color.
struct Color: Hashable, Sendable {
  let name: String
  static let black = Color(name: "black")
  static let blue = Color(name: "blue")
  static let green = Color(name: "green")
  static let orange = Color(name: "orange")
  static let pink = Color(name: "pink")
  static let purple = Color(name: "purple")
  static let red = Color(name: "red")
  static let yellow = Color(name: "yellow")
}
