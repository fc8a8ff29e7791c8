import Foundation

extension Data {
  /// The UTF-8 bytes of `texto`.
  init(_ texto: String) { self = Data(texto.utf8) }
}
