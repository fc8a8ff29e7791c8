import AutenticacionClient
import Catalogo
import CredencialesFeature
import Foundation
import PagosClient
import RootFeature
import Synchronization
import TestSupport
import Testing
import TiendaFeature

// The examples of docs/recording.md, compiled and run.

// snippet: recording-recorder
/// Runs `base`, and writes down every action it is given — what the person did and what the
/// world answered — before running it.
struct Grabadora<Base: Reducer>: Reducer {
  let base: Base
  let anotar: (Base.Action) -> Void

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    anotar(action)
    return base.reduce(into: &state, action: action)
  }
}
// end snippet

// snippet: recording-replay
/// The state a recorded session ends in: each line decoded and given to the reducer, in
/// order. Effects are not run — what they answered is already in the script. Shared values
/// (the cart) live in memory of the replay's own.
func reproducir(_ lineas: [String]) throws -> Root.State {
  try withDependencies {
    $0.defaultInMemoryStorage = InMemoryStorage()
  } operation: {
    var state = Root.State()
    for linea in lineas {
      let accion = try JSONDecoder().decode(Root.Action.self, from: Data(linea.utf8))
      _ = Root().reduce(into: &state, action: accion)
    }
    return state
  }
}
// end snippet

@MainActor
struct RecordingTests {
  // snippet: recording-record
  @Test
  func aReplayEndsWhereTheSessionEnded() async throws {
    let lineas = Mutex<[String]>([])
    let codificador = JSONEncoder()
    codificador.outputFormatting = .sortedKeys
    let store = Store(initialState: Root.State()) {
      Grabadora(base: Root()) { accion in
        let datos = (try? codificador.encode(accion)) ?? Data()
        lineas.withLock { $0.append(String(decoding: datos, as: UTF8.self)) }
      }
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
      $0.catalogo.cargar = { [.camiseta] }
      $0.pagos.cobrar = { _ in .rechazado(.fondosInsuficientes) }
    }

    // A person's session: only what they did. The world's answers get recorded too.
    let sesion: [Root.Action] = [
      .credenciales(.correoEscrito("demo@tienda.es")),
      .credenciales(.claveEscrita("demo1234")),
      .credenciales(.entrarPulsado),
      .view(.abrir(.tienda)),
      .destino(.presented(.tienda(.view(.aparecio)))),
      .destino(.presented(.tienda(.view(.anadirPulsado(.camiseta))))),
      .destino(.presented(.tienda(.view(.pagarPulsado)))),
    ]
    for accion in sesion {
      await store.send(accion).finish()
    }

    let guion = lineas.withLock { $0 }
    #expect(guion.count > sesion.count)  // the answers: session, catalogue, payment, telemetry
    #expect(try reproducir(guion) == store.state)
  }
  // end snippet

  // snippet: recording-as-test
  @Test(.schedules(50))
  func aDeclinedPaymentKeepsTheCart() throws {
    let guion = [
      #"{"sesionAbierta":{"_0":{"correo":"demo@tienda.es","id":1,"nombre":"Demo"}}}"#,
      #"{"view":{"_0":{"abrir":{"_0":"tienda"}}}}"#,
      #"{"destino":{"_0":{"presented":{"_0":{"tienda":{"_0":{"view":{"_0":{"anadirPulsado":{"_0":{"categoria":"Ropa","id":1,"nombre":"Camiseta de algodón blanca","precioEnCentimos":1299}}}}}}}}}}}"#,
      #"{"destino":{"_0":{"presented":{"_0":{"tienda":{"_0":{"pagoRechazado":{"_0":{"fondosInsuficientes":{}}}}}}}}}}"#,
    ]

    let final = try reproducir(guion)

    #expect(
      final.destino
        == .tienda(
          Tienda.State(
            comprador: 1,
            carrito: [LineaDeCarrito(producto: .camiseta)],
            mensaje: "La tarjeta no tiene fondos suficientes.",
            telemetria: Telemetria.State(eventosEnCola: 1))))
  }
  // end snippet

  @Test
  func whatALineLooksLike() throws {
    let codificador = JSONEncoder()
    codificador.outputFormatting = .sortedKeys
    let acciones: [Root.Action] = [
      .credenciales(.correoEscrito("demo@tienda.es")),
      .credenciales(.claveEscrita("demo1234")),
      .credenciales(.entrarPulsado),
      .sesionAbierta(.demo),
      .view(.abrir(.tienda)),
    ]
    let lineas = try acciones.map { String(decoding: try codificador.encode($0), as: UTF8.self) }
    CheckedText.expect(
      lineas.joined(separator: "\n"), isBlock: "recording-lines", in: "docs/recording.md")
  }

  @Test
  func theRecordingShownIsTheExamplesOwn() {
    let lineas = CheckedText.file("Examples/Dados/Grabaciones/partida.jsonl")
      .split(separator: "\n").prefix(12)
    CheckedText.expect(
      lineas.joined(separator: "\n"), isBlock: "recording-dados-lines", in: "docs/recording.md")
  }
}
