import Catalogo

/// A product in the cart, with how many units: the catalogue's type, under the shop's roof.
///
/// ```swift
/// Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta, cantidad: 2)])
/// ```
public typealias LineaDeCarrito = Catalogo.LineaDeCarrito
