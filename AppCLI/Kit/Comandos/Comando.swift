import RootFeature

/// One line a person types in a session, understood.
///
/// The language is small and Spanish: a verb, then its arguments (`entrar correo clave`,
/// `abrir tienda`, `anadir 5`). ``Comando/analizar(_:)`` turns a line into one; ``Plan`` turns
/// one into the app's actions, given the state.
public enum Comando: Equatable, Sendable {
  /// `ayuda [orden]`: the list of commands, or one command's usage.
  case ayuda(String?)
  /// `entrar CORREO [CLAVE]`: log in. Without the password, an interactive session asks for
  /// it without echoing it.
  case entrar(correo: String, clave: String?)
  /// `salir`: log out.
  case salir
  /// `abrir buscador|tienda|temporizador`: open a section.
  case abrir(Seccion)
  /// `cerrar`: close the open section.
  case cerrar
  /// `buscar [TEXTO]`: type a search term (the rest of the line); without text, clear it.
  case buscar(String)
  /// `elegir N`: pick the N-th search result (from 1); the shop opens with it in the cart.
  case elegir(Int)
  /// `catalogo [PAGINA]`: list a page of the shop's products (the first without a number).
  case catalogo(pagina: Int)
  /// `anadir ID`: add one unit of a product of the catalogue to the cart.
  case anadir(Int)
  /// `quitar ID`: take a product's line out of the cart.
  case quitar(Int)
  /// `cantidad ID N`: set how many units of a product the cart holds (0 removes it).
  case cantidad(id: Int, unidades: Int)
  /// `carrito`: list the cart.
  case carrito
  /// `pagar`: pay for the cart.
  case pagar
  /// `iniciar`: start the timer.
  case iniciar
  /// `parar`: stop the timer.
  case parar
  /// `reiniciar`: put the timer back to zero.
  case reiniciar
  /// `estado`: the whole state, passwords redacted.
  case estado
  /// `historial`: every action so far, the person's and the effects'.
  case historial
  /// `esperar SEGUNDOS`: let time pass (useful in scripts, to let the timer tick).
  case esperar(Duration)
  /// `fin`: end the session.
  case fin
  /// An empty line: nothing to do.
  case nada
}
