import Foundation
import Runtime

/// A shopping list: type an item, add it, tick it off, clear what is bought. The list is saved
/// one second after the last change, so a burst of changes is saved once.
@Reducer
public struct Lista: Sendable {
  /// The list and the text being typed.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The items, in the order they were added.
    public var articulos: IdentifiedArrayOf<Articulo>
    /// The text of the next item.
    public var borrador: String
    /// Whether a save is pending or running.
    public var guardando: Bool
    /// What went wrong with the last save, for the person to read; `nil` once a save works.
    public var aviso: String?

    /// Creates the state; every field has a default.
    public init(
      articulos: IdentifiedArrayOf<Articulo> = [], borrador: String = "", guardando: Bool = false,
      aviso: String? = nil
    ) {
      self.articulos = articulos
      self.borrador = borrador
      self.guardando = guardando
      self.aviso = aviso
    }
  }

  /// What the person does, and what the store answers.
  public enum Action: Equatable, Sendable {
    /// The person typed in the text field.
    case borradorEscrito(String)
    /// The person tapped "add": the text becomes an item.
    case anadirPulsado
    /// The person ticked an item off, or back on.
    case marcado(Articulo.ID)
    /// The person removed every bought item.
    case compradosBorrados
    /// The list was saved.
    case guardado
    /// Saving failed; the list stays as it is and is saved again on the next change.
    case guardadoFallido
  }

  /// How long the list waits after a change before saving it.
  public static let espera: Duration = .seconds(1)

  private enum CancelID { case guardar }

  @Dependency(\.almacen) var almacen
  @Dependency(\.continuousClock) var reloj
  @Dependency(\.uuid) var uuid

  /// Creates the feature.
  public init() {}

  /// Changes the list for each action, and saves it a second after the last change.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .borradorEscrito(let texto):
        state.borrador = texto
        return .none

      case .anadirPulsado:
        let nombre = state.borrador.trimmingCharacters(in: .whitespaces)
        guard !nombre.isEmpty else { return .none }
        state.articulos.append(Articulo(id: uuid(), nombre: nombre))
        state.borrador = ""
        return guardar(&state)

      case .marcado(let id):
        guard state.articulos[id: id] != nil else { return .none }
        state.articulos[id: id]?.comprado.toggle()
        return guardar(&state)

      case .compradosBorrados:
        let comprados = state.articulos.filter(\.comprado).map(\.id)
        guard !comprados.isEmpty else { return .none }
        for id in comprados { state.articulos.remove(id: id) }
        return guardar(&state)

      case .guardado:
        state.guardando = false
        state.aviso = nil
        return .none

      case .guardadoFallido:
        state.guardando = false
        state.aviso = "No se pudo guardar la lista"
        return .none
      }
    }
  }

  /// Waits a second, then saves; a later change cancels the wait and starts it again.
  private func guardar(_ state: inout State) -> Effect<Action> {
    state.guardando = true
    return .run { [articulos = Array(state.articulos)] send in
      try await reloj.sleep(for: Self.espera)
      try await almacen.guardar(articulos)
      await send(.guardado)
    } catch: { _, send in
      await send(.guardadoFallido)
    }
    .cancellable(id: CancelID.guardar, cancelInFlight: true)
  }
}
