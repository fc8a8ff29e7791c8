import Foundation
import Runtime
import Testing

/// A folder that can open one folder of its own and holds a list of folders: the same feature
/// presented inside itself, and repeated in an identified array.
@Reducer
struct Directorio {
  @ObservableState
  struct State: Identifiable, Equatable {
    var id: Int
    var abiertas = 0
    @Presents var abierto: Directorio.State?
    var subdirectorios: IdentifiedArrayOf<Directorio.State> = []
  }

  indirect enum Action {
    case abrir
    case cerrar
    case abierto(PresentationAction<Directorio.Action>)
    case subdirectorios(IdentifiedActionOf<Directorio>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .abrir:
        state.abiertas += 1
        state.abierto = Directorio.State(id: state.id * 10 + state.abiertas)
      case .abierto(.presented(.cerrar)):
        state.abierto = nil
      case .cerrar, .abierto, .subdirectorios:
        break
      }
      return .none
    }
    .ifLet(\.$abierto, action: \.abierto) {
      Directorio()
    }
    .forEach(\.subdirectorios, action: \.subdirectorios) {
      Directorio()
    }
  }
}

/// Stores scoped from stores that are themselves scoped, to presented and to listed children:
/// the child store is kept while its state is there, and goes with it.
@MainActor
@Suite("Scoped stores of scoped stores")
struct ScopeCacheTests {
  @Test("a presented child reached through a scope of the whole store gets its actions")
  func presentedChildThroughAnIdentityScope() {
    let store = StoreOf<Directorio>(
      initialState: Directorio.State(id: 1, abierto: Directorio.State(id: 2))
    ) {
      Directorio()
    }
    let hijo = store.scope(\.self, action: \.self).scope(\.abierto, action: \.abierto.presented)
    hijo?.send(.abrir)
    #expect(store.abierto?.abierto?.id == 21)
    #expect(store.abierto?.abiertas == 1)
    hijo?.send(.cerrar)
    #expect(store.abierto == nil)
  }

  @Test("each element of a scoped identified array gets its own actions")
  func listedChildrenThroughAnIdentityScope() {
    let store = StoreOf<Directorio>(
      initialState: Directorio.State(
        id: 1, subdirectorios: [Directorio.State(id: 3), Directorio.State(id: 4)])
    ) {
      Directorio()
    }
    let filas = Array(
      store.scope(\.self, action: \.self).scope(\.subdirectorios, action: \.subdirectorios))
    #expect(filas.map { $0.state.id } == [3, 4])
    filas[1].send(.abrir)
    #expect(store.subdirectorios[id: 4]?.abierto?.id == 41)
    #expect(store.subdirectorios[id: 3]?.abierto == nil)
  }

  @Test(
    "a grandchild's store is the same on each scope, and is released when its parent is dismissed")
  func grandchildStoreIsKeptThenReleased() {
    let store = StoreOf<Directorio>(initialState: Directorio.State(id: 1)) {
      Directorio()
    }
    store.send(.abrir)
    let hijo = store.scope(\.abierto, action: \.abierto.presented)
    hijo?.send(.abrir)
    weak let nieto = hijo?.scope(\.abierto, action: \.abierto.presented)
    #expect(nieto != nil)
    #expect(nieto === hijo?.scope(\.abierto, action: \.abierto.presented))

    store.send(.abierto(.dismiss))

    #expect(nieto == nil)
    #expect(store.abierto == nil)
  }
}
