import AppTestSupport
import Foundation
import StoreConsole
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal: the program gets its terminal end (`esclavo`) for input and output, as
/// it would get a person's terminal; the test types on the other end and reads what the
/// program drew there — into a ``PantallaDeTerminal``, to see what a person would see.
@MainActor
final class Pseudoterminal {
  let maestro: Int32
  let esclavo: Int32
  private(set) var pantalla: PantallaDeTerminal
  private let lector: Lector
  private var lecturas: AsyncStream<[UInt8]>.Iterator

  /// A new pseudo-terminal `columnas` wide.
  init(columnas: Int) throws {
    maestro = try Libc.posixOpenpt(O_RDWR | O_NOCTTY)
    var nombre = [CChar](repeating: 0, count: 128)
    guard maestro >= 0, try Libc.grantpt(maestro) == 0, try Libc.unlockpt(maestro) == 0,
      try Libc.ptsnameR(maestro, &nombre, nombre.count) == 0
    else { throw Fallo("could not open a pseudo-terminal (errno \(errno))") }
    esclavo = open(nombre, O_RDWR | O_NOCTTY)
    guard esclavo >= 0 else { throw Fallo("could not open the terminal end (errno \(errno))") }
    var tamano = winsize(ws_row: 50, ws_col: UInt16(columnas), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(maestro, UInt(TIOCSWINSZ), &tamano)
    pantalla = PantallaDeTerminal(ancho: columnas)
    lector = Lector(maestro)
    lecturas = lector.lecturas.makeAsyncIterator()
  }

  /// Where the program writes: its terminal, standard output and error alike.
  var salida: ConsoleOutput {
    let esclavo = esclavo
    let escribir: @Sendable (String) -> Void = { texto in
      let bytes = Array(texto.utf8)
      var escritos = 0
      while escritos < bytes.count {
        let n = bytes[escritos...].withUnsafeBytes { write(esclavo, $0.baseAddress, $0.count) }
        guard n > 0 else { return }
        escritos += n
      }
    }
    return ConsoleOutput(standardOutput: escribir, standardError: escribir, isTerminal: true)
  }

  /// Types `teclas` on the terminal.
  func teclear(_ teclas: String) {
    let bytes = Array(teclas.utf8)
    _ = bytes.withUnsafeBytes { write(maestro, $0.baseAddress, $0.count) }
  }

  /// Reads what the program draws until the screen satisfies `condicion`; `false` when the
  /// output stopped first (the program ended, or drew nothing for two minutes: a test that
  /// fails instead of hanging).
  func esperar(hasta condicion: (PantallaDeTerminal) -> Bool) async -> Bool {
    while !condicion(pantalla) {
      var iterador = lecturas
      let datos = await iterador.next(isolation: #isolation)
      lecturas = iterador
      guard let datos else { return false }
      pantalla.recibir(datos)
    }
    return true
  }

  /// Stops reading and closes both ends.
  func cerrar() {
    lector.parar()
    close(maestro)
    close(esclavo)
  }
}

/// The C library's pseudo-terminal functions, which Glibc's module does not declare (they
/// need `_XOPEN_SOURCE`): looked up by name.
private enum Libc {
  static func posixOpenpt(_ flags: Int32) throws -> Int32 {
    try funcion("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)(flags)
  }
  static func grantpt(_ fd: Int32) throws -> Int32 {
    try funcion("grantpt", as: (@convention(c) (Int32) -> Int32).self)(fd)
  }
  static func unlockpt(_ fd: Int32) throws -> Int32 {
    try funcion("unlockpt", as: (@convention(c) (Int32) -> Int32).self)(fd)
  }
  static func ptsnameR(_ fd: Int32, _ nombre: inout [CChar], _ largo: Int) throws -> Int32 {
    let ptsnameR = try funcion(
      "ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)
    return ptsnameR(fd, &nombre, largo)
  }

  private static func funcion<F>(_ nombre: String, as tipo: F.Type) throws -> F {
    guard let simbolo = dlsym(dlopen(nil, RTLD_NOW), nombre) else {
      throw Fallo("the C library has no \(nombre)")
    }
    return unsafeBitCast(simbolo, to: tipo)
  }
}

/// Reads the terminal's program end on a thread of its own, a tenth of a second at a time, so
/// that it can be told to stop.
private final class Lector: Sendable {
  let lecturas: AsyncStream<[UInt8]>
  private let parado = Mutex(false)
  private let terminado = DispatchSemaphore(value: 0)

  init(_ maestro: Int32) {
    let (lecturas, continuacion) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .unbounded)
    self.lecturas = lecturas
    Thread { [self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      var silencio = 0
      // 1,200 polls of 0.1 s with nothing drawn — two minutes, for a machine busy with every
      // other test — and the stream ends. A sanitized build runs many times slower, and other
      // tests hold the main actor for longer: Scripts/tsan-check.sh sets TEST_PATIENCE to
      // multiply the wait.
      let paciencia = ProcessInfo.processInfo.environment["TEST_PATIENCE"].flatMap(Int.init) ?? 1
      while !self.parado.withLock({ $0 }), silencio < 1_200 * max(paciencia, 1) {
        var sondeo = pollfd(fd: maestro, events: Int16(POLLIN), revents: 0)
        guard poll(&sondeo, 1, 100) > 0 else {
          silencio += 1
          continue
        }
        let n = read(maestro, &buffer, buffer.count)
        guard n > 0 else { break }
        silencio = 0
        continuacion.yield(Array(buffer[..<n]))
      }
      continuacion.finish()
      self.terminado.signal()
    }.start()
  }

  func parar() {
    parado.withLock { $0 = true }
    terminado.wait()
  }
}

/// Why a pseudo-terminal could not be had.
struct Fallo: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
