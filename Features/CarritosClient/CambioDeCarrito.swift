import Catalogo
import Runtime

/// What one session did to a cart: for each product whose units changed, how many it added or
/// took away — not the cart it ended with.
///
/// Two sessions of one person change one kept cart at once; each keeps its *change*
/// (``ClienteCarritos/guardar``), applied to whatever is kept at that moment, so a shirt added
/// in one window and a mug added in the other are both there. Changes add up in any order:
/// keeping two changes, one after the other or the other after the one, gives the same cart
/// (up to ``Catalogo/LineaDeCarrito/cantidadMaxima``).
///
/// ```swift
/// let antes: IdentifiedArrayOf<LineaDeCarrito> = [LineaDeCarrito(producto: .camiseta)]
/// var despues = antes
/// despues.anadirUnaUnidad(de: .taza)
/// let cambio = CambioDeCarrito(de: antes, a: despues)  // +1 taza
/// cambio.aplicado(a: [LineaDeCarrito(producto: .libro)])  // libro, taza
/// ```
public struct CambioDeCarrito: Equatable, Hashable, Sendable, Codable {
  /// One product's change: `unidades` added (positive) or taken away (negative).
  public struct Diferencia: Equatable, Hashable, Sendable, Codable {
    /// The product, as the session had it (a new line is made from it).
    public var producto: Producto
    /// Units added, or taken away when negative; never zero.
    public var unidades: Int

    /// `unidades` of `producto` added, or taken away when negative.
    public init(producto: Producto, unidades: Int) {
      self.producto = producto
      self.unidades = unidades
    }
  }

  /// The products whose units changed, in the order of the cart after the change, then those
  /// whose line was removed.
  public private(set) var diferencias: [Diferencia]

  /// No change at all.
  public static let ninguno = CambioDeCarrito(diferencias: [])

  private init(diferencias: [Diferencia]) { self.diferencias = diferencias }

  /// The change that turns `antes` into `despues`.
  ///
  /// - Parameters:
  ///   - antes: The cart before the change.
  ///   - despues: The cart after it.
  public init(
    de antes: IdentifiedArrayOf<LineaDeCarrito>, a despues: IdentifiedArrayOf<LineaDeCarrito>
  ) {
    var diferencias: [Diferencia] = []
    for linea in despues {
      let unidades = linea.cantidad - (antes[id: linea.id]?.cantidad ?? 0)
      if unidades != 0 {
        diferencias.append(Diferencia(producto: linea.producto, unidades: unidades))
      }
    }
    for linea in antes where despues[id: linea.id] == nil {
      diferencias.append(Diferencia(producto: linea.producto, unidades: -linea.cantidad))
    }
    self.init(diferencias: diferencias)
  }

  /// Whether the change changes nothing.
  public var esNinguno: Bool { diferencias.isEmpty }

  /// `carrito` with this change made to it: each line changed by its product's units, kept
  /// within 1…``Catalogo/LineaDeCarrito/cantidadMaxima``; a line left with no units removed; a
  /// product added that `carrito` did not have appended as a new line. Taking away units of a
  /// product `carrito` does not have changes nothing.
  ///
  /// - Parameter carrito: The cart to change — usually the kept one, which other sessions may
  ///   have changed since this session last read it.
  /// - Returns: The changed cart.
  public func aplicado(
    a carrito: IdentifiedArrayOf<LineaDeCarrito>
  ) -> IdentifiedArrayOf<
    LineaDeCarrito
  > {
    var carrito = carrito
    for diferencia in diferencias {
      let cantidad = (carrito[id: diferencia.producto.id]?.cantidad ?? 0) + diferencia.unidades
      if cantidad <= 0 {
        carrito[id: diferencia.producto.id] = nil
      } else if var linea = carrito[id: diferencia.producto.id] {
        linea.cantidad = min(cantidad, LineaDeCarrito.cantidadMaxima)
        carrito[id: linea.id] = linea
      } else {
        carrito.append(LineaDeCarrito(producto: diferencia.producto, cantidad: cantidad))
      }
    }
    return carrito
  }

  /// This change followed by `siguiente`, as one change: the units of each product added up,
  /// a product whose units cancel out left out.
  ///
  /// - Parameter siguiente: The change made after this one.
  /// - Returns: Both changes as one.
  public func seguido(de siguiente: CambioDeCarrito) -> CambioDeCarrito {
    var diferencias = diferencias
    for diferencia in siguiente.diferencias {
      if let indice = diferencias.firstIndex(where: { $0.producto.id == diferencia.producto.id }) {
        diferencias[indice].unidades += diferencia.unidades
        diferencias[indice].producto = diferencia.producto
      } else {
        diferencias.append(diferencia)
      }
    }
    return CambioDeCarrito(diferencias: diferencias.filter { $0.unidades != 0 })
  }
}
