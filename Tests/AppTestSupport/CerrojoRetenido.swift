import Dispatch
import Foundation
import Storage

/// Runs `cuerpo` while someone else — as another process would — holds the lock that guards
/// `archivo` (``Storage/FileLock/init(guarding:timeout:)``), and lets it go when `cuerpo` is done,
/// whatever it threw. The holder takes the lock before `cuerpo` starts: no sleep, no guess.
///
/// ```swift
/// try await conCerrojoRetenido(de: archivo) {
///   await #expect(throws: ErrorCarritoGuardado.ocupado) { try await impaciente.cargar(1) }
/// }
/// ```
@discardableResult
public func conCerrojoRetenido<T>(
  de archivo: URL, _ cuerpo: () async throws -> T
) async throws -> T {
  let tomado = DispatchSemaphore(value: 0)
  let soltar = DispatchSemaphore(value: 0)
  let titular = Task {
    try await BlockingWork.run {
      try FileLock(guarding: archivo).withLock {
        tomado.signal()
        soltar.wait()
      }
    }
  }
  _ = try await BlockingWork.run { tomado.wait() }
  let resultado: Result<T, any Error>
  do {
    resultado = .success(try await cuerpo())
  } catch {
    resultado = .failure(error)
  }
  soltar.signal()
  try await titular.value
  return try resultado.get()
}
