/// SHA-256 (FIPS 180-4), written here because the toolchain on Linux has no CryptoKit and the
/// project takes no package dependencies.
///
/// ```swift
/// SHA256.hash(Array("abc".utf8)).hex
/// // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
///
/// It is a value: copy it after absorbing a common prefix to hash several messages that share
/// it (``HMACSHA256`` does that with its padded keys).
package struct SHA256: Sendable {
  /// The size of the blocks the hash works on, in bytes.
  package static let tamanoDeBloque = 64
  /// The size of a digest, in bytes.
  package static let tamanoDeResumen = 32

  private var estado: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  /// Bytes absorbed that do not fill a block yet.
  private var pendiente: [UInt8] = []
  /// How many bytes were absorbed in total.
  private var longitud: UInt64 = 0

  /// A hash that has absorbed nothing yet.
  package init() { pendiente.reserveCapacity(Self.tamanoDeBloque) }

  /// The digest of `bytes`.
  package static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    var sha = SHA256()
    sha.update(bytes)
    return sha.finalize()
  }

  /// Absorbs more of the message.
  package mutating func update(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      pendiente.append(byte)
      longitud &+= 1
      if pendiente.count == Self.tamanoDeBloque {
        comprimir(pendiente)
        pendiente.removeAll(keepingCapacity: true)
      }
    }
  }

  /// The 32-byte digest of everything absorbed: the message is padded with a `1` bit, zeros
  /// and its length in bits, and the last blocks are processed. `self` is left as it was.
  package func finalize() -> [UInt8] {
    var copia = self
    let bits = longitud &* 8
    copia.pendiente.append(0x80)
    if copia.pendiente.count > Self.tamanoDeBloque - 8 {
      copia.pendiente += [UInt8](repeating: 0, count: Self.tamanoDeBloque - copia.pendiente.count)
      copia.comprimir(copia.pendiente)
      copia.pendiente.removeAll(keepingCapacity: true)
    }
    copia.pendiente += [UInt8](repeating: 0, count: Self.tamanoDeBloque - 8 - copia.pendiente.count)
    for desplazamiento in stride(from: 56, through: 0, by: -8) {
      copia.pendiente.append(UInt8(truncatingIfNeeded: bits >> UInt64(desplazamiento)))
    }
    copia.comprimir(copia.pendiente)
    var resumen: [UInt8] = []
    resumen.reserveCapacity(Self.tamanoDeResumen)
    for palabra in copia.estado {
      resumen += [
        UInt8(truncatingIfNeeded: palabra >> 24), UInt8(truncatingIfNeeded: palabra >> 16),
        UInt8(truncatingIfNeeded: palabra >> 8), UInt8(truncatingIfNeeded: palabra),
      ]
    }
    return resumen
  }

  /// Processes one 64-byte block.
  private mutating func comprimir(_ bloque: [UInt8]) {
    var w = [UInt32](repeating: 0, count: 64)
    for t in 0..<16 {
      w[t] =
        UInt32(bloque[4 * t]) << 24 | UInt32(bloque[4 * t + 1]) << 16
        | UInt32(bloque[4 * t + 2]) << 8 | UInt32(bloque[4 * t + 3])
    }
    for t in 16..<64 {
      let s0 = rotar(w[t - 15], 7) ^ rotar(w[t - 15], 18) ^ (w[t - 15] >> 3)
      let s1 = rotar(w[t - 2], 17) ^ rotar(w[t - 2], 19) ^ (w[t - 2] >> 10)
      w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
    }
    var a = estado[0]
    var b = estado[1]
    var c = estado[2]
    var d = estado[3]
    var e = estado[4]
    var f = estado[5]
    var g = estado[6]
    var h = estado[7]
    for t in 0..<64 {
      let sigma1 = rotar(e, 6) ^ rotar(e, 11) ^ rotar(e, 25)
      let eleccion = (e & f) ^ (~e & g)
      let temporal1 = h &+ sigma1 &+ eleccion &+ constantes[t] &+ w[t]
      let sigma0 = rotar(a, 2) ^ rotar(a, 13) ^ rotar(a, 22)
      let mayoria = (a & b) ^ (a & c) ^ (b & c)
      let temporal2 = sigma0 &+ mayoria
      h = g
      g = f
      f = e
      e = d &+ temporal1
      d = c
      c = b
      b = a
      a = temporal1 &+ temporal2
    }
    estado[0] &+= a
    estado[1] &+= b
    estado[2] &+= c
    estado[3] &+= d
    estado[4] &+= e
    estado[5] &+= f
    estado[6] &+= g
    estado[7] &+= h
  }
}

@inline(__always)
private func rotar(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }

/// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
private let constantes: [UInt32] = [
  0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
  0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
  0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
  0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
  0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
  0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
  0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
  0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
  0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
  0xc671_78f2,
]

extension Sequence<UInt8> {
  /// The bytes as lowercase hexadecimal: `[0xba, 0x78]` is `"ba78"`.
  package var hex: String {
    var texto = ""
    for byte in self {
      let digitos = String(byte, radix: 16)
      texto += digitos.count == 1 ? "0" + digitos : digitos
    }
    return texto
  }
}

extension Array<UInt8> {
  /// The bytes an even-length hexadecimal string spells, or `nil` if it isn't one.
  package init?(hex: String) {
    let digitos = Array(hex.utf8)
    guard digitos.count.isMultiple(of: 2) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digitos.count / 2)
    for indice in stride(from: 0, to: digitos.count, by: 2) {
      guard
        let byte = UInt8(String(decoding: digitos[indice..<indice + 2], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(byte)
    }
    self = bytes
  }
}
