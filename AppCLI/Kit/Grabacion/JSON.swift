import Foundation

/// A JSON value of any shape: how a recording keeps what a dependency answered, whatever its
/// type, until a generated test decodes it with the endpoint's own type.
enum JSON: Equatable, Codable, Sendable {
  case nulo
  case logico(Bool)
  case entero(Int)
  case real(Double)
  case texto(String)
  case lista([JSON])
  case objeto([String: JSON])

  /// `valor` as its `Codable` form.
  init(codificando valor: some Encodable) throws {
    self = try JSONDecoder().decode(JSON.self, from: JSONEncoder().encode(valor))
  }

  /// The value this is the `Codable` form of.
  func decodificado<T: Decodable>(como tipo: T.Type) throws -> T {
    try JSONDecoder().decode(tipo, from: JSONEncoder().encode(self))
  }

  init(from decoder: any Decoder) throws {
    let valor = try decoder.singleValueContainer()
    if valor.decodeNil() {
      self = .nulo
    } else if let logico = try? valor.decode(Bool.self) {
      self = .logico(logico)
    } else if let entero = try? valor.decode(Int.self) {
      self = .entero(entero)
    } else if let real = try? valor.decode(Double.self) {
      self = .real(real)
    } else if let texto = try? valor.decode(String.self) {
      self = .texto(texto)
    } else if let lista = try? valor.decode([JSON].self) {
      self = .lista(lista)
    } else {
      self = .objeto(try valor.decode([String: JSON].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var valor = encoder.singleValueContainer()
    switch self {
    case .nulo: try valor.encodeNil()
    case .logico(let logico): try valor.encode(logico)
    case .entero(let entero): try valor.encode(entero)
    case .real(let real): try valor.encode(real)
    case .texto(let texto): try valor.encode(texto)
    case .lista(let lista): try valor.encode(lista)
    case .objeto(let objeto): try valor.encode(objeto)
    }
  }
}
