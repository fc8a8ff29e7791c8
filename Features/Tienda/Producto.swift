import Catalogo

/// Something the shop sells: a product of the catalogue, the same type the search shows as
/// `Resultado`. `Producto.camiseta` is product 1.
///
/// ```swift
/// await store.send(\.view.anadirPulsado, Producto.camiseta)
/// ```
public typealias Producto = Catalogo.Producto
