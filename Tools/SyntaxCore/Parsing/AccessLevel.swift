/// A Swift access level, ordered from most to least restrictive.
enum AccessLevel: Int, Comparable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  init?(keyword: String) {
    switch keyword {
    case "private": self = .private
    case "fileprivate": self = .fileprivate
    case "internal": self = .internal
    case "package": self = .package
    case "public": self = .public
    case "open": self = .open
    default: return nil
    }
  }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The modifier generated members carry, with a trailing space; empty for `internal`.
  var modifier: String {
    switch self {
    case .private: "private "
    case .fileprivate: "fileprivate "
    case .internal: ""
    case .package: "package "
    case .public, .open: "public "
    }
  }

  /// The keyword as written in source.
  var keyword: String {
    switch self {
    case .private: "private"
    case .fileprivate: "fileprivate"
    case .internal: "internal"
    case .package: "package"
    case .public: "public"
    case .open: "open"
    }
  }
}
