import Foundation
import Runtime
import TestSupport
import Testing

extension SharedKey where Self == InMemoryKey<[String]>.Default {
  /// Names kept in memory, empty until someone adds one.
  fileprivate static var nombres: Self { Self[.inMemory("nombres-con-defecto"), default: []] }
}

extension SharedKey where Self == InMemoryKey<Int>.Default {
  /// A count whose default is evaluated only when nothing is kept yet.
  fileprivate static func contador(_ evaluaciones: LockIsolated<Int>) -> Self {
    Self[
      .inMemory("contador-con-defecto"),
      default: {
        evaluaciones.withValue { $0 += 1 }
        return 7
      }()]
  }
}

@Suite("SharedKey.Default: keys with a value to start from")
struct SharedKeyDefaultTests {
  @Test("@Shared(key) starts from the key's default when nothing is kept")
  func startsFromDefault() {
    @Shared(.nombres) var nombres
    #expect(nombres == [])
    $nombres.withLock { $0.append("Ana") }
    @Shared(.nombres) var otros
    #expect(otros == ["Ana"])
  }

  @Test("a value given where it is declared wins over the key's default")
  func declaredValueWins() {
    @Shared(.nombres) var nombres = ["Luis"]
    #expect(nombres == ["Luis"])
  }

  @Test("a key with a default shares its value with the same key without one")
  func sharesWithBaseKey() {
    @Shared(.nombres) var nombres
    $nombres.withLock { $0 = ["Eva"] }
    @Shared(.inMemory("nombres-con-defecto")) var sinDefecto: [String] = ["(otro)"]
    #expect(sinDefecto == ["Eva"])
  }

  @Test("the default is evaluated only when it is needed")
  func defaultIsLazy() {
    let evaluaciones = LockIsolated(0)
    @Shared(.contador(evaluaciones)) var primero
    #expect(primero == 7)
    #expect(evaluaciones.value == 1)
    @Shared(.contador(evaluaciones)) var segundo = 9
    #expect(segundo == 7)
    #expect(evaluaciones.value == 1)
  }
}
