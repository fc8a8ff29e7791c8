import Foundation
import Runtime

// A board game's table, written with the observation macros (`@ObservableState`, `@Presents`,
// `@CasePathable`): the states the observation tests in this folder mutate and watch.

/// A token on the table: an identity, and points.
@ObservableState
struct Ficha: Equatable, Identifiable {
  let id = UUID()
  var cuenta = 0

  /// Becomes `otra`, identity included.
  mutating func reemplazar(por otra: Self) { self = otra }
  /// Becomes a new token, with a new identity.
  mutating func reiniciar() { self = Self() }
  /// A copy that shares this token's identity.
  func copia() -> Self { self }
}

/// The table: a token in play and its neighbour, tokens in a plain array and in an identified
/// one, a stack of turns, and what is presented on top.
@ObservableState
struct Mesa: Equatable {
  var ficha = Ficha()
  @Presents var hueco: Hueco?
  var fichas: [Ficha] = []
  @Presents var opcional: Ficha?
  var ruta = StackState<Ficha>()
  @Presents var presentada: Ficha?
  var filas: IdentifiedArrayOf<Ficha> = []
  var vecina = Ficha()
  var nombre = ""

  /// Swaps the token in play with its neighbour.
  mutating func intercambiar() {
    (ficha, vecina) = (vecina, ficha)
  }
}

/// A slot on the table: one of two tokens, or a plain number.
@dynamicMemberLookup
@CasePathable
@ObservableState
enum Hueco: Equatable {
  case primera(Ficha)
  case segunda(Ficha)
  case inerte(Int)
}
