import BuscadorFeature
import CredencialesFeature
import RootFeature
import TemporizadorFeature
import TiendaFeature

/// The compact view of the current screen a session prints after each command and when an
/// effect changes what is shown. Pure: the same state and activity give the same text.
///
/// ```
/// [buscador] «camiseta» · 2 resultados:
///   1. Camiseta de algodón blanca · 12,99 €
///   2. Camiseta de algodón negra · 14,99 €
/// ```
public enum Pantalla {
  /// The screen's lines, joined with newlines, without a trailing newline.
  public static func texto(_ estado: Root.State, actividad: Actividad = Actividad()) -> String {
    lineas(estado, actividad: actividad).joined(separator: "\n")
  }

  /// The name of the screen, as the prompt shows it: `acceso`, `inicio`, `tienda`…
  public static func nombre(_ estado: Root.State) -> String {
    guard estado.sesion != nil else { return "acceso" }
    return estado.destino?.seccion.rawValue ?? "inicio"
  }

  static func lineas(_ estado: Root.State, actividad: Actividad) -> [String] {
    let cabecera = "[\(nombre(estado))]"
    guard let sesion = estado.sesion else {
      return ["\(cabecera) \(acceso(estado.credenciales))"]
    }
    let aviso = sesion.aviso.map { ["  ⚠ \($0)"] } ?? []
    switch estado.destino {
    case nil:
      var saludo =
        "\(cabecera) Hola, \(sesion.usuario.nombre). Abre el buscador, la tienda o el "
        + "temporizador («abrir …»)."
      if !sesion.carrito.isEmpty {
        saludo += " Tu carrito: \(Listados.articulos(sesion.carrito.numeroDeArticulos))."
      }
      return [saludo] + aviso
    case .buscador(let buscador)?:
      return buscadorLineas(buscador, pendiente: actividad.busquedaPendiente, cabecera: cabecera)
    case .tienda(let tienda)?:
      return tiendaLineas(tienda, cabecera: cabecera) + aviso
    case .temporizador(let temporizador)?:
      let marcha =
        actividad.temporizadorEnMarcha
        ? "en marcha («parar» para pararlo)" : "parado («iniciar» para ponerlo en marcha)"
      return ["\(cabecera) \(temporizador.segundos) s · \(marcha)."]
    }
  }

  private static func acceso(_ credenciales: Credenciales.State) -> String {
    if credenciales.entrando { return "Comprobando el acceso de \(credenciales.correo)…" }
    if let error = credenciales.error { return error.mensaje }
    return "Sin sesión. Escribe «entrar CORREO CLAVE»."
  }

  private static func buscadorLineas(
    _ buscador: Buscador.State, pendiente: Bool, cabecera: String
  ) -> [String] {
    let termino = buscador.termino.trimmingCharacters(in: .whitespaces)
    guard !termino.isEmpty else { return ["\(cabecera) Escribe «buscar TEXTO»."] }
    let prefijo = "\(cabecera) «\(termino)» ·"
    if buscador.cargando || pendiente { return ["\(prefijo) buscando…"] }
    if let mensaje = buscador.mensaje { return ["\(prefijo) \(mensaje)."] }
    guard !buscador.items.isEmpty else { return ["\(prefijo) sin resultados."] }
    let cuantos = buscador.items.count == 1 ? "1 resultado" : "\(buscador.items.count) resultados"
    return ["\(prefijo) \(cuantos) («elegir N» lo lleva a la tienda):"]
      + buscador.items.enumerated().map { indice, resultado in
        "  \(indice + 1). \(resultado.nombre) · \(Euros.texto(resultado.precioEnCentimos))"
      }
  }

  private static func tiendaLineas(_ tienda: Tienda.State, cabecera: String) -> [String] {
    var lineas: [String] = []
    let carrito =
      tienda.carrito.isEmpty
      ? "Carrito vacío"
      : "Carrito: \(Listados.articulos(tienda.numeroDeArticulos)) · "
        + Euros.texto(tienda.totalEnCentimos)
    lineas.append("\(cabecera) \(carrito) · \(catalogo(tienda))")
    lineas += tienda.carrito.map(Listados.linea)
    if tienda.procesando {
      lineas.append("  Pagando \(Euros.texto(tienda.totalEnCentimos))…")
    }
    if tienda.pedidoConfirmado {
      lineas.append(
        tienda.numeroDePedido.map { "  ✓ Pedido nº \($0) confirmado." }
          ?? "  ✓ Pago confirmado.")
    }
    if let mensaje = tienda.mensaje { lineas.append("  ✗ \(mensaje)") }
    return lineas
  }

  private static func catalogo(_ tienda: Tienda.State) -> String {
    if tienda.cargandoCatalogo { return "cargando el catálogo…" }
    if tienda.catalogo.isEmpty { return "catálogo vacío." }
    return "catálogo: \(tienda.catalogo.count) productos («catalogo» para verlos)."
  }
}
