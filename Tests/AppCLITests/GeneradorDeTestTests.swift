import BuscadorFeature
import CredencialesFeature
import Foundation
import RootFeature
import Runtime
import TemporizadorFeature
import TestSupport
import Testing
import TiendaFeature

@testable import AppCLIKit

/// `replay --test`: the generated test for the golden session is exactly the golden file —
/// which this target also compiles and runs — and the pieces it is written with, none of which
/// knows a feature.
struct GeneradorDeTestTests {
  func generado(_ texto: String, archivo: String) -> String {
    let grabacion = Grabacion<Root.Action>(texto: texto)
    return GeneradorDeTest.codigo(
      Registro.aplicacion, grabacion: grabacion,
      pasos: Reproduccion.pasos(grabacion, en: Registro.aplicacion),
      archivo: archivo)
  }

  @Test(
    arguments: [
      ("sesion-de-oro", "GrabacionSesionDeOroTests"),
      ("busqueda-cancelada", "GrabacionBusquedaCanceladaTests"),
    ])
  func elTestGeneradoEsElDeOro(_ fixture: String, _ golden: String) throws {
    let generado = generado(try Recursos.grabacion(fixture), archivo: "\(fixture).jsonl")
    let deOro = try Recursos.testDeOro(golden)
    if generado != deOro {
      let generadas = generado.split(separator: "\n", omittingEmptySubsequences: false)
      let deOroLineas = deOro.split(separator: "\n", omittingEmptySubsequences: false)
      let primera =
        generadas.indices.first { $0 >= deOroLineas.count || generadas[$0] != deOroLineas[$0] }
        ?? generadas.count
      Issue.record(
        """
        The generated test differs from Golden/\(golden).swift at line \(primera + 1). If the \
        change is intended, regenerate it:
        swift run AppCLI replay Tests/AppCLITests/Fixtures/\(fixture).jsonl --test \
        > Tests/AppCLITests/Golden/\(golden).swift
        """)
    }
  }

  @Test
  func sinLineaFinalSeCancelaLoQueQuede() {
    let codigo = generado(
      """
      {"version":2}
      {"accion":{"view":{"_0":{"aparecio":{}}}},"ciclo":1,"n":1,"origen":"persona"}
      """, archivo: "corta.jsonl")
    #expect(codigo.contains("struct GrabacionCortaTests {"))
    #expect(codigo.contains("    await store.send(\\.view.aparecio)\n"))
    #expect(codigo.contains("await store.skipInFlightEffects(strict: false)"))
    #expect(!codigo.contains("Grabadas"))
    #expect(!codigo.contains("import Synchronization"))
  }

