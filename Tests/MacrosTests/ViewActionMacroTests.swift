import Testing

/// `@ViewAction(for:)`: its conformance, its warning at `store.send` and its error for a type
/// without `store`.
struct ViewActionMacroTests {
  @Test(
    "the conformance, warnings at `store.send` with fix-its for view actions, and a missing `store`"
  )
  func viewAction() {
    assertMacro(
      [.viewAction],
      #"""
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>

        func tap() {
          store.send(.view(.tapped))
          self.store.send(.view(.other(1)))
          store.send(.response)
        }
      }

      @ViewAction(for: Feature.self)
      public struct NoStore {
        var count = 0
      }
      """#,
      expansion: #"""
        struct FeatureView {
          let store: StoreOf<Feature>

          func tap() {
            store.send(.view(.tapped))
            self.store.send(.view(.other(1)))
            store.send(.response)
          }
        }

        extension FeatureView: Runtime.ViewActionSending {}

        public struct NoStore {
          var count = 0
        }
        """#,
      diagnostics: #"""
        @ViewAction(for: Feature.self)
        struct FeatureView {
          let store: StoreOf<Feature>

          func tap() {
            store.send(.view(.tapped))
            ┬─────────────────────────
            ╰─ ⚠️ 'store.send' bypasses '@ViewAction': send a view action with 'send(_:)' instead
                  ✏️ Replace with 'send(.tapped)'
            self.store.send(.view(.other(1)))
            ┬────────────────────────────────
            ╰─ ⚠️ 'store.send' bypasses '@ViewAction': send a view action with 'send(_:)' instead
                  ✏️ Replace with 'self.send(.other(1))'
            store.send(.response)
            ┬────────────────────
            ╰─ ⚠️ 'store.send' bypasses '@ViewAction': send a view action with 'send(_:)' instead
          }
        }

        @ViewAction(for: Feature.self)
        public struct NoStore {
               ┬─────
               ╰─ 🛑 '@ViewAction' sends through 'store', and 'NoStore' has none: declare 'let store: StoreOf<Feature>'
                     ✏️ Add 'store'
          var count = 0
        }
        """#,
      fixes: #"""
        @ViewAction(for: Feature.self)
        struct FeatureView {
          let store: StoreOf<Feature>

          func tap() {
            send(.tapped)
            self.send(.other(1))
            store.send(.response)
          }
        }

        @ViewAction(for: Feature.self)
        public struct NoStore {
          public let store: StoreOf<Feature>
          var count = 0
        }
        """#)
  }
}
