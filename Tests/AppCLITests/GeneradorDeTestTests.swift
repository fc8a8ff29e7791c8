import BuscadorFeature
import CredencialesFeature
import RootFeature
import TemporizadorFeature
import TestSupport
import Testing
import TiendaFeature

@testable import AppCLIKit

/// `replay --test`: the generated test for the golden session is exactly the golden file —
/// which this target also compiles and runs — and the pieces it is written with.
struct GeneradorDeTestTests {
  @Test
  func elTestGeneradoEsElDeOro() throws {
    let grabacion = Grabacion(texto: try Recursos.sesionDeOro())
    let generado = GeneradorDeTest.codigo(
      pasos: Reproductor.reproducir(grabacion.acciones), fin: grabacion.fin,
      archivo: "sesion-de-oro.jsonl")
    let deOro = try Recursos.testDeOro()
    if generado != deOro {
      let generadas = generado.split(separator: "\n", omittingEmptySubsequences: false)
      let deOroLineas = deOro.split(separator: "\n", omittingEmptySubsequences: false)
      let primera =
        generadas.indices.first { $0 >= deOroLineas.count || generadas[$0] != deOroLineas[$0] }
        ?? generadas.count
      Issue.record(
        """
        The generated test differs from Golden/GrabacionSesionDeOroTests.swift at line \
        \(primera + 1). If the change is intended, regenerate the golden file:
        swift run AppCLI replay Tests/AppCLITests/Fixtures/sesion-de-oro.jsonl --test \
        > Tests/AppCLITests/Golden/GrabacionSesionDeOroTests.swift
        """)
    }
  }

  @Test
  func sinLineaFinalSeCancelaLoQueQuede() {
    let acciones = [
      AccionGrabada(n: 1, ciclo: 1, origen: .persona, accion: .view(.aparecio))
    ]
    let codigo = GeneradorDeTest.codigo(
      pasos: Reproductor.reproducir(acciones), fin: nil, archivo: "corta.jsonl")
    #expect(codigo.contains("struct GrabacionCortaTests {"))
    #expect(codigo.contains("    await store.send(\\.view.aparecio)\n"))
    #expect(codigo.contains("await store.skipInFlightEffects(strict: false)"))
    #expect(!codigo.contains("Respuestas"))
    #expect(!codigo.contains("FalloGrabado"))
  }

  @Test
  func losValoresSeEscribenComoSwift() {
    let codigo = CodigoSwift()
    #expect(
      codigo.doc(Producto.camiseta).enUnaLinea
        == #"Producto(id: 1, nombre: "Camiseta de algodón blanca", categoria: "Ropa", "#
        + #"precioEnCentimos: 1299)"#)
    #expect(codigo.doc(Tienda.State()).enUnaLinea == "Tienda.State()")
    #expect(
      codigo.doc(Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta, cantidad: 2)]))
        .enUnaLinea
        == "Tienda.State(carrito: [LineaDeCarrito(producto: Producto(id: 1, nombre: "
        + #""Camiseta de algodón blanca", categoria: "Ropa", precioEnCentimos: 1299), "#
        + "cantidad: 2)])")
    #expect(
      codigo.doc(Credenciales.State(clave: "********")).enUnaLinea
        == #"Credenciales.State(clave: "********")"#)
    #expect(
      codigo.doc(Root.Action.credenciales(.claveEscrita("x"))).enUnaLinea
        == #".credenciales(.claveEscrita("x"))"#)
    #expect(
      codigo.doc(Tienda.Action.View.cantidadCambiada(id: 1, cantidad: 2)).enUnaLinea
        == ".cantidadCambiada(id: 1, cantidad: 2)")
    #expect(codigo.doc(Optional<Int>.none as Any).enUnaLinea == "nil")
    #expect(codigo.doc("dijo \"hola\"\n\\").enUnaLinea == #""dijo \"hola\"\n\\""#)
    #expect(codigo.doc(Root.Action.destino(.dismiss)).enUnaLinea == ".destino(.dismiss)")
  }

  @Test
  func lasConstantesSustituyenASuValor() {
    let catalogo = CodigoSwift.texto([Producto.camiseta])
    let codigo = CodigoSwift(constantes: [catalogo: "catalogo"])
    #expect(codigo.doc([Producto.camiseta]).enUnaLinea == "catalogo")
    let identificado: IdentifiedArrayOf<Producto> = [.camiseta]
    #expect(codigo.doc(identificado).enUnaLinea == "IdentifiedArray(uniqueElements: catalogo)")
  }

  @Test
  func unaAccionEsUnCaminoDeCasoYSuCarga() {
    let abrir = CaminoDeCaso(Root.Action.view(.abrir(.tienda)))
    #expect(abrir.ruta == #"\.view.abrir"#)
    #expect(abrir.carga as? Seccion == .tienda)
    let cerrar = CaminoDeCaso(Root.Action.destino(.dismiss))
    #expect(cerrar.ruta == #"\.destino.dismiss"#)
    #expect(cerrar.carga == nil)
    let enviado = CaminoDeCaso(Root.Action.destino(.presented(.tienda(.telemetria(.enviado)))))
    #expect(enviado.ruta == #"\.destino.presented.tienda.telemetria.enviado"#)
    let cantidad = CaminoDeCaso(
      Root.Action.destino(.presented(.tienda(.view(.cantidadCambiada(id: 1, cantidad: 2))))))
    #expect(cantidad.ruta == #"\.destino.presented.tienda.view.cantidadCambiada"#)
    #expect(cantidad.cargaEsTupla)
  }

  @Test
  func lasMutacionesBajanHastaLoQueCambio() {
    let codigo = CodigoSwift()
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
