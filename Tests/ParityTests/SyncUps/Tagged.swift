// Stand-in for the swift-tagged package, which TCA's SyncUps example depends on: just what
// the example uses. Not part of the port.

import Foundation

struct Tagged<Tag, RawValue> {
  var rawValue: RawValue
  init(rawValue: RawValue) { self.rawValue = rawValue }
  init(_ rawValue: RawValue) { self.rawValue = rawValue }
}
extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Sendable where RawValue: Sendable {}
extension Tagged: Codable where RawValue: Codable {
  init(from decoder: any Decoder) throws { rawValue = try RawValue(from: decoder) }
  func encode(to encoder: any Encoder) throws { try rawValue.encode(to: encoder) }
}
extension Tagged where RawValue == UUID {
  init() { self.init(UUID()) }
  init?(uuidString: String) {
    guard let uuid = UUID(uuidString: uuidString) else { return nil }
    self.init(uuid)
  }
}
