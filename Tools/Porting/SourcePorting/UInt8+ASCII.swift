/// The ASCII bytes the porting passes look for in a file's UTF-8.
extension UInt8 {
  static let newline = UInt8(ascii: "\n")
  static let slash = UInt8(ascii: "/")
}
