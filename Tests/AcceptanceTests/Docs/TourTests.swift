import AutenticacionClient
import CredencialesFeature
import RootFeature
import TemporizadorFeature
import TestSupport
import Testing

// The ten-minute tour of docs/README.md, compiled and run. Scripts/check-snippets.py keeps the
// page and the regions below equal.

// snippet: tour-client
/// Sends a product rating to the shop.
@DependencyClient
struct ClienteValoraciones: Sendable {
  var enviar: @Sendable (_ estrellas: Int) async throws -> Void
}

private enum ClienteValoracionesKey: DependencyKey {
  static let liveValue = ClienteValoraciones(enviar: { _ in /* the real request */ })
  static let testValue = ClienteValoraciones(enviar: unimplemented("valoraciones.enviar"))
}

extension DependencyValues {
  var valoraciones: ClienteValoraciones {
    get { self[ClienteValoracionesKey.self] }
    set { self[ClienteValoracionesKey.self] = newValue }
  }
}
// end snippet

// snippet: tour-reducer
/// Rate a product from one to five stars, then send the rating. A hint appears if the person
/// has not picked a star ten seconds after the widget appeared.
@Reducer
struct Valoracion {
  @ObservableState
  struct State: Equatable {
    var estrellas = 0
    var enviando = false
    var enviada = false
    var pista = false
  }

  enum Action: Equatable {
    case aparecio
    case estrellaPulsada(Int)
    case enviarPulsado
    case enviada
    case pistaMostrada
  }

  enum CancelID { case pista }

  @Dependency(\.valoraciones) var valoraciones
  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aparecio:
        return .run { send in
          try await reloj.sleep(for: .seconds(10))
          await send(.pistaMostrada)
        }
        .cancellable(id: CancelID.pista)

      case .estrellaPulsada(let estrellas):
        state.estrellas = min(max(estrellas, 1), 5)
        state.pista = false
        return .cancel(id: CancelID.pista)

      case .enviarPulsado:
        guard state.estrellas > 0, !state.enviando else { return .none }
        state.enviando = true
        return .run { [estrellas = state.estrellas] send in
          try await valoraciones.enviar(estrellas)
          await send(.enviada)
        }

      case .enviada:
        state.enviando = false
        state.enviada = true
        return .none

      case .pistaMostrada:
        state.pista = true
        return .none
      }
    }
  }
}
// end snippet

@MainActor
struct TourTests {
  // snippet: tour-test-send
  @Test
  func pulsarEstrellas() async {
    let store = TestStore(initialState: Valoracion.State()) {
      Valoracion()
    }

    await store.send(.estrellaPulsada(4)) {
      $0.estrellas = 4  // $0 starts as the state before the action
    }
    await store.send(.estrellaPulsada(9)) {
      $0.estrellas = 5  // never more than five
    }
    await store.send(.estrellaPulsada(5))  // nothing changes, so no closure
  }
  // end snippet

  // snippet: tour-test-receive
  @Test
  func enviarLaValoracion() async {
    let store = TestStore(initialState: Valoracion.State(estrellas: 4)) {
      Valoracion()
    } withDependencies: {
      $0.valoraciones.enviar = { estrellas in #expect(estrellas == 4) }
    }

    await store.send(.enviarPulsado) { $0.enviando = true }
    await store.receive(\.enviada) {
      $0.enviando = false
      $0.enviada = true
    }
  }
  // end snippet

  // snippet: tour-test-time
  @Test
  func laPistaApareceALosDiezSegundos() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Valoracion.State()) {
      Valoracion()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.aparecio)
    await reloj.advance(by: .seconds(9))  // nothing yet: a send now would fail if it had
    await reloj.advance(by: .seconds(1))
    await store.receive(\.pistaMostrada) { $0.pista = true }
  }

  @Test
  func elegirUnaEstrellaCancelaLaPista() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Valoracion.State()) {
      Valoracion()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.aparecio)
    await store.send(.estrellaPulsada(3)) { $0.estrellas = 3 }
    await reloj.advance(by: .seconds(60))  // the wait was cancelled: nothing arrives
  }
  // end snippet

  // snippet: tour-test-integration
  @Test
  func entrarYAbrirElTemporizador() async {
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
    }
    store.exhaustivity = .off  // assert only what this test is about

    await store.send(\.credenciales.correoEscrito, "demo@tienda.es")
    await store.send(\.credenciales.claveEscrita, "demo1234")
    await store.send(\.credenciales.entrarPulsado)
    await store.receive(\.sesionAbierta) {
      $0.sesion = Sesion(usuario: .demo)
    }
    await store.send(\.view.abrir, .temporizador) {
      $0.destino = .temporizador(Temporizador.State())
    }
  }
  // end snippet

  /// The two targets the tour tells a reader to add are shaped exactly like an existing
  /// feature's: with `Marcador` read as `Temporizador`, Package.swift holds them verbatim.
  @Test
  func theTargetsToAddAreShapedLikeTheManifestsOwn() throws {
    func squeezed(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let manifest = squeezed(CheckedText.file("Package.swift"))
    for name in ["tour-feature-target", "tour-test-target"] {
      let block = try #require(CheckedText.block(name, in: "docs/README.md"))
      let asTemporizador = squeezed(block.replacing("Marcador", with: "Temporizador"))
      #expect(manifest.contains(asTemporizador), "Package.swift has no \(asTemporizador)")
    }
    #expect(
      manifest.contains(
        squeezed(#"let casePaths: [Target.PluginUsage] = [.plugin(name: "CasePathsPlugin")]"#)))
    #expect(manifest.contains("let features = ["))
  }
}
