/// HMAC (RFC 2104) over ``SHA256``: a message authentication code keyed with a secret.
///
/// The padded key is absorbed once, at `init`; each ``autenticar(_:)`` copies those states, so
/// authenticating many short messages with one key — what ``PBKDF2`` does — costs two
/// compressions each.
package struct HMACSHA256: Sendable {
  private let interior: SHA256
  private let exterior: SHA256

  /// Prepares HMAC with `clave`. Keys longer than a block are hashed first.
  package init(clave: some Collection<UInt8>) {
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
  package func autenticar(_ mensaje: some Sequence<UInt8>) -> [UInt8] {
    var interior = self.interior
    interior.update(mensaje)
    var exterior = self.exterior
    exterior.update(interior.finalize())
    return exterior.finalize()
  }
}

/// PBKDF2 (RFC 8018) with HMAC-SHA-256: stretches a password and a salt into a key, slowly on
/// purpose, so a stolen users file is expensive to attack.
package enum PBKDF2 {
  /// Derives `longitud` bytes from `clave` and `sal` with `iteraciones` rounds.
  ///
  /// - Precondition: `iteraciones` and `longitud` are positive.
  package static func derivar(
    clave: some Collection<UInt8>, sal: [UInt8], iteraciones: Int, longitud: Int = 32
  ) -> [UInt8] {
    precondition(iteraciones > 0 && longitud > 0, "PBKDF2 needs positive rounds and length")
    let hmac = HMACSHA256(clave: clave)
    var derivada: [UInt8] = []
    var numeroDeBloque: UInt32 = 1
    while derivada.count < longitud {
      let indice = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: numeroDeBloque >> $0) }
      var u = hmac.autenticar(sal + indice)
      var bloque = u
      for _ in 1..<iteraciones {
        u = hmac.autenticar(u)
        for posicion in bloque.indices { bloque[posicion] ^= u[posicion] }
      }
      derivada += bloque
      numeroDeBloque += 1
    }
    return Array(derivada.prefix(longitud))
  }
}
