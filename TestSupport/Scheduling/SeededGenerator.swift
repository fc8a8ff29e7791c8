@_spi(Driver) import Runtime

/// A small pseudo-random generator whose whole output follows from its seed: the same seed gives
/// the same numbers on every machine and with every toolchain.
///
/// It is SplitMix64 (a 64-bit counter stepped by the golden ratio and scrambled), enough to
/// choose among a handful of ready jobs; nothing here needs cryptographic quality. Bounded draws
/// use their own rejection step rather than the standard library's, whose algorithm is not
/// promised to stay the same.
struct SeededGenerator: Sendable {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0 ..< bound`, every value equally likely (multiply-shift with rejection).
  mutating func next(below bound: Int) -> Int {
    precondition(bound > 0, "a bounded draw needs a positive bound")
    let limit = UInt64(bound)
    var product = next().multipliedFullWidth(by: limit)
    if product.low < limit {
      let threshold = (0 &- limit) % limit
      while product.low < threshold { product = next().multipliedFullWidth(by: limit) }
    }
    return Int(product.high)
  }
}

extension SeededGenerator: JobOrder {
  /// Draws the ready job to run next: ``next(below:)``.
  mutating func pick(among count: Int) -> Int { next(below: count) }
}
