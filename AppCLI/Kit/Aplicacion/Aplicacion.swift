import Foundation
import Runtime

/// The root reducer of an app the command line can drive: its state compares and crosses
/// actors, and its actions can be written to a recording.
protocol RaizDeLaApp: Reducer, Sendable
where State: Equatable & Sendable, Action: Equatable & Sendable & Codable {}

/// Everything the command line knows of the app it drives: the root reducer, where it starts,
/// and its screens with their commands. The kit is written against this, never against a
/// feature; the registry builds the one value of it.
///
/// ```swift
/// Registro.aplicacion.plan("abrir tienda", en: Root.State())  // .rechazar("Primero inicia…")
/// Registro.aplicacion.texto(de: Root.State())  // [acceso] Sin sesión. Escribe «entrar …».
/// ```
struct Aplicacion<Raiz: RaizDeLaApp>: Sendable {
  let raiz: Raiz
  /// Where a session, a replay and a generated test start.
  let estadoInicial: Raiz.State
  /// What a session sends first, as the app appearing.
  let alEmpezar: [Raiz.Action]
  /// The line an interactive session greets with.
  let saludo: String
  /// The screens, in the app's terms; the first whose lines are not `nil` is the one showing.
  let pantallas: [Pantalla<Raiz.State, Raiz.Action>]
  /// Every command, in the order `ayuda` lists them.
  let ordenes: [Orden<Raiz.State, Raiz.Action>]

  init(
    _ raiz: Raiz, estadoInicial: Raiz.State, alEmpezar: [Raiz.Action], saludo: String,
    pantallas: [Pantalla<Raiz.State, Raiz.Action>]
  ) {
    (self.raiz, self.estadoInicial, self.alEmpezar, self.saludo, self.pantallas) =
      (raiz, estadoInicial, alEmpezar, saludo, pantallas)
    let propias = pantallas.flatMap(\.ordenes) + Self.deLaSesion
    ordenes = [Self.ayuda(propias)] + propias
  }

  /// The screen showing in `estado`; `enMarcha` names the screens whose activity runs.
  func pantalla(
    de estado: Raiz.State, enMarcha: Set<String> = []
  ) -> (pantalla: Pantalla<Raiz.State, Raiz.Action>, lineas: [String]) {
    for pantalla in pantallas {
      if let lineas = pantalla.lineas(estado, enMarcha.contains(pantalla.sustantivo.palabra)) {
        return (pantalla, lineas)
      }
    }
    preconditionFailure("No screen shows this state; the last one should always show.")
  }

  /// The compact view of the screen showing: its lines, `[nombre] ` before the first.
  func texto(de estado: Raiz.State, enMarcha: Set<String> = []) -> String {
    let (pantalla, lineas) = pantalla(de: estado, enMarcha: enMarcha)
    return (["[\(pantalla.sustantivo.palabra)] " + (lineas.first ?? "")] + lineas.dropFirst())
      .joined(separator: "\n")
  }

  /// The command a line names, and the plan of its words; `nil` for a blank line.
  func entender(
    _ linea: String
  ) throws(ErrorDeComando) -> (
    orden: Orden<Raiz.State, Raiz.Action>, plan: @Sendable (Raiz.State) -> Plan<Raiz.Action>
  )? {
    let palabras = linea.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let primera = palabras.first else { return nil }
    guard let orden = orden(normalizada(primera)) else { throw .desconocido(primera) }
    let resto = linea.drop(while: \.isWhitespace).dropFirst(primera.count)
      .trimmingCharacters(in: .whitespaces)
    guard let plan = orden.entender(Array(palabras.dropFirst()), resto) else {
      throw .usoIncorrecto(orden.nombre, orden.mensajeDeUso)
    }
    return (orden, plan)
  }

  /// The command named, or aliased, `nombre`.
  func orden(_ nombre: String) -> Orden<Raiz.State, Raiz.Action>? {
    ordenes.first { $0.nombre == nombre || $0.alias.contains(nombre) }
  }

  /// What `linea` means in `estado`; a line not understood is refused with its message.
  func plan(_ linea: String, en estado: Raiz.State) -> Plan<Raiz.Action> {
    do {
      return try entender(linea)?.plan(estado) ?? .enviar([])
    } catch {
      return .rechazar(error.mensaje)
    }
  }

  /// The action as a recording, the history and `--json` may show it.
  func enmascarar(_ accion: Raiz.Action) -> Raiz.Action {
    pantallas.reduce(accion) { $1.enmascarar($0) }
  }

  /// The endpoints the screens record, each once (two screens may use one client: the shop and
  /// the history share the order book).
  var extremos: [Extremo] {
    var vistos: Set<String> = []
    return pantallas.flatMap(\.extremos).filter { vistos.insert($0.nombre).inserted }
  }

  /// States a generated test may build with no arguments.
  var iniciales: [any Sendable] { [estadoInicial] + pantallas.flatMap(\.iniciales) }

  /// Sets every dependency to its live value, with the files in `datos`.
  func enVivo(_ dependencias: inout DependencyValues, datos: URL) {
    dependencias.context = .live
    dependencias.continuousClock = ContinuousClock()
    for pantalla in pantallas { pantalla.enVivo(&dependencias, datos) }
  }
}

/// Why a line typed in a session was not understood: the session prints ``mensaje`` and goes
/// on, the state unchanged.
enum ErrorDeComando: Error, Equatable {
  case desconocido(String)
  /// The command (its name first) exists, but its words are wrong: the message is its usage.
  case usoIncorrecto(String, String)

  var mensaje: String {
    switch self {
    case .desconocido(let nombre):
      "No conozco la orden «\(nombre)». Escribe «ayuda» para ver las órdenes."
    case .usoIncorrecto(_, let mensaje): mensaje
    }
  }
}