  @Test
  func cadaExtremoRespondeLoQueRespondio() {
    let codigo = CodigoSwift()
    let lineas: [LineaDeGrabacion<Root.Action>] = [
      .llamada(Llamada(id: 1, extremo: "autenticacion.entrar")),
      .respuesta(
        Respuesta(
          id: 1,
          error: ErrorGrabado(
            tipo: "ErrorCredenciales", valor: .objeto(["credencialesInvalidas": .objeto([:])])))),
      .llamada(Llamada(id: 2, extremo: "autenticacion.entrar")),
      .respuesta(Respuesta(id: 2, error: ErrorGrabado(descripcion: "el disco falló"))),
      .llamada(Llamada(id: 3, extremo: "autenticacion.entrar")),
      .respuesta(Respuesta(id: 3, cancelada: true)),
      .llamada(Llamada(id: 4, extremo: "autenticacion.entrar")),
      .llamada(Llamada(id: 5, extremo: "pagos.cobrar")),
      .respuesta(Respuesta(id: 5, valor: .objeto(["exito": .objeto([:])]))),
      .llamada(Llamada(id: 6, extremo: "telemetria.enviar")),
    ]
    var grabacion = Grabacion<Root.Action>(texto: "")
    grabacion.lineas = lineas
    let dependencias = Dependencias(
      grabacion, extremos: Registro.aplicacion.extremos, codigo: codigo)
    #expect(
      dependencias.declaraciones.map(\.enUnaLinea) == [
        #"let autenticacionEntrar = Grabadas<Usuario>("autenticacion.entrar", [.error(ErrorCredenciales.credencialesInvalidas), .error(FalloGrabado()), .ninguna, .ninguna])"#,
        #"let pagosCobrar = Grabadas<ResultadoDelCobro>("pagos.cobrar", [.valor(.exito)])"#,
      ])
    #expect(
      dependencias.anulaciones == [
        "$0.autenticacion.entrar = { _, _ in try await autenticacionEntrar.siguiente() }",
        "$0.pagos.cobrar = { _ in try await pagosCobrar.siguiente() }",
        "$0.telemetria.enviar = { _ in }",
      ])
    #expect(Set(codigo.modulos.nombres).isSuperset(of: ["AutenticacionClient"]))
  }

  @Test
  func losValoresSeEscribenComoSwift() {
    let codigo = CodigoSwift(iniciales: Registro.aplicacion.iniciales)
    #expect(
      codigo.doc(Producto.camiseta).enUnaLinea
        == #"Producto(id: 1, nombre: "Camiseta de algodón blanca", categoria: "Ropa", "#
        + #"precioEnCentimos: 1299)"#)
    #expect(codigo.doc(Tienda.State()).enUnaLinea == "Tienda.State()")
    #expect(codigo.doc(Root.State()).enUnaLinea == "Root.State()")
    #expect(
      codigo.doc(Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta, cantidad: 2)]))
        .enUnaLinea
        == "Tienda.State(carrito: [LineaDeCarrito(producto: Producto(id: 1, nombre: "
        + #""Camiseta de algodón blanca", categoria: "Ropa", precioEnCentimos: 1299), "#
        + "cantidad: 2)])")
    #expect(
      CodigoSwift().doc(Temporizador.State()).enUnaLinea == "Temporizador.State(segundos: 0)",
      "without initial states, every field is written")
    #expect(
      codigo.doc(Credenciales.State(clave: "secreta")).enUnaLinea
        == #"Credenciales.State(clave: "********")"#, "a redacted password is written as the mask")
    #expect(
      codigo.doc(UUID(1)).enUnaLinea
        == #"UUID(uuidString: "00000000-0000-0000-0000-000000000001")!"#)
    #expect(
      codigo.doc(Date(timeIntervalSince1970: 90)).enUnaLinea
        == "Date(timeIntervalSince1970: 90.0)")
    #expect(
      codigo.doc(Root.Action.credenciales(.claveEscrita("x"))).enUnaLinea
        == #".credenciales(.claveEscrita("********"))"#)
    #expect(
      codigo.doc(Tienda.Action.View.cantidadCambiada(id: 1, cantidad: 2)).enUnaLinea
        == ".cantidadCambiada(id: 1, cantidad: 2)")
    #expect(codigo.doc(Optional<Int>.none as Any).enUnaLinea == "nil")
    #expect(codigo.doc("dijo \"hola\"\n\\\u{7}").enUnaLinea == #""dijo \"hola\"\n\\\u{7}""#)
    #expect(codigo.doc(Root.Action.destino(.dismiss)).enUnaLinea == ".destino(.dismiss)")
    #expect(
      codigo.calificado(ErrorCredenciales.claveVacia).enUnaLinea == "ErrorCredenciales.claveVacia")
  }

  @Test
  func lasConstantesSustituyenASuValor() {
    let codigo = CodigoSwift(constantes: [Dumper.line([Producto.camiseta]): "catalogo"])
    #expect(codigo.doc([Producto.camiseta]).enUnaLinea == "catalogo")
    let identificado: IdentifiedArrayOf<Producto> = [.camiseta]
    #expect(codigo.doc(identificado).enUnaLinea == "IdentifiedArray(uniqueElements: catalogo)")
    #expect(Dependencias.nombre(de: [Usuario].self) == "usuarios")
    #expect(Dependencias.nombre(de: IdentifiedArrayOf<LineaDeCarrito>.self) == "lineaDeCarritos")
    #expect(Dependencias.nombre(de: Usuario.self) == "usuario")
    #expect(Dependencias.nombre(de: UUID.self) == "uuid")
    #expect(identificador("sesión de oro") == "sesionDeOro")
    #expect(identificador("clienteBusqueda.buscar") == "clienteBusquedaBuscar")
  }

  @Test
  func unaAccionEsUnCaminoDeCasoYSuCarga() {
    let modulos = Modulos()
    let abrir = CaminoDeCaso(Root.Action.view(.abrir(.tienda)), modulos: modulos)
    #expect(abrir.ruta == #"\.view.abrir"#)
    #expect(abrir.carga?.value as? Seccion == .tienda)
    #expect(CaminoDeCaso(Root.Action.destino(.dismiss)).ruta == #"\.destino.dismiss"#)
    #expect(CaminoDeCaso(Root.Action.destino(.dismiss)).carga == nil)
    let enviado = CaminoDeCaso(
      Root.Action.destino(.presented(.tienda(.telemetria(.enviado)))), modulos: modulos)
    #expect(enviado.ruta == #"\.destino.presented.tienda.telemetria.enviado"#)
    let cantidad = CaminoDeCaso(
      Root.Action.destino(.presented(.tienda(.view(.cantidadCambiada(id: 1, cantidad: 2))))))
    #expect(cantidad.ruta == #"\.destino.presented.tienda.view.cantidadCambiada"#)
    #expect(cantidad.cargaEsTupla)
    #expect(modulos.nombres.isSuperset(of: ["RootFeature", "TiendaFeature"]))
  }

  @Test
  func lasMutacionesBajanHastaLoQueCambio() {
    let codigo = CodigoSwift(iniciales: Registro.aplicacion.iniciales)
    func texto(_ antes: Root.State, _ despues: Root.State) -> String {
      Mutacion.entre(antes, despues, codigo: codigo).flatMap { $0.lineas(sangria: 0) }
        .joined(separator: "\n")
    }
    let tienda = Estados.tienda()
    var pagando = tienda
    if case .tienda(var estado)? = pagando.destino {
      estado.procesando = true
      estado.telemetria.eventosEnCola = 1
      pagando.destino = .tienda(estado)
    }
    #expect(
      texto(tienda, pagando)
        == """
        $0.destino?.modify(\\.tienda) {
          $0.procesando = true
          $0.telemetria.eventosEnCola = 1
        }
        """)
    #expect(
      texto(tienda, Estados.conSesion(.temporizador(Temporizador.State())))
        == "$0.destino = .temporizador(Temporizador.State())")
    #expect(
      texto(Root.State(), Estados.conSesion())
        == """
        $0.credenciales.correo = "demo@tienda.es"
        $0.sesion = Sesion(
          usuario: Usuario(id: 1, correo: "demo@tienda.es", nombre: "Demo"), carrito: [], aviso: nil)
        """)
    #expect(texto(tienda, tienda) == "")
  }

  @Test
  func elRelojAvanzaEnLaUnidadMasGrandeQueLoDejaEntero() {
    #expect(
      PasosDelTest<Root.State, Root.Action>.duracion(nanosegundos: 1_000_000_000) == ".seconds(1)")
    #expect(
      PasosDelTest<Root.State, Root.Action>.duracion(nanosegundos: 300_000_000)
        == ".milliseconds(300)")
    #expect(
      PasosDelTest<Root.State, Root.Action>.duracion(nanosegundos: 1_500) == ".nanoseconds(1500)")
  }

  @Test
  func elMaquetadorRompeComoSwiftFormat() {
    let corto = Doc.llamada("Producto", [.prefijo("id: ", .texto("1"))])
    #expect(Maquetador.lineas(corto, sangria: 4) == ["    Producto(id: 1)"])
    let palabra = Doc.texto(String(repeating: "x", count: 40))
    let llamada = Doc.llamada("Llamada", [palabra, palabra, palabra])
    #expect(
      Maquetador.lineas(llamada, sangria: 2, sufijo: ",")
        == [
          "  Llamada(", "    \(palabra.enUnaLinea), \(palabra.enUnaLinea),",
          "    \(palabra.enUnaLinea)),",
        ])
    #expect(
      Maquetador.lineas(.prefijo("let x = ", .lista([palabra, palabra, palabra])), sangria: 0)
        == [
          "let x = [", "  \(palabra.enUnaLinea), \(palabra.enUnaLinea),",
          "  \(palabra.enUnaLinea),",
          "]",
        ])
    let largo = Doc.texto(String(repeating: "y", count: 95))
    #expect(
      Maquetador.lineas(.prefijo("let x = ", .lista([largo])), sangria: 0)
        == ["let x = [", "  \(largo.enUnaLinea)", "]"])
  }
}
