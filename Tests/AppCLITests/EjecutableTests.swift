import AppTestSupport
import AutenticacionClientLive
import Foundation
import Testing

/// The built `AppCLI`, run as a person or a script would: scripted standard input, a
/// temporary `--data` folder, and its output and exit status.
struct EjecutableTests {
  let compra = """
    entrar demo@tienda.es demo1234
    abrir buscador
    buscar camiseta
    elegir 2
    anadir 5
    pagar
    estado

    """

  @Test
  func ayudaYVersion() async throws {
    let carpeta = try CarpetaTemporal()
    let ayuda = try await Ejecutable.ejecutar(["--help"], en: carpeta.url)
    #expect(ayuda.codigo == 0)
    #expect(ayuda.salida.contains("Usage: AppCLI [--script ARCHIVO]"))
    #expect(ayuda.salida.contains("replay ARCHIVO"))
    #expect(ayuda.errores == "")
    let version = try await Ejecutable.ejecutar(["--version"], en: carpeta.url)
    #expect(version.codigo == 0)
    #expect(version.salida == "AppCLI 1.0.0\n")
  }

  @Test(
    arguments: [
      (["--volar"], "Error: opción desconocida: --volar."),
      (["--data"], "Error: falta el valor de --data."),
      (["replay"], "Error: falta el archivo de grabación que reproducir."),
      (["replay", "a.jsonl", "--json"], "Error: opción desconocida: --json."),
    ])
  func lasOpcionesMalasSalenCon64(_ argumentos: [String], _ error: String) async throws {
    let carpeta = try CarpetaTemporal()
    let ejecucion = try await Ejecutable.ejecutar(argumentos, en: carpeta.url)
    #expect(ejecucion.codigo == 64)
    #expect(ejecucion.salida == "")
    #expect(ejecucion.errores.hasPrefix(error + "\nUsage: AppCLI "))
    #expect(ejecucion.errores.hasSuffix("\nEscribe «AppCLI --help» para ver todas las opciones.\n"))
  }

  @Test
  func unaCarpetaDeDatosQueEsUnArchivoEsUnErrorDeUso() async throws {
    let carpeta = try CarpetaTemporal()
    try Data().write(to: carpeta.url.appending(path: "archivo"))
    let ejecucion = try await Ejecutable.ejecutar(["--data", "archivo"], en: carpeta.url)
    #expect(ejecucion.codigo == 64)
    #expect(ejecucion.errores.hasPrefix("Error: --data no es una carpeta: «"))
  }

  @Test
  func losArchivosQueNoSePuedenLeerSalenCon66() async throws {
    let carpeta = try CarpetaTemporal()
    let guion = try await Ejecutable.ejecutar(["--script", "no-existe.txt"], en: carpeta.url)
    #expect(guion.codigo == 66)
    #expect(guion.errores == "Error: el guion «no-existe.txt» no existe.\n")
    let grabacion = try await Ejecutable.ejecutar(["replay", "no-existe.jsonl"], en: carpeta.url)
    #expect(grabacion.codigo == 66)
    #expect(grabacion.errores == "Error: la grabación «no-existe.jsonl» no existe.\n")
  }

