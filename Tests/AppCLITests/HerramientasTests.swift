import AppCLIKit
import CredencialesFeature
import RootFeature
import TemporizadorFeature
import Testing
import TiendaFeature

/// What `--json` and `--trace` print: the state as JSON, each action with its diff.
struct HerramientasTests {
  @Test
  func elJSONDelEstadoOcultaLaClave() {
    let estado = Root.State(
      credenciales: Credenciales.State(correo: "a\"b@c.es", clave: "secreto"),
      destino: .temporizador(Temporizador.State(segundos: 2)))
    #expect(
      EstadoJSON.texto(estado)
        == #"{"credenciales":{"correo":"a\"b@c.es","clave":"<redacted>","entrando":false,"#
        + #""error":null},"sesion":null,"destino":{"temporizador":{"segundos":2}}}"#)
    #expect(EstadoJSON.texto(Credenciales.State()).contains(#""clave":"""#))
    #expect(
      EstadoJSON.texto(Tienda.Action.view(.cantidadCambiada(id: 1, cantidad: 2)))
        == #"{"view":{"cantidadCambiada":{"id":1,"cantidad":2}}}"#)
  }

  @Test
  func laTrazaDiceQuienLaEnvioYQueCambio() {
    let grabada = AccionGrabada(
      n: 3, ciclo: 3, origen: .persona, accion: .credenciales(.claveEscrita(Enmascarado.clave)))
    let antes = Credenciales.State(correo: "a@b.es")
    let despues = Credenciales.State(correo: "a@b.es", clave: "secreto")
    let traza = Traza.texto(grabada, antes: antes, despues: despues)
    #expect(
      traza
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
