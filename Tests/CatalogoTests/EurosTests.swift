import Catalogo
import Testing

/// Prices as a person reads them, from integer cents.
struct EurosTests {
  @Test
  func eurosSinComaFlotante() {
    #expect(Euros.texto(0) == "0,00 €")
    #expect(Euros.texto(5) == "0,05 €")
    #expect(Euros.texto(1299) == "12,99 €")
    #expect(Euros.texto(100_000) == "1.000,00 €")
    #expect(Euros.texto(123_456_789) == "1.234.567,89 €")
    #expect(Euros.texto(-1050) == "-10,50 €")
  }
}
