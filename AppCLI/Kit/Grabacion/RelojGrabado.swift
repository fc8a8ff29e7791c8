import Synchronization

/// The session's clock while it is recorded: it sleeps on the real clock and logs each sleep —
/// its deadline, and whether it ended or was cancelled — so a generated test knows when to
/// advance its `TestClock`, and by how much, without knowing any feature.
///
/// Its time is a test clock's: it starts at zero and moves only when a sleep ends, to that
/// sleep's deadline. Sleeping until `ahora + d` waits `d` of real time, so `sleep(for:)` and
/// deadlines measured from `now` (a timer's) record the exact durations the code asked for.
struct RelojGrabado: Clock {
  /// A point in the recording's time.
  struct Instant: InstantProtocol {
    /// Time since the session started, as the recording counts it.
    var desdeElInicio: Duration
    func advanced(by duration: Duration) -> Self { Self(desdeElInicio: desdeElInicio + duration) }
    func duration(to other: Self) -> Duration { other.desdeElInicio - desdeElInicio }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.desdeElInicio < rhs.desdeElInicio }
  }

  let real: any Clock<Duration>
  let grabadora: Grabadora
  private let ahora = Ahora()

  init(real: any Clock<Duration>, grabadora: Grabadora) {
    self.real = real
    self.grabadora = grabadora
  }

  var now: Instant { Instant(desdeElInicio: ahora.valor.withLock { $0 }) }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = grabadora.espera(hasta: deadline.desdeElInicio)
    do {
      try await real.sleep(for: max(.zero, now.duration(to: deadline)))
      try Task.checkCancellation()
    } catch {
      grabadora.responder(Respuesta(id: id, cancelada: true))
      throw error
    }
    ahora.valor.withLock { $0 = max($0, deadline.desdeElInicio) }
    grabadora.responder(Respuesta(id: id))
  }

  /// The recording's time, shared by the copies of the clock the effects hold.
  private final class Ahora: Sendable {
    let valor = Mutex(Duration.zero)
  }
}
