import CredencialesFeature
import RootFeature
import TemporizadorFeature
import Testing
import TiendaFeature

@testable import AppCLIKit

/// What `--json` and `--trace` print: values as JSON and each action with its diff, both
/// written from Runtime's dump tree.
struct HerramientasTests {
  @Test
  func elJSONDelEstadoOcultaLaClave() {
    let estado = Root.State(
      credenciales: Credenciales.State(correo: "a\"b@c.es", clave: "secreto"),
      destino: .temporizador(Temporizador.State(segundos: 2)))
    #expect(
      ValorJSON.texto(estado)
        == #"{"credenciales":{"correo":"a\"b@c.es","clave":"<redacted>","entrando":false,"#
        + #""error":null},"sesion":null,"destino":{"temporizador":{"segundos":2}}}"#)
    #expect(ValorJSON.texto(Credenciales.State()).contains(#""clave":"""#))
    #expect(
      ValorJSON.texto(Tienda.Action.view(.cantidadCambiada(id: 1, cantidad: 2)))
        == #"{"view":{"cantidadCambiada":{"id":1,"cantidad":2}}}"#)
    #expect(ValorJSON.texto(["a": [1, 2]]) == #"{"a":[1,2]}"#)
    #expect(ValorJSON.texto((1, x: "\n\u{1}")) == #"{"_0":1,"x":"\n\u0001"}"#)
    #expect(ValorJSON.texto(Root.Action.destino(.dismiss)) == #"{"destino":"dismiss"}"#)
  }

  @Test
  func laTrazaDiceQuienLaEnvioYQueCambio() {
    let grabada = AccionGrabada<Root.Action>(
      n: 3, ciclo: 3, origen: .persona, accion: .credenciales(.claveEscrita(Enmascarado.clave)))
    let antes = Credenciales.State(correo: "a@b.es")
    let despues = Credenciales.State(correo: "a@b.es", clave: "secreto")
    #expect(
      Traza.texto(grabada, antes: antes, despues: despues)
        == """
        #3 persona .credenciales(.claveEscrita(<redacted>))
            Credenciales.State(
              correo: "a@b.es",
          −   clave: "",
          +   clave: <redacted>,
              entrando: false,
              error: nil
            )
        """)
    #expect(
      Traza.texto(grabada, antes: antes, despues: antes)
        == "#3 persona .credenciales(.claveEscrita(<redacted>)) (sin cambios)")
  }
}
