import Foundation

/// The rule that slows down guessing passwords, as a value: each email's recent failed logins,
/// and until when its next attempt must wait.
///
/// After ``fallosPermitidos`` failures within ``ventana`` for one email, every further failure
/// sets a wait before the next attempt: ``esperaInicial``, then twice as long each time, up to
/// ``esperaMaxima``. An attempt during the wait is refused without checking the password, so
/// it neither succeeds nor counts. A successful login forgets the email; so does an hour
/// without failures.
///
/// ```swift
/// var limite = LimiteDeIntentos()
/// for _ in 1...5 { limite.anotarFallo(de: "ana@tienda.es", en: ahora) }
/// limite.espera(de: "ana@tienda.es", en: ahora)  // .seconds(1)
/// ```
///
/// ``RegistroDeIntentos`` keeps it in a file, so the wait holds in every process.
public struct LimiteDeIntentos: Equatable, Codable, Sendable {
  /// How many failures within ``ventana`` are let through before waits start.
  public static let fallosPermitidos = 5
  /// The window the first failures are counted in: one minute.
  public static let ventana: TimeInterval = 60
  /// The first wait: one second.
  public static let esperaInicial: TimeInterval = 1
  /// The longest wait: fifteen minutes.
  public static let esperaMaxima: TimeInterval = 15 * 60
  /// How long an email with no failures is remembered: one hour.
  public static let memoria: TimeInterval = 60 * 60

  /// One email's record.
  public struct Correo: Equatable, Codable, Sendable {
    /// When its recent failures happened, oldest first (those within ``ventana``, and the
    /// last one).
    public var fallos: [Date] = []
    /// How many waits were set since the last success.
    public var esperas = 0
    /// Until when its next attempt must wait, if it must.
    public var esperaHasta: Date?
  }

  /// The records, by email (trimmed and lowercased).
  public private(set) var correos: [String: Correo] = [:]

  /// No failures recorded.
  public init() {}

  /// How long an attempt for `correo` at `ahora` must still wait; `nil` when it may go ahead.
  public func espera(de correo: String, en ahora: Date) -> TimeInterval? {
    guard let hasta = correos[correo]?.esperaHasta, hasta > ahora else { return nil }
    return hasta.timeIntervalSince(ahora)
  }

  /// Records a failed login for `correo` at `ahora`, and returns the wait it sets, if any.
  @discardableResult
  public mutating func anotarFallo(de correo: String, en ahora: Date) -> TimeInterval? {
    olvidarAntiguos(en: ahora)
    var registro = correos[correo] ?? Correo()
    registro.fallos =
      registro.fallos.filter { ahora.timeIntervalSince($0) < Self.ventana } + [ahora]
    var espera: TimeInterval?
    if registro.esperas > 0 || registro.fallos.count >= Self.fallosPermitidos {
      let segundos = min(
        Self.esperaInicial * pow(2, Double(min(registro.esperas, 20))), Self.esperaMaxima)
      registro.esperas += 1
      registro.esperaHasta = ahora.addingTimeInterval(segundos)
      espera = segundos
    }
    correos[correo] = registro
    return espera
  }

  /// Forgets `correo`: it logged in.
  public mutating func anotarExito(de correo: String) { correos[correo] = nil }

  /// Forgets the emails whose last failure is older than ``memoria`` and that must not wait.
  private mutating func olvidarAntiguos(en ahora: Date) {
    correos = correos.filter { _, registro in
      if let hasta = registro.esperaHasta, hasta > ahora { return true }
      guard let ultimo = registro.fallos.last else { return false }
      return ahora.timeIntervalSince(ultimo) < Self.memoria
    }
  }
}
