import Runtime
import Testing

@Suite("LockIsolated: a value shared between tasks behind a lock")
struct LockIsolatedTests {
  @Test("withValue changes the value in place and returns what its body returns")
  func withValue() {
    let llamadas = LockIsolated([String]())
    let cuenta = llamadas.withValue {
      $0.append("abrir")
      return $0.count
    }
    #expect(cuenta == 1)
    #expect(llamadas.value == ["abrir"])
    #expect(llamadas.count == 1)
  }

  @Test("setValue replaces the value")
  func setValue() {
    let abierto = LockIsolated(false)
    abierto.setValue(true)
    #expect(abierto.value)
  }

  @Test("increments from many tasks at once are never lost")
  func concurrentIncrements() async {
    let cuenta = LockIsolated(0)
    await withTaskGroup(of: Void.self) { grupo in
      for _ in 0..<100 {
        grupo.addTask { cuenta.withValue { $0 += 1 } }
      }
    }
    #expect(cuenta.value == 100)
  }

  @Test("a withValue body may read the value again without deadlocking")
  func reentrantRead() {
    let valor = LockIsolated(1)
    valor.withValue { $0 += valor.value }
    #expect(valor.value == 2)
  }
}
