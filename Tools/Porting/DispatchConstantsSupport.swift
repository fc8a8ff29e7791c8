/// The file the port adds to a target whose code names Darwin's nanosecond constants
/// (`NSEC_PER_SEC` and its kin): Linux's Dispatch does not export them, so the port declares
/// them in the target itself, with the types Darwin gives them.
enum DispatchConstantsSupport {
  static let fileName = "PortedDispatchConstants.swift"

  /// The constants the file declares, each with its value.
  static let constants: [(name: String, value: String)] = [
    ("NSEC_PER_SEC", "1_000_000_000"),
    ("NSEC_PER_MSEC", "1_000_000"),
    ("NSEC_PER_USEC", "1_000"),
    ("USEC_PER_SEC", "1_000_000"),
  ]

  /// The constants' names.
  static var names: [String] { constants.map(\.name) }

  static var source: String {
    var text = """
      // Written by composable-port. Darwin's Dispatch exports these constants and Linux's does
      // not: the code of this target names them, so they are declared here, typed as on Darwin.

      """
    for constant in constants {
      text += "let \(constant.name): UInt64 = \(constant.value)\n"
    }
    return text
  }
}
