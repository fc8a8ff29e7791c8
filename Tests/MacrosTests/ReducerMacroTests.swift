import Testing

/// `@Reducer` on a struct and on an enum, as TCA's `ReducerMacroTests` exercise it.
struct ReducerMacroTests {
  @Test
  func basics() {
    let result = expandMacros(
      [.reducer],
      in: """
        @Reducer
        struct Feature {
          struct State {
          }
          enum Action {
          }
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }
        """)
    print(result.expansion)
    print(result.diagnostics)
  }

  @Test
  func enumReducer() {
    let result = expandMacros(
      [.reducer],
      in: """
        @Reducer
        enum Destination {
          case activity(Activity)
          case timeline(Timeline)
          case meeting(Meeting = Meeting(context: .sheet))
          case alert(AlertState<Alert>)
          case plain(Int, String)

          enum Alert {
            case ok
          }
        }
        """)
    print(result.expansion)
    print(result.diagnostics)
  }
}
