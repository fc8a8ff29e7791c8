import Foundation
import Runtime
import TestSupport
import Testing

struct Estadisticas: Codable, Equatable, Sendable {
  var cuenta = 0
  var maxima = 0

  mutating func incrementar() {
    cuenta += 1
    maxima = max(maxima, cuenta)
  }
}

extension SharedKey where Self == InMemoryKey<Estadisticas> {
  fileprivate static var estadisticas: Self { inMemory("estadisticas") }
}

@Suite("Shared values")
struct SharedTests {
  @Test("every @Shared of one key shares one value; the first default wins")
  func oneKeyOneValue() {
    @Shared(.estadisticas) var primera = Estadisticas()
    @Shared(.estadisticas) var segunda = Estadisticas(cuenta: 99, maxima: 99)
    #expect(segunda == Estadisticas())
    $primera.withLock { $0.incrementar() }
    #expect(segunda.cuenta == 1)
    $segunda.withLock { $0.incrementar() }
    #expect(primera == Estadisticas(cuenta: 2, maxima: 2))
  }

  @Test("an in-memory value outlives the @Shared that made it")
  func inMemoryOutlivesItsReferences() {
    do {
      @Shared(.inMemory("nombre")) var nombre = "Ana"
      $nombre.withLock { $0 = "Luis" }
    }
    @Shared(.inMemory("nombre")) var otra = "(por defecto)"
    #expect(otra == "Luis")
  }

  @Test("a projection shares a part of the value")
  func projection() {
    @Shared(.estadisticas) var estadisticas = Estadisticas()
    let cuenta: Shared<Int> = $estadisticas.cuenta
    cuenta.withLock { $0 = 5 }
    #expect(estadisticas.cuenta == 5)
    $estadisticas.withLock { $0.cuenta = 7 }
    #expect(cuenta.wrappedValue == 7)
  }

  @Test("Shared(value:) is shared by its copies and kept nowhere else")
  func valueIsSharedByCopies() {
    let original = Shared(value: [1, 2])
    let copia = original
    copia.withLock { $0.append(3) }
    #expect(original.wrappedValue == [1, 2, 3])
    #expect(Shared(value: [1, 2, 3]) == original)  // equal values, different shared values
  }

  @Test("reading the value inside withLock sees the value before the change")
  func readingInsideWithLock() {
    @Shared(.inMemory("recursivo")) var numero = 1
    $numero.withLock { $0 = numero + 10 }
    #expect(numero == 11)
  }

  @Test("an optional shared value without a default starts as nil")
  func optionalWithoutDefault() {
    @Shared(.inMemory("opcional")) var valor: Int?
    #expect(valor == nil)
    $valor.withLock { $0 = 3 }
    #expect(valor == 3)
  }

  @Test("Shared($optional) unwraps, and keeps its last value once the optional is nil")
  func unwrapping() throws {
    @Shared(.inMemory("seleccion")) var seleccion: Estadisticas? = Estadisticas()
    let elegida = try #require(Shared($seleccion))
    elegida.withLock { $0.incrementar() }
    #expect(seleccion?.cuenta == 1)
    $seleccion.withLock { $0 = nil }
    let ninguna: Shared<Estadisticas>? = Shared($seleccion)
    #expect(ninguna == nil)
    #expect(elegida.wrappedValue.cuenta == 1)
  }

  @Test("an element of a shared identified array, unwrapped by id")
  func identifiedElement() throws {
    @Shared(.inMemory("filas")) var filas: IdentifiedArrayOf<Fila> = [Fila(id: 1), Fila(id: 2)]
    let segunda = try #require(Shared($filas[id: 2]))
    segunda.withLock { $0.texto = "dos" }
    #expect(filas[id: 2]?.texto == "dos")
    let tercera: Shared<Fila>? = Shared($filas[id: 3])
    #expect(tercera == nil)
  }

  @Test("a shared value prints as the value it holds, under the property's name")
  func printsAsItsValue() {
    var texto = ""
    customDump(EstadoConEstadisticas(), to: &texto)
    #expect(texto == "EstadoConEstadisticas(estadisticas: Estadisticas(cuenta: 0, maxima: 0))")
  }
}

struct Fila: Equatable, Identifiable, Sendable {
  let id: Int
  var texto = ""
}

private struct EstadoConEstadisticas: Equatable {
  @Shared(.estadisticas) var estadisticas = Estadisticas()
}

/// Two tests that use the same key and each expect to start from the default: if tests shared
/// in-memory storage, whichever ran second would see the other's change, in any order.
@Suite("Shared values are scoped to the test")
struct SharedScopingTests {
  @Test func first() { contarUnaVez() }
  @Test func second() { contarUnaVez() }

  private func contarUnaVez() {
    @Shared(.inMemory("contador-de-la-prueba")) var contador = 0
    #expect(contador == 0)
    $contador.withLock { $0 += 1 }
    #expect(contador == 1)
  }

  @Test func fileStorageToo() throws {
    let url = URL(filePath: "/composable-no-existe/contador.json")
    @Shared(.fileStorage(url)) var contador = 0
    #expect(contador == 0)
    $contador.withLock { $0 += 1 }
    #expect(contador == 1)
    // In a test, files live in memory: nothing reached the disk.
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func fileStorageTooAgain() throws {
    try fileStorageToo()
  }
}
