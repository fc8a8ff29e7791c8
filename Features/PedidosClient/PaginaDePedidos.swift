import Catalogo

/// Which saved orders to read: whose, and which page of them, newest first.
///
/// ```swift
/// let pagina = try await pedidos.pagina(ConsultaDePedidos(comprador: 1, pagina: 2, tamano: 10))
/// ```
public struct ConsultaDePedidos: Equatable, Hashable, Sendable {
  /// Whose orders: a user id, or `nil` for everyone's.
  public var comprador: Int?
  /// Which page, from 1: page 1 holds the newest orders.
  public var pagina: Int
  /// How many orders a page holds, at least 1.
  public var tamano: Int

  /// Creates a query; `pagina` and `tamano` below 1 count as 1.
  public init(comprador: Int? = nil, pagina: Int = 1, tamano: Int = 10) {
    self.comprador = comprador
    self.pagina = max(1, pagina)
    self.tamano = max(1, tamano)
  }
}

/// One page of saved orders, newest first.
public struct PaginaDePedidos: Equatable, Hashable, Sendable, Codable {
  /// The page's number, from 1.
  public var pagina: Int
  /// Its orders, newest first; empty past the last page.
  public var pedidos: [PedidoGuardado]
  /// Whether older orders follow on the next page.
  public var hayMas: Bool

  /// Creates a page.
  public init(pagina: Int, pedidos: [PedidoGuardado], hayMas: Bool) {
    self.pagina = pagina
    self.pedidos = pedidos
    self.hayMas = hayMas
  }
}

/// Gathers a page from orders offered newest first, so that any book — a file read backwards,
/// an array — pages the same way and stops reading as soon as the page is known.
///
/// ```swift
/// var recogida = RecogidaDePagina(ConsultaDePedidos(comprador: 1))
/// for guardado in guardados.reversed() where !recogida.ofrecer(guardado) { break }
/// recogida.pagina  // the first page of user 1's orders
/// ```
public struct RecogidaDePagina: Sendable {
  /// What is being gathered.
  public let consulta: ConsultaDePedidos
  private var saltados = 0
  private var recogidos: [PedidoGuardado] = []
  private var hayMas = false

  /// Starts gathering the page `consulta` asks for.
  public init(_ consulta: ConsultaDePedidos) { self.consulta = consulta }

  /// Takes the next older order; returns whether to keep offering.
  public mutating func ofrecer(_ guardado: PedidoGuardado) -> Bool {
    if let comprador = consulta.comprador, guardado.pedido.comprador != comprador { return true }
    if saltados < (consulta.pagina - 1) * consulta.tamano {
      saltados += 1
      return true
    }
    guard recogidos.count < consulta.tamano else {
      hayMas = true
      return false
    }
    recogidos.append(guardado)
    return true
  }

  /// The page gathered so far: the whole page once ``ofrecer(_:)`` returned `false` or the
  /// orders ran out.
  public var pagina: PaginaDePedidos {
    PaginaDePedidos(pagina: consulta.pagina, pedidos: recogidos, hayMas: hayMas)
  }
}
