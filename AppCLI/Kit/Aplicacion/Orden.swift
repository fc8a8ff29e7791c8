import Runtime

/// A command of the session language, declared once: how to write it (its name is the first
/// word), what it does, other names, how its words parse and what it means in a state. The
/// parser, `ayuda` and the usage errors all read this declaration.
///
/// ```swift
/// Orden<Tienda.State, Tienda.Action>("quitar ID", "quita el producto ID del carrito", .numero) {
///   id, tienda in .enviar([.view(.quitarPulsado(id))])
/// }
/// ```
///
/// > Important: a plan decides with the state it is given — its feature's, once the registry
/// > puts the feature in the app — and nothing else, so it stays a function a test can call.
struct Orden<State, Action>: Sendable {
  /// The verb, as typed: `anadir`.
  var nombre: String { String(uso.prefix { $0 != " " }) }
  /// How to write it: `anadir ID`.
  let uso: String
  /// What it does, in Spanish, from lowercase.
  let ayuda: String
  /// Other verbs for it (`?` for `ayuda`).
  var alias: [String] = []
  /// A last word an interactive session asks for, without echo, when missing (`Contraseña`).
  var secreto: String?
  /// The plan for these words and the rest of the line, or `nil` when they are wrong.
  let entender: @Sendable ([String], String) -> (@Sendable (State) -> Plan<Action>)?
  /// Why it can't apply in a state whatever its words (its section is not open); set when the
  /// registry puts its feature in the app.
  var rechazo: @Sendable (State) -> String? = { _ in nil }

  init<Valor>(
    _ uso: String, _ ayuda: String, alias: [String] = [], secreto: String? = nil,
    _ argumento: Argumento<Valor>, plan: @escaping @Sendable (Valor, State) -> Plan<Action>
  ) {
    self.init(uso: uso, ayuda: ayuda, alias: alias, secreto: secreto) { palabras, resto in
      guard let valor = argumento.analizar(palabras, resto) else { return nil }
      return { estado in plan(valor, estado) }
    }
  }

  private init(
    uso: String, ayuda: String, alias: [String], secreto: String?,
    entender: @escaping @Sendable ([String], String) -> (@Sendable (State) -> Plan<Action>)?
  ) {
    (self.uso, self.ayuda, self.alias, self.secreto, self.entender) =
      (uso, ayuda, alias, secreto, entender)
  }

  /// The line a wrong use prints: `Uso: elegir N — lleva el resultado N….`
  var mensajeDeUso: String { "Uso: \(uso) — \(ayuda)." }

  /// The command in a larger state: it applies when `estado` finds its part; otherwise it is
  /// refused with `ausente`'s message.
  func alcance<Raiz, AccionRaiz>(
    estado: @escaping @Sendable (Raiz) -> State?, accion: AnyCasePath<AccionRaiz, Action>,
    ausente: @escaping @Sendable (Raiz) -> String
  ) -> Orden<Raiz, AccionRaiz> {
    let (entender, rechazo) = (self.entender, self.rechazo)
    var orden = Orden<Raiz, AccionRaiz>(
      uso: uso, ayuda: ayuda, alias: alias, secreto: secreto
    ) { palabras, resto in
      guard let plan = entender(palabras, resto) else { return nil }
      return { raiz in estado(raiz).map { plan($0).map(accion.embed) } ?? .rechazar(ausente(raiz)) }
    }
    orden.rechazo = { raiz in estado(raiz).map(rechazo) ?? ausente(raiz) }
    return orden
  }
}
