import Foundation
import Runtime

/// What the command line knows of one feature, in the feature's own terms: its screen, its
/// commands, what it does when it appears, the dependencies it records. The registry puts each
/// in the app with ``alcance(estado:accion:ausente:)``.
///
/// ```swift
/// Pantalla<Temporizador.State, Temporizador.Action>(.masculino("temporizador")) { estado, _ in
///   ["\(estado.segundos) s."]
/// }
/// ```
struct Pantalla<State, Action: Sendable>: Sendable {
  /// Its name: its header (`[tienda]`), its prompt (`tienda>`), what `abrir` takes.
  let sustantivo: Sustantivo
  var ordenes: [Orden<State, Action>] = []
  /// What the session sends, as the person's, when the screen appears: a view's `onAppear`.
  var alAparecer: [Action] = []
  /// Whether an action starts (`true`) or stops (`false`) the one activity state does not
  /// show — the timer's ticker, a search waiting for its debounce — or leaves it.
  var enMarcha: @Sendable (Action) -> Bool? = { _ in nil }
  /// The dependency endpoints a recording logs and a generated test answers from the log.
  var extremos: [Extremo] = []
  /// Sets its live dependencies, with its files in the data folder.
  var enVivo: @Sendable (inout DependencyValues, _ datos: URL) -> Void = { _, _ in }
  /// The action as it may be written down (a typed password masked).
  var enmascarar: @Sendable (Action) -> Action = { $0 }
  /// States a generated test may build with no arguments, leaving out fields at their values.
  var iniciales: [any Sendable] = []
  /// Its lines, the first after its header; `nil` when it is not showing. The `Bool` says
  /// whether its activity runs.
  var lineas: @Sendable (State, _ enMarcha: Bool) -> [String]?

  /// The screen in a larger app: it shows, and its commands apply, while `estado` finds the
  /// feature's state (otherwise they are refused with `ausente`'s message); its actions travel
  /// inside the app's through `accion`.
  func alcance<Raiz, AccionRaiz>(
    estado: @escaping @Sendable (Raiz) -> State?, accion: AnyCasePath<AccionRaiz, Action>,
    ausente: @escaping @Sendable (Raiz) -> String
  ) -> Pantalla<Raiz, AccionRaiz> {
    let (enMarcha, enmascarar, lineas) = (self.enMarcha, self.enmascarar, self.lineas)
    return Pantalla<Raiz, AccionRaiz>(
      sustantivo: sustantivo,
      ordenes: ordenes.map { $0.alcance(estado: estado, accion: accion, ausente: ausente) },
      alAparecer: alAparecer.map(accion.embed),
      enMarcha: { accion.extract(from: $0).flatMap(enMarcha) }, extremos: extremos,
      enVivo: enVivo,
      enmascarar: { raiz in accion.extract(from: raiz).map { accion.embed(enmascarar($0)) } ?? raiz
      },
      iniciales: iniciales,
      lineas: { raiz, activa in estado(raiz).flatMap { lineas($0, activa) } })
  }
}

/// A screen's name as Spanish sentences need it, agreeing in gender and number: `el buscador`,
/// `de la tienda`, `ábrelos`.
struct Sustantivo: Equatable, Sendable {
  /// The word: `tienda`.
  let palabra: String
  var femenino = false
  var plural = false

  static func masculino(_ palabra: String) -> Self { Self(palabra: palabra) }
  static func femenino(_ palabra: String) -> Self { Self(palabra: palabra, femenino: true) }
  static func masculinoPlural(_ palabra: String) -> Self { Self(palabra: palabra, plural: true) }

  /// `la tienda`.
  var conArticulo: String {
    (femenino ? (plural ? "las " : "la ") : (plural ? "los " : "el ")) + palabra
  }
  /// After `de`, contracted as Spanish does: `del buscador`, `de la tienda`.
  var trasDe: String { !femenino && !plural ? "del \(palabra)" : "de \(conArticulo)" }
  /// `lo`, `la`, `los`, `las` (`ábrelo`).
  var pronombre: String { (femenino ? "la" : "lo") + (plural ? "s" : "") }
  /// `está abierto`, `están abiertas`…
  var estaAbierto: String {
    (plural ? "están" : "está") + " abiert" + (femenino ? "a" : "o") + (plural ? "s" : "")
  }
}

/// `1 artículo`, `3 artículos`.
func contar(_ cantidad: Int, _ singular: String, _ plural: String) -> String {
  "\(cantidad) \(cantidad == 1 ? singular : plural)"
}
