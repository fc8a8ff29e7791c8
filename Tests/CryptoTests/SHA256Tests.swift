import Testing

@testable import Crypto

/// Published test vectors: NIST's SHA-256 examples (FIPS 180-2, appendix B, and the CAVP
/// "long message" of a million `a`), RFC 4231 for HMAC-SHA-256 and RFC 7914 §11 for
/// PBKDF2-HMAC-SHA-256.
struct SHA256Tests {
  @Test
  func mensajeVacio() {
    #expect(
      SHA256.hash([]).hex
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test
  func abc() {
    #expect(
      SHA256.hash(Array("abc".utf8)).hex
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test
  func mensajeDe448Bits() {
    let mensaje = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(mensaje.utf8.count * 8 == 448)
    #expect(
      SHA256.hash(Array(mensaje.utf8)).hex
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test
  func mensajeDe896Bits() {
    let mensaje =
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqr"
      + "lmnopqrsmnopqrstnopqrstu"
    #expect(
      SHA256.hash(Array(mensaje.utf8)).hex
        == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
  }

  @Test
  func unMillonDeA() {
    #expect(
      SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)).hex
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test
  func porPartesEsIgualQueDeUnaVez() {
    let mensaje = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    var sha = SHA256()
    sha.update(mensaje[..<3])
    sha.update(mensaje[3..<40])
    sha.update(mensaje[40...])
    #expect(sha.finalize() == SHA256.hash(mensaje))
  }

  @Test
  func hexadecimalIdaYVuelta() {
    #expect([UInt8](hex: "00ff10ab") == [0x00, 0xff, 0x10, 0xab])
    #expect([UInt8](hex: "00ff10ab")?.hex == "00ff10ab")
    #expect([UInt8](hex: "abc") == nil)
    #expect([UInt8](hex: "zz") == nil)
  }

  @Test
  func hmacRFC4231() {
    #expect(
      HMACSHA256(clave: [UInt8](repeating: 0x0b, count: 20)).autenticar(Array("Hi There".utf8))
        .hex == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    #expect(
      HMACSHA256(clave: Array("Jefe".utf8))
        .autenticar(Array("what do ya want for nothing?".utf8)).hex
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    // A key longer than a block is hashed first.
    #expect(
      HMACSHA256(clave: [UInt8](repeating: 0xaa, count: 131))
        .autenticar(Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)).hex
        == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
  }

  @Test
  func pbkdf2RFC7914() {
    #expect(
      PBKDF2.derivar(
        clave: Array("passwd".utf8), sal: Array("salt".utf8), iteraciones: 1, longitud: 64
      ).hex
        == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
        + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
    #expect(
      PBKDF2.derivar(clave: Array("password".utf8), sal: Array("salt".utf8), iteraciones: 4096)
        .hex == "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
  }
}
