import ComposableArchitecture
import SwiftUI

/// Cuenta hacia arriba y hacia abajo.
@Reducer
public struct Contador {
  @ObservableState
  public struct State: Equatable {
    public var cuenta = 0
    public init(cuenta: Int = 0) { self.cuenta = cuenta }
  }

  public enum Action {
    case incrementar
    case decrementar
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.cuenta += 1
        return .none
      case .decrementar:
        state.cuenta -= 1
        return .none
      }
    }
  }
}

/// La pantalla del contador.
public struct ContadorView: View {
  let store: StoreOf<Contador>

  public var body: some View {
    HStack {
      Button("−") { store.send(.decrementar) }
      Text("\(store.cuenta)")
      Button("+") { store.send(.incrementar) }
    }
  }
}

extension ContadorView {
  static let titulo = "Contador"
}

#Preview {
  ContadorView(store: Store(initialState: Contador.State()) { Contador() })
}

#if canImport(SwiftUI)
  extension Contador.State {
    var color: Color { cuenta < 0 ? .red : .green }
  }
#endif
