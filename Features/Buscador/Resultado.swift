import Catalogo

/// A product of the catalogue as the search shows it: the catalogue's ``Producto``, under the
/// name the search has always used.
///
/// ```swift
/// $0.clienteBusqueda.buscar = { _ in [.demo] }
/// ```
public typealias Resultado = Producto

extension Producto {
  /// A result to use in examples and tests: the first product of the shipped catalogue, the
  /// same value as `Producto.camiseta`.
  public static var demo: Resultado { .camiseta }
}