  @Test
  func unaGrabacionNuncaSobrescribeUnArchivo() async throws {
    let carpeta = try CarpetaTemporal()
    try Data("lo que había\n".utf8).write(to: carpeta.url.appending(path: "existe.jsonl"))
    let ejecucion = try await Ejecutable.ejecutar(
      ["--record", "existe.jsonl", "--data", "datos"], entrada: "fin\n", en: carpeta.url)
    #expect(ejecucion.codigo == 73)
    #expect(ejecucion.errores.contains("«existe.jsonl»: ya existe y no se sobrescribe."))
    #expect(
      try String(contentsOfFile: carpeta.ruta("existe.jsonl"), encoding: .utf8) == "lo que había\n")
  }

  @Test
  func unGuionPorLaEntradaEstandarCompra() async throws {
    let carpeta = try CarpetaTemporal()
    let ejecucion = try await Ejecutable.ejecutar(
      ["--data", "datos"], entrada: compra, en: carpeta.url)
    #expect(ejecucion.codigo == 0)
    #expect(ejecucion.errores == "")
    #expect(!ejecucion.salida.contains("> "), "no prompt when standard input is not a terminal")
    #expect(ejecucion.salida.hasPrefix("[inicio] Hola, Demo."))
    #expect(ejecucion.salida.contains("[buscador] «camiseta» · 4 resultados"))
    #expect(ejecucion.salida.contains("  ✓ Pedido nº 1 confirmado."))
    #expect(!ejecucion.salida.contains("demo1234"))
    let pedidos = try String(contentsOfFile: carpeta.ruta("datos/pedidos.jsonl"), encoding: .utf8)
    #expect(pedidos.contains("Sudadera con capucha gris"))
    #expect(FileManager.default.fileExists(atPath: carpeta.ruta("datos/usuarios.json")))
  }

  @Test
  func laTiendaVendeTodoElCatalogoYElCarritoSigueEntreSesiones() async throws {
    let carpeta = try CarpetaTemporal()
    let primera = try await Ejecutable.ejecutar(
      ["--data", "datos"],
      entrada: """
        entrar demo@tienda.es demo1234
        abrir tienda
        catalogo 4
        anadir 70
        abrir temporizador
        abrir tienda
        cerrar-sesion
        entrar demo@tienda.es demo1234

        """, en: carpeta.url)
    #expect(primera.errores == "")
    #expect(primera.salida.contains("Catálogo, página 4 de 11 (202 productos;"))
    #expect(primera.salida.contains("  id 70 · Sartén antiadherente 24 cm · Cocina · 26,95 €"))
    // Back from the timer, the shop shows the cart as it was left.
    let vuelta = try #require(primera.salida.range(of: "[temporizador]"))
    #expect(
      primera.salida[vuelta.upperBound...].contains("[tienda] Carrito: 1 artículo · 26,95 €"))
    // Logged out and in again in the same process: the cart is still there.
    let deNuevo = try #require(primera.salida.range(of: "[acceso]", options: .backwards))
    #expect(primera.salida[deNuevo.upperBound...].contains("Tu carrito: 1 artículo."))

    let segunda = try await Ejecutable.ejecutar(
      ["--data", "datos"], entrada: "entrar demo@tienda.es demo1234\nabrir tienda\npagar\n",
      en: carpeta.url)
    #expect(segunda.salida.contains("Tu carrito: 1 artículo."))
    #expect(segunda.salida.contains("  1 × Sartén antiadherente 24 cm (id 70) · 26,95 €"))
    #expect(segunda.salida.contains("  ✓ Pedido nº 1 confirmado."))

    // Paid: the next session starts with an empty cart.
    let tercera = try await Ejecutable.ejecutar(
      ["--data", "datos"], entrada: "entrar demo@tienda.es demo1234\n", en: carpeta.url)
    #expect(tercera.salida.hasPrefix("[inicio] Hola, Demo."))
    #expect(!tercera.salida.contains("Tu carrito"))
  }

  @Test
  func unUsuarioQueCreaLaLineaDeOrdenesSeGuardaConSeiscientasMilRondas() async throws {
    let carpeta = try CarpetaTemporal()
    let ejecucion = try await Ejecutable.ejecutar(
      ["--data", "datos"], entrada: "entrar demo@tienda.es demo1234\n", en: carpeta.url)
    #expect(ejecucion.salida.hasPrefix("[inicio] Hola, Demo."))

    // The users file the real executable wrote: the demo user it created.
    let contenido = try JSONSerialization.jsonObject(
      with: Data(contentsOf: carpeta.url.appending(path: "datos/usuarios.json")))
    let usuarios = try #require((contenido as? [String: Any])?["usuarios"] as? [[String: Any]])
    let iteraciones = try #require(usuarios.first?["iteraciones"] as? Int)
    #expect(iteraciones >= 600_000)
    #expect(iteraciones == ArchivoDeUsuarios.iteracionesRecomendadas)
  }

  @Test
  func unGuionConOrdenesMalasSigue() async throws {
    let carpeta = try CarpetaTemporal()
    try Data("volar\nelegir cero\nentrar demo@tienda.es demo1234\n".utf8)
      .write(to: carpeta.url.appending(path: "guion.txt"))
    let ejecucion = try await Ejecutable.ejecutar(
      ["--script", "guion.txt", "--data", "datos"], en: carpeta.url)
    #expect(ejecucion.codigo == 0)
    #expect(
      ejecucion.errores
        == """
        No conozco la orden «volar». Escribe «ayuda» para ver las órdenes.
        Uso: elegir N — lleva el resultado N de la búsqueda al carrito de la tienda.

        """)
    #expect(ejecucion.salida.hasPrefix("[inicio] Hola, Demo."))
  }

  @Test
  func conJSONYConTraza() async throws {
    let carpeta = try CarpetaTemporal()
    let ejecucion = try await Ejecutable.ejecutar(
      ["--json", "--trace", "--data", "datos"], entrada: "entrar demo@tienda.es demo1234\n",
      en: carpeta.url)
    #expect(ejecucion.codigo == 0)
    let lineas = ejecucion.salida.split(separator: "\n")
    #expect(lineas.count == 5)
    for linea in lineas {
      let objeto = try JSONSerialization.jsonObject(with: Data(linea.utf8)) as? [String: Any]
      #expect(objeto?["state"] != nil)
    }
    #expect(
      ejecucion.errores.contains("#2 persona .credenciales(.correoEscrito(\"demo@tienda.es\"))"))
    #expect(ejecucion.errores.contains("  −     correo: \"\","))
    #expect(ejecucion.errores.contains("  +     correo: \"demo@tienda.es\","))
    #expect(ejecucion.errores.contains("#5 efecto .sesionAbierta("))
    #expect(!(ejecucion.salida + ejecucion.errores).contains("demo1234"))
  }

  @Test
  func grabarYReproducirLlegaAlMismoEstado() async throws {
    let carpeta = try CarpetaTemporal()
    let sesion = try await Ejecutable.ejecutar(
      ["--data", "datos", "--record", "sesion.jsonl"], entrada: compra, en: carpeta.url)
    #expect(sesion.codigo == 0)
    let grabado = try String(contentsOfFile: carpeta.ruta("sesion.jsonl"), encoding: .utf8)
    #expect(!grabado.contains("demo1234"))

    let reproduccion = try await Ejecutable.ejecutar(["replay", "sesion.jsonl"], en: carpeta.url)
    #expect(reproduccion.codigo == 0)
    #expect(reproduccion.errores == "")
    #expect(reproduccion.salida.hasSuffix("Coincide con el estado final grabado.\n"))
    // The state the session printed last (`estado`) is the state the replay prints.
    let estadoDeLaSesion = try #require(sesion.salida.range(of: "Root.State(\n"))
    let estadoReproducido = try #require(reproduccion.salida.range(of: "Root.State(\n"))
    let final = reproduccion.salida[estadoReproducido.lowerBound...]
      .replacingOccurrences(of: "Coincide con el estado final grabado.\n", with: "")
    #expect(String(sesion.salida[estadoDeLaSesion.lowerBound...]) == final)
  }

  @Test
  func unaGrabacionDanadaNoSeReproduceSinSaltar() async throws {
    let carpeta = try CarpetaTemporal()
    var lineas = try Recursos.sesionDeOro().split(separator: "\n").map(String.init)
    lineas[1] = "{\"action\": "
    try Data((lineas.joined(separator: "\n") + "\n").utf8)
      .write(to: carpeta.url.appending(path: "danada.jsonl"))

    let sinContinuar = try await Ejecutable.ejecutar(["replay", "danada.jsonl"], en: carpeta.url)
    #expect(sinContinuar.codigo == 65)
    #expect(sinContinuar.salida == "")
    #expect(
      sinContinuar.errores.hasPrefix("Error: línea 2 de «danada.jsonl»: no es JSON válido.\n"))

    // The first action, `view(.aparecio)`, changes nothing: the rest still reaches the end.
    let continuando = try await Ejecutable.ejecutar(
      ["replay", "danada.jsonl", "--skip-damaged"], en: carpeta.url)
    #expect(continuando.codigo == 0)
    #expect(continuando.errores.hasPrefix("Aviso: se salta la línea 2 de «danada.jsonl»"))
    #expect(continuando.salida.hasSuffix("Coincide con el estado final grabado.\n"))
  }

  @Test
  func reproducirConTestEscribeElTestDeOro() async throws {
    let carpeta = try CarpetaTemporal()
    try Data(try Recursos.sesionDeOro().utf8)
      .write(to: carpeta.url.appending(path: "sesion-de-oro.jsonl"))
    let ejecucion = try await Ejecutable.ejecutar(
      ["replay", "sesion-de-oro.jsonl", "--test"], en: carpeta.url)
    #expect(ejecucion.codigo == 0)
    #expect(ejecucion.errores == "")
    #expect(ejecucion.salida == (try Recursos.testDeOro()))
  }

  @Test
  func unaGrabacionDeLaVersion1SeReproducePeroNoDaUnTest() async throws {
    let carpeta = try CarpetaTemporal()
    try Data(try Recursos.sesionV1().utf8).write(to: carpeta.url.appending(path: "v1.jsonl"))
    let reproduccion = try await Ejecutable.ejecutar(["replay", "v1.jsonl"], en: carpeta.url)
    #expect(reproduccion.codigo == 0)
    #expect(reproduccion.salida.hasSuffix("Coincide con el estado final grabado.\n"))
    let test = try await Ejecutable.ejecutar(["replay", "v1.jsonl", "--test"], en: carpeta.url)
    #expect(test.codigo == 65)
    #expect(test.salida == "")
    #expect(
      test.errores.hasPrefix(
        "Error: «v1.jsonl» es una grabación de la versión 1, que no guarda qué respondieron"))
  }

  @Test
  func unaVersionDesconocidaNoSeReproduce() async throws {
    let carpeta = try CarpetaTemporal()
    let futura = "{\"version\":9}\n" + (try Recursos.sesionV1())
    try Data(futura.utf8).write(to: carpeta.url.appending(path: "futura.jsonl"))
    let ejecucion = try await Ejecutable.ejecutar(
      ["replay", "futura.jsonl", "--skip-damaged"], en: carpeta.url)
    #expect(ejecucion.codigo == 65)
    #expect(
      ejecucion.errores
        == "Error: «futura.jsonl» es una grabación de la versión 9; esta versión lee hasta la 3. "
        + "No se reproduce nada.\n")
  }

  @Test
  func unTemporizadorEnMarchaSeParaAlFinalDeLaEntrada() async throws {
    let carpeta = try CarpetaTemporal()
    let ejecucion = try await Ejecutable.ejecutar(
      ["--data", "datos", "--record", "s.jsonl"],
      entrada: "entrar demo@tienda.es demo1234\nabrir temporizador\niniciar\nesperar 0,2\n",
      en: carpeta.url)
    #expect(ejecucion.codigo == 0)
    #expect(
      ejecucion.salida.hasSuffix(
        "Fin de la entrada: se cancela 1 efecto que seguía en curso (el temporizador se para).\n"))
    let grabado = try String(contentsOfFile: carpeta.ruta("s.jsonl"), encoding: .utf8)
    #expect(grabado.split(separator: "\n").last?.contains("\"cancelledEffects\":1") == true)
  }

  @Test
  func unArchivoDeUsuariosDanadoNoSeToca() async throws {
    let carpeta = try CarpetaTemporal()
    try FileManager.default.createDirectory(
      at: carpeta.url.appending(path: "datos"), withIntermediateDirectories: true)
    let danado = Data("{ esto no es un archivo de usuarios".utf8)
    try danado.write(to: carpeta.url.appending(path: "datos/usuarios.json"))
    let ejecucion = try await Ejecutable.ejecutar(
      ["--data", "datos"], entrada: "entrar demo@tienda.es demo1234\n", en: carpeta.url)
    #expect(ejecucion.codigo == 0)
    #expect(ejecucion.salida.contains("No se pudo comprobar el acceso. Inténtalo de nuevo."))
    #expect(try Data(contentsOf: carpeta.url.appending(path: "datos/usuarios.json")) == danado)
  }
}
