import Foundation
@_spi(Driver) import Runtime
import Testing

/// The generated case paths of the enums in `Rincones.swift` embed and extract correctly.
struct RinconesCasePathsTests {
  @Test
  func genericEnumsKeepTheirParameters() {
    let izquierda: CaseKeyPath<Cualquiera<Int, String>, Int> = \.izquierda
    #expect(izquierda(1)[case: \.izquierda] == 1)
    #expect(izquierda(1)[case: \.derecha] == nil)

    let guardar: CaseKeyPath<Caja<String>.Action, String> = \.guardar
    #expect(guardar("libro")[case: \.guardar] == "libro")
    #expect((\Case<Caja<String>.Action>.vaciar)().is(\.vaciar))

    let lienzo = Lienzo()
    let pintar: CaseKeyPath<Caja<Int>.Action, Lienzo> = \.pintar
    #expect(pintar(lienzo)[case: \.pintar] === lienzo)
  }

  @Test
  func indirectCasesNameTheirOwnEnum() {
    let suma: CaseKeyPath<Calculadora.Expresion, (Calculadora.Expresion, Calculadora.Expresion)> =
      \.suma
    let expresion = suma((.numero(1), .negativo(.numero(2))))
    #expect(expresion == .suma(.numero(1), .negativo(.numero(2))))
    #expect(expresion[case: \.suma]?.1 == .negativo(.numero(2)))
    #expect(Calculadora.Expresion.negativo(.numero(2))[case: \.negativo] == .numero(2))
  }

  @Test
  func payloadsWithCommasAndDefaults() {
    let punto = Rincones.Action.punto((x: 1, y: 2))[case: \.punto]
    #expect(punto?.x == 1)
    #expect(punto?.y == 2)

    let ajuste = Rincones.Action.ajuste(3, nombre: "b")[case: \.ajuste]
    #expect(ajuste?.0 == 3)
    #expect(ajuste?.nombre == "b")

    let respuesta = Rincones.Action.respuesta(.success(["a": 1]))[case: \.respuesta]
    #expect((try? respuesta?.get()) == ["a": 1])
    #expect(Rincones.Action.texto()[case: \.texto]?.contains("multilinea") == true)
  }

  @Test
  func backtickedNamesAreNamedWithoutBackticks() {
    #expect(Rincones.Action.default.is(\.default))
    #expect(!Rincones.Action.normal(1).is(\.default))
    let porDefecto: CaseKeyPath<Rincones.Action, Void> = \.default
    #expect(porDefecto.caseName() == "\\.default")
  }

  @Test
  func conditionalCasesFollowTheBuildConfiguration() {
    #if os(Linux)
      #expect(Plataforma.linux("6.3")[case: \.linux] == "6.3")
    #elseif os(macOS)
      #expect(Plataforma.mac("15")[case: \.mac] == "15")
    #endif
    #expect(Plataforma.comun.is(\.comun))
    let fecha = Date(timeIntervalSince1970: 0)
    #expect(ConFoundation.fecha(fecha)[case: \.fecha] == fecha)
  }

  @Test
  func extensionConformancesNestedEnumsAndRawValues() {
    #expect(Tardia.segunda(2)[case: \.segunda] == 2)
    #expect(Tardia.primera.is(\.primera))
    let confirmar: CaseKeyPath<Raiz.Alerta, Raiz.Nivel> = \.confirmar
    #expect(confirmar(.alto)[case: \.confirmar] == .alto)
    #expect(Raiz.Nivel.bajo.is(\.bajo))
  }

  @Test
  func mainActorEnumsAndHandWrittenCasePaths() {
    let detalle: CaseKeyPath<Pantalla, Int> = \.detalle
    #expect(detalle(7)[case: \.detalle] == 7)
    #expect(AMano.unica.is(\.unica))
  }
}
