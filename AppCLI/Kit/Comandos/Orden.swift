/// A command of the session language as the help shows it: its name, how to write it and what
/// it does.
public struct Orden: Equatable, Sendable {
  /// The verb, as typed: `anadir`.
  public var nombre: String
  /// How to write it: `anadir ID`.
  public var uso: String
  /// What it does, in Spanish.
  public var descripcion: String

  /// The session's commands, in the order the help lists them.
  public static let todas: [Orden] = [
    Orden("ayuda", "ayuda [ORDEN]", "muestra las órdenes, o cómo se usa una"),
    Orden("entrar", "entrar CORREO [CLAVE]", "inicia sesión (sin CLAVE, la pide sin mostrarla)"),
    Orden("salir", "salir", "cierra la sesión"),
    Orden("abrir", "abrir buscador|tienda|temporizador", "abre una sección"),
    Orden("cerrar", "cerrar", "cierra la sección abierta"),
    Orden("buscar", "buscar [TEXTO]", "busca productos (sin TEXTO, borra la búsqueda)"),
    Orden("elegir", "elegir N", "lleva el resultado N de la búsqueda al carrito de la tienda"),
    Orden("catalogo", "catalogo [PAGINA]", "lista los productos de la tienda, por páginas"),
    Orden("anadir", "anadir ID", "añade una unidad del producto ID al carrito"),
    Orden("quitar", "quitar ID", "quita el producto ID del carrito"),
    Orden("cantidad", "cantidad ID N", "deja N unidades del producto ID (0 lo quita)"),
    Orden("carrito", "carrito", "muestra el carrito"),
    Orden("pagar", "pagar", "paga el carrito"),
    Orden("iniciar", "iniciar", "pone en marcha el temporizador"),
    Orden("parar", "parar", "para el temporizador"),
    Orden("reiniciar", "reiniciar", "vuelve a poner el temporizador a cero"),
    Orden("estado", "estado", "muestra el estado completo (sin contraseñas)"),
    Orden("historial", "historial", "muestra todas las acciones, de la persona y de los efectos"),
    Orden("esperar", "esperar SEGUNDOS", "deja pasar el tiempo (útil en guiones)"),
    Orden("fin", "fin", "termina la sesión (también Ctrl-D)"),
  ]

  /// The command named `nombre` (already normalized), if there is one.
  public static func nombrada(_ nombre: String) -> Orden? {
    todas.first { $0.nombre == nombre }
  }

  private init(_ nombre: String, _ uso: String, _ descripcion: String) {
    self.nombre = nombre
    self.uso = uso
    self.descripcion = descripcion
  }
}
