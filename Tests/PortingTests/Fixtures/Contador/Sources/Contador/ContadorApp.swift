import ComposableArchitecture
import SwiftUI

@main
struct ContadorApp: App {
  var body: some Scene {
    WindowGroup {
      ContadorView(store: Store(initialState: Contador.State()) { Contador() })
    }
  }
}
