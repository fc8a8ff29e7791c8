import CarritosClient
import Catalogo
import Runtime
import Testing

/// A session's change to a cart, made to a cart other sessions changed meanwhile.
struct CambioDeCarritoTests {
  let taza = Producto(id: 2, nombre: "Taza", categoria: "Hogar", precioEnCentimos: 850)
  let libro = Producto(id: 3, nombre: "Libro", categoria: "Libros", precioEnCentimos: 1500)

  @Test
  func unCambioEsLoQueLaSesionHizoNoElCarritoConElQueAcabo() {
    let antes: IdentifiedArrayOf<LineaDeCarrito> = [
      LineaDeCarrito(producto: .camiseta, cantidad: 2), LineaDeCarrito(producto: taza),
    ]
    let despues: IdentifiedArrayOf<LineaDeCarrito> = [
      LineaDeCarrito(producto: .camiseta, cantidad: 3), LineaDeCarrito(producto: libro),
    ]
    let cambio = CambioDeCarrito(de: antes, a: despues)

    #expect(
      cambio.diferencias == [
        .init(producto: .camiseta, unidades: 1), .init(producto: libro, unidades: 1),
        .init(producto: taza, unidades: -1),
      ])
    #expect(cambio.aplicado(a: antes) == despues)
    #expect(CambioDeCarrito(de: despues, a: despues).esNinguno)
  }

  @Test
  func unCambioSeHaceSobreLoQueOtraSesionGuardo() {
    let guardado: IdentifiedArrayOf<LineaDeCarrito> = [
      LineaDeCarrito(producto: .camiseta), LineaDeCarrito(producto: taza, cantidad: 4),
    ]
    // This session had one mug and took it away, and added a book; the other added 3 mugs.
    let cambio = CambioDeCarrito(
      de: [LineaDeCarrito(producto: taza)], a: [LineaDeCarrito(producto: libro)])

    #expect(
      cambio.aplicado(a: guardado) == [
        LineaDeCarrito(producto: .camiseta), LineaDeCarrito(producto: taza, cantidad: 3),
        LineaDeCarrito(producto: libro),
      ])
    // Taking away what is no longer there changes nothing; a line never goes past the most.
    #expect(cambio.aplicado(a: []) == [LineaDeCarrito(producto: libro)])
    let muchas = CambioDeCarrito(de: [], a: [LineaDeCarrito(producto: taza, cantidad: 99)])
    #expect(
      muchas.aplicado(a: [LineaDeCarrito(producto: taza, cantidad: 5)]) == [
        LineaDeCarrito(producto: taza, cantidad: LineaDeCarrito.cantidadMaxima)
      ])
  }

  @Test
  func dosCambiosDanElMismoCarritoEnCualquierOrden() {
    let guardado: IdentifiedArrayOf<LineaDeCarrito> = [LineaDeCarrito(producto: .camiseta)]
    let una = CambioDeCarrito(de: [], a: [LineaDeCarrito(producto: taza, cantidad: 2)])
    let otra = CambioDeCarrito(
      de: [LineaDeCarrito(producto: .camiseta)],
      a: [LineaDeCarrito(producto: .camiseta, cantidad: 3), LineaDeCarrito(producto: taza)])

    let asi = otra.aplicado(a: una.aplicado(a: guardado))
    let alReves = una.aplicado(a: otra.aplicado(a: guardado))
    #expect(Set(asi) == Set(alReves))
    #expect(asi[id: taza.id]?.cantidad == 3)
    #expect(una.seguido(de: otra).aplicado(a: guardado) == asi)
    #expect(una.seguido(de: CambioDeCarrito(de: una.aplicado(a: []), a: [])).esNinguno)
  }
}
