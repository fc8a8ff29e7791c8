/// A person who can log in.
public struct Usuario: Equatable, Hashable, Identifiable, Sendable, Codable {
  /// A stable number for the person.
  public var id: Int
  /// The email they log in with, lowercased.
  public var correo: String
  /// How the app greets them.
  public var nombre: String

  /// Creates a user.
  public init(id: Int, correo: String, nombre: String) {
    self.id = id
    self.correo = correo
    self.nombre = nombre
  }
}

extension Usuario {
  /// The demo account the live users file starts with; its password is
  /// ``ClienteAutenticacion/claveDeDemo``.
  public static let demo = Usuario(id: 1, correo: "demo@tienda.es", nombre: "Demo")
}
