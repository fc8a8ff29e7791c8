/// Just enough of a terminal to see what a person sees: rows `ancho` columns wide, a cursor,
/// text that wraps at the last column as terminals do, carriage return, newline (to the start
/// of the next row, as a terminal's default output processing makes it), backspace,
/// and the escape sequences that move the cursor (`ESC[nA`/`B`/`C`/`D`) and erase (`ESC[K`,
/// `ESC[J`). Every character takes one column; the screens these tests draw have no wide ones.
public struct PantallaDeTerminal {
  /// How many columns wide it is.
  public let ancho: Int
  /// Its rows, as far down as anything was written.
  public private(set) var filas: [[Character]] = [[]]
  /// The cursor's row.
  public private(set) var fila = 0
  /// The cursor's column.
  public private(set) var columna = 0
  /// The last column was written: the next character goes to the next row.
  private var alFinal = false
  private var pendientes: [UInt8] = []

  /// An empty screen `ancho` columns wide.
  public init(ancho: Int) { self.ancho = ancho }

  /// What the screen shows: its rows, without the spaces at their ends, nor empty rows at the
  /// end.
  public var texto: String {
    var lineas = filas.map(Self.sinEspaciosAlFinal)
    while lineas.count > 1, lineas.last == "" { lineas.removeLast() }
    return lineas.joined(separator: "\n")
  }

  /// The row the cursor is on.
  public var lineaDelCursor: String { Self.sinEspaciosAlFinal(filas[fila]) }

  private static func sinEspaciosAlFinal(_ fila: [Character]) -> String {
    String(fila[..<(fila.lastIndex { $0 != " " }.map { $0 + 1 } ?? 0)])
  }

  /// Takes what the program wrote.
  public mutating func recibir(_ datos: [UInt8]) {
    pendientes += datos
    var indice = 0
    while indice < pendientes.count {
      guard let usados = interpretar(desde: indice) else { break }
      indice += usados
    }
    pendientes.removeFirst(indice)
  }

  /// Applies what starts at `indice`; returns how many bytes it took, `nil` when they are
  /// only the beginning of something.
  private mutating func interpretar(desde indice: Int) -> Int? {
    let byte = pendientes[indice]
    switch byte {
    case 0x0D:
      (columna, alFinal) = (0, false)
      return 1
    case 0x0A:
      // As a terminal's line discipline delivers it by default (ONLCR): a new line, from its
      // start.
      bajar(1)
      columna = 0
      return 1
    case 0x08:
      (columna, alFinal) = (max(0, columna - 1), false)
      return 1
    case 0x1B:
      guard indice + 1 < pendientes.count else { return nil }
      guard pendientes[indice + 1] == UInt8(ascii: "[") else { return 2 }
      var fin = indice + 2
      while fin < pendientes.count, !(0x40...0x7E).contains(pendientes[fin]) { fin += 1 }
      guard fin < pendientes.count else { return nil }
      let n = Int(String(decoding: pendientes[(indice + 2)..<fin], as: UTF8.self)) ?? 1
      secuencia(pendientes[fin], n)
      return fin - indice + 1
    case 0x00..<0x20:
      return 1
    default:
      let largo = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      guard indice + largo <= pendientes.count else { return nil }
      let texto = String(decoding: pendientes[indice..<(indice + largo)], as: UTF8.self)
      for caracter in texto { escribir(caracter) }
      return largo
    }
  }

  private mutating func secuencia(_ final: UInt8, _ n: Int) {
    alFinal = false
    switch final {
    case UInt8(ascii: "A"): fila = max(0, fila - n)
    case UInt8(ascii: "B"): bajar(n)
    case UInt8(ascii: "C"): columna = min(ancho - 1, columna + n)
    case UInt8(ascii: "D"): columna = max(0, columna - n)
    case UInt8(ascii: "K"): filas[fila] = Array(filas[fila].prefix(columna))
    case UInt8(ascii: "J"):
      filas[fila] = Array(filas[fila].prefix(columna))
      filas.removeSubrange((fila + 1)...)
    default: break
    }
  }

  private mutating func bajar(_ n: Int) {
    fila += n
    alFinal = false
    while filas.count <= fila { filas.append([]) }
  }

  private mutating func escribir(_ caracter: Character) {
    if alFinal {
      bajar(1)
      columna = 0
    }
    while filas[fila].count <= columna { filas[fila].append(" ") }
    filas[fila][columna] = caracter
    if columna == ancho - 1 { alFinal = true } else { columna += 1 }
  }
}
