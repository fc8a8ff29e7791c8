/// A Swift access level, ordered from most to least restrictive.
public enum AccessLevel: Int, Comparable, Sendable {
  /// `private`: the enclosing declaration and its extensions in the same file.
  case `private`
  /// `fileprivate`: the file.
  case `fileprivate`
  /// `internal`, written or not: the module.
  case `internal`
  /// `package`: the package.
  case `package`
  /// `public`: any module.
  case `public`
  /// `open`: any module, which may also subclass or override.
  case `open`

  /// The access level `keyword` spells, or `nil` when it is not an access modifier.
  public init?(keyword: String) {
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

  /// Whether `lhs` is more restrictive than `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The modifier generated members carry, with a trailing space; empty for `internal`.
  public var modifier: String {
    switch self {
    case .private: "private "
    case .fileprivate: "fileprivate "
    case .internal: ""
    case .package: "package "
    case .public, .open: "public "
    }
  }

  /// The keyword as written in source.
  public var keyword: String {
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
