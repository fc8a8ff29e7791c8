import Foundation

/// How the words after a command's name parse into what its plan needs; `nil` when they
/// don't, and the session shows the command's usage. `Argumento.numero.analizar(["0"])` is
/// `nil`: ids and positions count from 1.
struct Argumento<Valor: Sendable>: Sendable {
  /// Parses the words and the rest of the line (trimmed) after the command's name.
  let analizar: @Sendable (_ palabras: [String], _ resto: String) -> Valor?

  /// The value, or `nil` when no word is given.
  var opcional: Argumento<Valor?> {
    Argumento<Valor?> { palabras, resto in
      palabras.isEmpty ? .some(nil) : analizar(palabras, resto).map { .some($0) }
    }
  }

  /// Exactly one word, turned into a value.
  static func una(_ valor: @escaping @Sendable (String) -> Valor?) -> Self {
    Self { palabras, _ in palabras.count == 1 ? valor(palabras[0]) : nil }
  }
}

extension Argumento where Valor == Void {
  /// No words at all.
  static var ninguno: Self { Self { palabras, _ in palabras.isEmpty ? () : nil } }
}

extension Argumento where Valor == String {
  /// The rest of the line, possibly empty (`buscar sartén grande`).
  static var texto: Self { Self { _, resto in resto } }
  /// One word, lowercased and without accents.
  static var palabra: Self { .una(normalizada) }
}

extension Argumento where Valor == Int {
  /// One whole number from 1: an id, a position, a page.
  static var numero: Self { .una { Int($0).flatMap { $0 > 0 ? $0 : nil } } }
}

extension Argumento where Valor == (Int, Int) {
  /// A whole number from 1, then one from 0 (`cantidad 5 0`).
  static var numeroYCantidad: Self {
    Self { palabras, _ in
      guard palabras.count == 2, let id = Argumento<Int>.numero.analizar([palabras[0]], ""),
        let cantidad = Int(palabras[1]), cantidad >= 0
      else { return nil }
      return (id, cantidad)
    }
  }
}

extension Argumento where Valor == (String, String) {
  /// A word, then the rest of the line (`entrar correo una clave con espacios`).
  static var palabraYResto: Self {
    Self { palabras, resto in
      guard palabras.count >= 2 else { return nil }
      return (palabras[0], resto.dropFirst(palabras[0].count).trimmingCharacters(in: .whitespaces))
    }
  }
}

extension Argumento where Valor == Duration {
  /// Seconds with up to three decimals after a point or comma (`2`, `1.5`, `0,25`), more than
  /// zero and at most an hour, so a typo can't hang a script for days.
  static var segundos: Self {
    .una { texto in
      guard let numero = texto.wholeMatch(of: /(\d+)(?:[.,](\d{1,3}))?/),
        let segundos = Int(numero.1)
      else { return nil }
      let decimales = String(numero.2 ?? "").padding(toLength: 3, withPad: "0", startingAt: 0)
      let duracion = Duration.seconds(segundos) + .milliseconds(Int(decimales) ?? 0)
      return duracion > .zero && duracion <= .seconds(3600) ? duracion : nil
    }
  }
}

/// Lowercased, without accents: `Añadir` is `anadir`.
func normalizada(_ palabra: some StringProtocol) -> String {
  String(palabra).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    .lowercased()
}
