import Foundation
import Runtime

// A vegetable garden, written with the observation macros (`@ObservableState`, `@Presents`,
// `@CasePathable`): the values the observation tests in this folder change and watch.

/// A raised bed: an identity, and how many plants grow in it.
@ObservableState
struct Bancal: Equatable, Identifiable {
  let id = UUID()
  var plantas = 0

  /// Digs the bed up and starts again: a new bed, with a new identity.
  mutating func replantar() { self = Self() }
  /// Puts `otro` where this bed was, identity and plants included.
  mutating func sustituir(por otro: Self) { self = otro }
}

/// The garden: a bed on each side of the path, pots in a line, beds by row, the beds walked
/// past, the bed open for a closer look, and the warning on screen.
@ObservableState
struct Huerto: Equatable {
  var nombre = ""
  var norte = Bancal()
  var sur = Bancal()
  var macetas: [Bancal] = []
  var hileras: IdentifiedArrayOf<Bancal> = []
  var paseo = StackState<Bancal>()
  @Presents var detalle: Bancal?
  @Presents var aviso: Aviso?

  /// Rotates the crops: the north bed goes south, and the south bed north.
  mutating func rotar() { (norte, sur) = (sur, norte) }
}

/// A warning about a bed, or how much rain fell: the last case's payload is a plain number.
@CasePathable
@ObservableState
enum Aviso: Equatable {
  case plaga(Bancal)
  case helada(Bancal)
  case lluvia(litros: Int)
}
