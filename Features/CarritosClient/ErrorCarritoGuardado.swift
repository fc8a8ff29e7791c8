/// Why a kept cart could not be loaded or saved. A kept file is never overwritten in these
/// cases.
public enum ErrorCarritoGuardado: Error, Equatable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// The file is not a kept cart.
  case corrupto
  /// The file is a kept cart of a version this app does not know.
  case versionDesconocida(Int)
  /// Another session held the cart's lock longer than this one would wait.
  case ocupado
  /// The disk refused: a folder that can't be created, a full disk.
  case noDisponible

  public var description: String {
    switch self {
    case .corrupto: "The kept cart is corrupt; it was left untouched."
    case .versionDesconocida(let version):
      "The kept cart is version \(version), which this app does not know; it was left untouched."
    case .ocupado: "The kept cart was locked by another session for too long."
    case .noDisponible: "The kept cart's folder could not be read or written."
    }
  }
}
