import Runtime
import Testing

/// A request type from an API that predates `Sendable`.
final class Solicitud {
  var informarParciales = false
}

@Suite("UncheckedSendable: passing a value the compiler cannot check")
struct UncheckedSendableTests {
  @Test("the wrapped value crosses into a task and reads through the wrapper")
  func crossesIntoTask() async {
    let solicitud = Solicitud()
    solicitud.informarParciales = true
    let enviada = UncheckedSendable(solicitud)
    let leida = await Task { enviada.informarParciales }.value
    #expect(leida)
  }

  @Test("as a property wrapper, writes go to the wrapped value")
  func propertyWrapper() {
    struct Registro {
      @UncheckedSendable var nombres: [String] = []
    }
    var registro = Registro()
    registro.nombres.append("Ana")
    #expect(registro.nombres == ["Ana"])
    #expect(registro.$nombres.value == ["Ana"])
  }

  @Test("writable properties of a value type write through the dynamic member")
  func dynamicMemberWrite() {
    struct Ajustes { var volumen = 1 }
    var envuelto = UncheckedSendable(Ajustes())
    envuelto.volumen = 5
    #expect(envuelto.value.volumen == 5)
    #expect(envuelto.volumen == 5)
  }
}
