/// HMAC (RFC 2104) over ``SHA256``: a message authentication code keyed with a secret.
///
/// The padded key is absorbed once, at `init`; each ``autenticar(_:)`` copies those states, so
/// authenticating many short messages with one key — what ``PBKDF2`` does — costs two
/// compressions each.
public struct HMACSHA256: Sendable {
  private let interior: SHA256
  private let exterior: SHA256

  /// Prepares HMAC with `clave`. Keys longer than a block are hashed first.
  public init(clave: some Collection<UInt8>) {
    var bloque = clave.count > SHA256.tamanoDeBloque ? SHA256.hash(clave) : Array(clave)
    bloque += [UInt8](repeating: 0, count: SHA256.tamanoDeBloque - bloque.count)
    var interior = SHA256()
    interior.update(bloque.map { $0 ^ 0x36 })
    var exterior = SHA256()
    exterior.update(bloque.map { $0 ^ 0x5c })
    self.interior = interior
    self.exterior = exterior
  }

  /// The 32-byte code of `mensaje`.
  public func autenticar(_ mensaje: some Sequence<UInt8>) -> [UInt8] {
    var interior = self.interior
    interior.update(mensaje)
    var exterior = self.exterior
    exterior.update(interior.finalize())
    return exterior.finalize()
  }

  /// The code of a 32-byte message given as eight words, as words: exactly two compressions,
  /// one per padded block, written into `programa` (room for 64 words) — no bytes, no
  /// allocation. PBKDF2's inner loop.
  func autenticar(
    _ mensaje: SHA256.Palabras, programa: UnsafeMutablePointer<UInt32>
  ) -> SHA256.Palabras {
    var estado = interior.estado
    Self.rellenar(programa, con: mensaje)
    SHA256.comprimir(&estado, programa: programa)
    let resumenInterior = estado
    estado = exterior.estado
    Self.rellenar(programa, con: resumenInterior)
    SHA256.comprimir(&estado, programa: programa)
    return estado
  }

  /// The block after a 64-byte key block holding a 32-byte message: the message, the `1` bit,
  /// zeros, and the length of key block and message in bits (96 × 8).
  private static func rellenar(_ w: UnsafeMutablePointer<UInt32>, con mensaje: SHA256.Palabras) {
    mensaje.escribir(en: w)
    w[8] = 0x8000_0000
    for t in 9..<15 { w[t] = 0 }
    w[15] = UInt32((SHA256.tamanoDeBloque + SHA256.tamanoDeResumen) * 8)
  }
}

/// PBKDF2 (RFC 8018) with HMAC-SHA-256: stretches a password and a salt into a key, slowly on
/// purpose, so a stolen users file is expensive to attack.
///
/// Each round is one HMAC of the previous round's 32 bytes: two SHA-256 compressions, done on
/// words in a buffer allocated once per derivation.
public enum PBKDF2 {
  /// Derives `longitud` bytes from `clave` and `sal` with `iteraciones` rounds.
  ///
  /// - Precondition: `iteraciones` and `longitud` are positive.
  public static func derivar(
    clave: some Collection<UInt8>, sal: [UInt8], iteraciones: Int, longitud: Int = 32
  ) -> [UInt8] {
    precondition(iteraciones > 0 && longitud > 0, "PBKDF2 needs positive rounds and length")
    let hmac = HMACSHA256(clave: clave)
    var derivada: [UInt8] = []
    var numeroDeBloque: UInt32 = 1
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { programa in
      while derivada.count < longitud {
        let indice = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: numeroDeBloque >> $0) }
        var u = SHA256.Palabras(bytes: hmac.autenticar(sal + indice))
        var bloque = u
        for _ in 1..<iteraciones {
          u = hmac.autenticar(u, programa: programa.baseAddress!)
          bloque ^= u
        }
        derivada += bloque.bytes
        numeroDeBloque += 1
      }
    }
    return Array(derivada.prefix(longitud))
  }
}
