/// SHA-256 (FIPS 180-4), written here because the toolchain on Linux has no CryptoKit and the
/// project takes no dependencies.
///
/// ```swift
/// SHA256.hash(Array("abc".utf8)).hex
/// // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
///
/// It works on whole 64-byte blocks: ``update(_:)`` compresses every complete block straight
/// from the bytes it is given and keeps only the tail that does not fill one. It is a value:
/// copy it after absorbing a common prefix to hash several messages that share it
/// (``HMACSHA256`` does that with its padded keys).
public struct SHA256: Sendable {
  /// The size of the blocks the hash works on, in bytes.
  public static let tamanoDeBloque = 64
  /// The size of a digest, in bytes.
  public static let tamanoDeResumen = 32

  /// The chaining value: eight 32-bit words.
  private(set) var estado = Palabras.inicial
  /// Bytes absorbed that do not fill a block yet (fewer than 64).
  private var pendiente: [UInt8] = []
  /// How many bytes were absorbed in total.
  private var longitud: UInt64 = 0

  /// A hash that has absorbed nothing yet.
  public init() {}

  /// The digest of `bytes`.
  public static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    var sha = SHA256()
    sha.update(bytes)
    return sha.finalize()
  }

  /// Absorbs more of the message: first the bytes that complete a pending block, then every
  /// whole block read in place, then the rest is kept for later.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    let absorbidos: Void? = bytes.withContiguousStorageIfAvailable {
      absorber(UnsafeRawBufferPointer($0))
    }
    if absorbidos == nil {
      Array(bytes).withUnsafeBytes { absorber($0) }
    }
  }

  /// The 32-byte digest of everything absorbed: the message is padded with a `1` bit, zeros
  /// and its length in bits, and the last blocks are processed. `self` is left as it was.
  public func finalize() -> [UInt8] {
    var copia = self
    let bits = longitud &* 8
    var relleno: [UInt8] = [0x80]
    let ocupados = (pendiente.count + 1) % Self.tamanoDeBloque
    let ceros = (Self.tamanoDeBloque - 8 - ocupados + Self.tamanoDeBloque) % Self.tamanoDeBloque
    relleno += [UInt8](repeating: 0, count: ceros)
    for desplazamiento in stride(from: 56, through: 0, by: -8) {
      relleno.append(UInt8(truncatingIfNeeded: bits >> UInt64(desplazamiento)))
    }
    let longitudAntes = copia.longitud
    copia.update(relleno)
    copia.longitud = longitudAntes
    return copia.estado.bytes
  }

  private mutating func absorber(_ bytes: UnsafeRawBufferPointer) {
    longitud &+= UInt64(bytes.count)
    var inicio = 0
    if !pendiente.isEmpty {
      let tomados = min(Self.tamanoDeBloque - pendiente.count, bytes.count)
      pendiente.append(contentsOf: bytes[0..<tomados])
      inicio = tomados
      guard pendiente.count == Self.tamanoDeBloque else { return }
      pendiente.withUnsafeBytes { Self.comprimir(&estado, bloque: $0.baseAddress!) }
      pendiente.removeAll(keepingCapacity: true)
    }
    while bytes.count - inicio >= Self.tamanoDeBloque {
      Self.comprimir(&estado, bloque: bytes.baseAddress! + inicio)
      inicio += Self.tamanoDeBloque
    }
    pendiente.append(contentsOf: bytes[inicio...])
  }

  /// Processes the 64-byte block at `bloque` (read as sixteen big-endian words).
  private static func comprimir(_ estado: inout Palabras, bloque: UnsafeRawPointer) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      for t in 0..<16 {
        w[t] = UInt32(bigEndian: bloque.loadUnaligned(fromByteOffset: 4 * t, as: UInt32.self))
      }
      comprimir(&estado, programa: w.baseAddress!)
    }
  }

  /// Processes one block whose sixteen words are the first of `w`, which has room for 64: the
  /// rest of the message schedule is written there. What ``PBKDF2`` calls in its loop, with no
  /// bytes and no allocation.
  static func comprimir(_ estado: inout Palabras, programa w: UnsafeMutablePointer<UInt32>) {
    for t in 16..<64 {
      let w15 = w[t - 15]
      let w2 = w[t - 2]
      let s0 = (w15 &>> 7 | w15 &<< 25) ^ (w15 &>> 18 | w15 &<< 14) ^ (w15 &>> 3)
      let s1 = (w2 &>> 17 | w2 &<< 15) ^ (w2 &>> 19 | w2 &<< 13) ^ (w2 &>> 10)
      w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
    }
    var (a, b, c, d) = (estado.a, estado.b, estado.c, estado.d)
    var (e, f, g, h) = (estado.e, estado.f, estado.g, estado.h)
    constantes.withUnsafeBufferPointer { k in
      var t = 0
      while t < 64 {
        ronda(a, b, c, &d, e, f, g, &h, k[t] &+ w[t])
        ronda(h, a, b, &c, d, e, f, &g, k[t + 1] &+ w[t + 1])
        ronda(g, h, a, &b, c, d, e, &f, k[t + 2] &+ w[t + 2])
        ronda(f, g, h, &a, b, c, d, &e, k[t + 3] &+ w[t + 3])
        ronda(e, f, g, &h, a, b, c, &d, k[t + 4] &+ w[t + 4])
        ronda(d, e, f, &g, h, a, b, &c, k[t + 5] &+ w[t + 5])
        ronda(c, d, e, &f, g, h, a, &b, k[t + 6] &+ w[t + 6])
        ronda(b, c, d, &e, f, g, h, &a, k[t + 7] &+ w[t + 7])
        t += 8
      }
    }
    estado.a &+= a
    estado.b &+= b
    estado.c &+= c
    estado.d &+= d
    estado.e &+= e
    estado.f &+= f
    estado.g &+= g
    estado.h &+= h
  }

  /// Eight 32-bit words: SHA-256's chaining value, and a digest before it is written as bytes.
  struct Palabras: Equatable, Sendable {
    var a, b, c, d, e, f, g, h: UInt32

    /// The initial chaining value: the first 32 bits of the fractional parts of the square
    /// roots of the first eight primes.
    static let inicial = Palabras(
      a: 0x6a09_e667, b: 0xbb67_ae85, c: 0x3c6e_f372, d: 0xa54f_f53a,
      e: 0x510e_527f, f: 0x9b05_688c, g: 0x1f83_d9ab, h: 0x5be0_cd19)

    /// The words as 32 big-endian bytes.
    var bytes: [UInt8] {
      [a, b, c, d, e, f, g, h].flatMap { palabra in
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: palabra &>> UInt32($0)) }
      }
    }

    /// The words of 32 big-endian `bytes`.
    init(bytes: [UInt8]) {
      precondition(bytes.count == 32, "eight words are 32 bytes")
      func palabra(_ i: Int) -> UInt32 {
        bytes[4 * i..<4 * i + 4].reduce(0) { $0 &<< 8 | UInt32($1) }
      }
      self.init(
        a: palabra(0), b: palabra(1), c: palabra(2), d: palabra(3),
        e: palabra(4), f: palabra(5), g: palabra(6), h: palabra(7))
    }

    init(
      a: UInt32, b: UInt32, c: UInt32, d: UInt32, e: UInt32, f: UInt32, g: UInt32, h: UInt32
    ) {
      (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h) = (a, b, c, d, e, f, g, h)
    }

    /// Writes the words as the first eight of `w`.
    func escribir(en w: UnsafeMutablePointer<UInt32>) {
      (w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]) = (a, b, c, d, e, f, g, h)
    }

    /// Each word exclusive-ored with `otras`'.
    static func ^= (lhs: inout Palabras, otras: Palabras) {
      lhs.a ^= otras.a
      lhs.b ^= otras.b
      lhs.c ^= otras.c
      lhs.d ^= otras.d
      lhs.e ^= otras.e
      lhs.f ^= otras.f
      lhs.g ^= otras.g
      lhs.h ^= otras.h
    }
  }
}

/// One round of the compression. Eight calls in a row, each naming the working variables one
/// place further on, make the eight rounds of a turn without moving any value: `d` and `h` are
/// the two a round changes.
@inline(__always)
private func ronda(
  _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
  _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32
) {
  let sigma1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
  let temporal1 = h &+ sigma1 &+ ((e & f) ^ (~e & g)) &+ kw
  let sigma0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
  d &+= temporal1
  h = temporal1 &+ sigma0 &+ ((a & b) ^ (a & c) ^ (b & c))
}

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
  public var hex: String {
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
  public init?(hex: String) {
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
