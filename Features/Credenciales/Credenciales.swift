import AutenticacionClient
import Runtime

/// The login form: an email, a password, and a button.
///
/// The form validates itself before anything is sent — an email with a plausible shape and a
/// non-empty password — and marks itself as ``State/entrando`` when the press is accepted.
/// Sending the request is the parent's job (the root calls `autenticacion.entrar` for
/// ``Action/entrarPulsado``, reading ``State/solicitud`` first), and so is reporting the answer
/// back with ``State/entradaRechazada(_:)``.
///
/// ```swift
/// await store.send(.correoEscrito("demo@tienda.es")) { $0.correo = "demo@tienda.es" }
/// await store.send(.claveEscrita("demo1234")) { $0.clave = "demo1234" }
/// await store.send(.entrarPulsado) { $0.entrando = true }
/// ```
///
/// > Important: the password never appears in dumps, diffs or descriptions of the state or
/// > actions; they show `<redacted>` instead.
@Reducer
public struct Credenciales: Sendable {
  /// What the form shows.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The email as typed.
    public var correo: String
    /// The password as typed. Dumps show it as `<redacted>`.
    public var clave: String
    /// Whether a login request is in flight; presses are ignored meanwhile.
    public var entrando: Bool
    /// Why the last attempt did not work, if it didn't.
    public var error: ErrorCredenciales?

    /// Creates the state; every field has a default.
    public init(
      correo: String = "",
      clave: String = "",
      entrando: Bool = false,
      error: ErrorCredenciales? = nil
    ) {
      self.correo = correo
      self.clave = clave
      self.entrando = entrando
      self.error = error
    }
  }

  /// What the person does with the form.
  public enum Action: Equatable, Sendable, Codable {
    /// The email field changed.
    case correoEscrito(String)
    /// The password field changed.
    case claveEscrita(String)
    /// The person pressed the login button.
    case entrarPulsado
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .correoEscrito(let correo):
        state.correo = correo
        state.error = nil
        return .none

      case .claveEscrita(let clave):
        state.clave = clave
        state.error = nil
        return .none

      case .entrarPulsado:
        guard !state.entrando else { return .none }
        if let error = state.errorDeValidacion {
          state.error = error
          return .none
        }
        state.entrando = true
        state.error = nil
        return .none
      }
    }
  }
}
