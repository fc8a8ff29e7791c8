import Testing

/// `@Reducer`, as TCA's `ReducerMacroTests` exercise it: the exact expansion the plugin gives the
/// compiler for each input, and its diagnostics.
struct ReducerMacroTests {
  @Test("adds `@CasePathable` to the nested `Action`, the builder to `body`, and the conformance")
  func basics() {
    assertMacro(
      [.reducer],
      #"""
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
      """#,
      expansion: #"""
        struct Feature {
          struct State {
          }
          @CasePathable
          enum Action {
          }
          @Runtime.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        extension Feature: Runtime.Reducer {}
        """#)
  }

  @Test(
    "an enum `State` gets `@CasePathable @dynamicMemberLookup`; what the type already has is left alone"
  )
  func enumStateAndExistingConformances() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      struct Feature {
        enum State {
        }
        enum Action: CasePathable {
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """#,
      expansion: #"""
        struct Feature {
          @CasePathable @dynamicMemberLookup
          enum State {
          }
          enum Action: CasePathable {
          }
          @ReducerBuilder<State, Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        extension Feature: Runtime.Reducer {}
        """#)
  }

  @Test("a reducer that already conforms and has every attribute gets nothing")
  func alreadyApplied() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      struct Feature: Reducer, Sendable {
        @CasePathable
        @dynamicMemberLookup
        enum State {
        }
        @CasePathable
        enum Action {
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """#,
      expansion: #"""
        struct Feature: Reducer, Sendable {
          @CasePathable
          @dynamicMemberLookup
          enum State {
          }
          @CasePathable
          enum Action {
          }
          @ReducerBuilder<State, Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }
        """#)
  }

  @Test("warns about `reduce(into:action:)`, offering a `body`")
  func reduceMethodDiagnostic() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      struct Feature {
        struct State {
        }
        enum Action {
        }
        func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
          .none
        }
      }
      """#,
      expansion: #"""
        struct Feature {
          struct State {
          }
          @CasePathable
          enum Action {
          }
          func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
            .none
          }
        }

        extension Feature: Runtime.Reducer {}
        """#,
      diagnostics: #"""
        @Reducer
        struct Feature {
          struct State {
          }
          enum Action {
          }
          func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
               ┬─────
               ╰─ ⚠️ 'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' property and a 'Reduce'.
                     ✏️ Use 'body' instead
            .none
          }
        }
        """#,
      fixes: #"""
        @Reducer
        struct Feature {
          struct State {
          }
          enum Action {
          }
          var body: some Reducer<State, Action> {
        Reduce { state, action in
        .none
        }
        }
        }
        """#)
  }

  @Test("a struct with nothing gets an empty `State`, `Action` and `body`, public when it is")
  func structWithNoRequirements() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      public struct Feature {
      }
      """#,
      expansion: #"""
        public struct Feature {

          @ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {}
          }

          public enum Action: Equatable, Hashable, Sendable {}

          public let body = Runtime.EmptyReducer<State, Action>()
        }

        extension Feature: Runtime.Reducer {}
        """#)
  }

  @Test("type aliases, a typed body, `ReducerOf<Base>` and a `let` body")
  func filledRequirements() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      struct Feature {
        typealias State = Int
        typealias Action = Bool
      }

      @Reducer
      struct Typed {
        var body: some Reducer<Int, Bool> { EmptyReducer() }
      }

      @Reducer
      struct Based {
        var body: some ReducerOf<Base> { EmptyReducer() }
      }

      @Reducer
      struct Empty {
        let body = EmptyReducer<State, Action>()
      }
      """#,
      expansion: #"""
        struct Feature {
          typealias State = Int
          typealias Action = Bool

          let body = Runtime.EmptyReducer<State, Action>()
        }

        extension Feature: Runtime.Reducer {}

        struct Typed {
          @Runtime.ReducerBuilder<Int, Bool>
          var body: some Reducer<Int, Bool> { EmptyReducer() }
        }

        extension Typed: Runtime.Reducer {}

        struct Based {
          @Runtime.ReducerBuilder<Base.State, Base.Action>
          var body: some ReducerOf<Base> { EmptyReducer() }
        }

        extension Based: Runtime.Reducer {}

        struct Empty {
          let body = EmptyReducer<State, Action>()
        }

        extension Empty: Runtime.Reducer {}
        """#)
  }

  @Test("the conformance repeats the type's `@available`")
  func availability() {
    assertMacro(
      [.reducer],
      #"""
      @available(iOS, unavailable)
      @Reducer
      struct Feature {}
      """#,
      expansion: #"""
        @available(iOS, unavailable)
        struct Feature {
          @ObservableState
          struct State: Codable, Equatable, Hashable, Sendable {
            init() {}
          }

          enum Action: Equatable, Hashable, Sendable {}

          let body = Runtime.EmptyReducer<State, Action>()
        }

        @available(iOS, unavailable) extension Feature: Runtime.Reducer {}
        """#)
  }

  @Test(
    "an enum of features: `State`, `Action`, `body`, `CaseScope` and `scope(_:)`; alerts are ephemeral, plain data ignored"
  )
  func enumReducer() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      enum Destination {
        case activity(Activity)
        case timeline(Timeline)
        case meeting(Meeting = Meeting(context: .sheet))
        case feature(Nested.Feature)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        case plain(Meeting, syncUp: SyncUp)
        case empty

        enum Alert {
          case ok
        }
      }
      """#,
      expansion: #"""
        enum Destination {
          case activity(Activity)
          case timeline(Timeline)
          case meeting(Meeting = Meeting(context: .sheet))
          case feature(Nested.Feature)
          @ReducerCaseEphemeral
          case alert(AlertState<Alert>)
          @ReducerCaseEphemeral
          case dialog(ConfirmationDialogState<Dialog>)
          @ReducerCaseIgnored
          case plain(Meeting, syncUp: SyncUp)
          @ReducerCaseIgnored
          case empty

          enum Alert {
            case ok
          }

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: Runtime.CaseReducerState {
            typealias StateReducer = Destination
            case activity(Activity.State)
            case timeline(Timeline.State)
            case meeting(Meeting.State)
            case feature(Nested.Feature.State)
            case alert(AlertState<Alert>)
            case dialog(ConfirmationDialogState<Dialog>)
            case plain(Meeting, syncUp: SyncUp)
            case empty
          }

          @CasePathable
          enum Action {
            case activity(Activity.Action)
            case timeline(Timeline.Action)
            case meeting(Meeting.Action)
            case feature(Nested.Feature.Action)
            case alert(Alert)
            case dialog(Dialog)
            case plain(Swift.Never)
            case empty(Swift.Never)
          }

          @Runtime.ReducerBuilder<Self.State, Self.Action>
          static var body: Runtime.Reduce<Self.State, Self.Action> {
            Runtime.Reduce(
              Runtime.EmptyReducer<Self.State, Self.Action>()
                .ifCaseLet(\.activity, action: \.activity) {
                  Activity()
                }
                .ifCaseLet(\.timeline, action: \.timeline) {
                  Timeline()
                }
                .ifCaseLet(\.meeting, action: \.meeting) {
                  Meeting(context: .sheet)
                }
                .ifCaseLet(\.feature, action: \.feature) {
                  Nested.Feature()
                }
            )
          }

          @dynamicMemberLookup
          @CasePathable
          enum CaseScope: Runtime._CaseScopeProtocol {
            case activity(Runtime.StoreOf<Activity>)
            case timeline(Runtime.StoreOf<Timeline>)
            case meeting(Runtime.StoreOf<Meeting>)
            case feature(Runtime.StoreOf<Nested.Feature>)
            case alert(AlertState<Alert>)
            case dialog(ConfirmationDialogState<Dialog>)
            case plain(Meeting, syncUp: SyncUp)
            case empty
          }

          @preconcurrency @MainActor
          static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .activity:
              return .activity(store.scope(\.activity, action: \.activity)!)
            case .timeline:
              return .timeline(store.scope(\.timeline, action: \.timeline)!)
            case .meeting:
              return .meeting(store.scope(\.meeting, action: \.meeting)!)
            case .feature:
              return .feature(store.scope(\.feature, action: \.feature)!)
            case let .alert(v0):
              return .alert(v0)
            case let .dialog(v0):
              return .dialog(v0)
            case let .plain(v0, v1):
              return .plain(v0, syncUp: v1)
            case .empty:
              return .empty
            }
          }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {}
        """#)
  }

  @Test("an empty public enum reducer: everything public, empty switches")
  func emptyPublicEnum() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      public enum Destination {
      }
      """#,
      expansion: #"""
        public enum Destination {

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          public enum State: Runtime.CaseReducerState {
            public typealias StateReducer = Destination
          }

          @CasePathable
          public enum Action {
          }

          @Runtime.ReducerBuilder<Self.State, Self.Action>
          public static var body: Runtime.EmptyReducer<Self.State, Self.Action> {
            Runtime.EmptyReducer<Self.State, Self.Action>()
          }

          @dynamicMemberLookup
          @CasePathable
          public enum CaseScope: Runtime._CaseScopeProtocol {
          }

          @preconcurrency @MainActor
          public static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            }
          }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {}
        """#)
  }

  @Test("`@Reducer(state:action:)` adds the conformances asked for")
  func enumConformances() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer(state: .equatable, .hashable, action: .equatable, .sendable)
      enum Destination {
        case drillDown(Counter)
      }
      """#,
      expansion: #"""
        enum Destination {
          case drillDown(Counter)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: Runtime.CaseReducerState, Equatable, Hashable {
            typealias StateReducer = Destination
            case drillDown(Counter.State)
          }

          @CasePathable
          enum Action: Equatable, Sendable {
            case drillDown(Counter.Action)
          }

          @Runtime.ReducerBuilder<Self.State, Self.Action>
          static var body: Runtime.Reduce<Self.State, Self.Action> {
            Runtime.Reduce(
              Runtime.EmptyReducer<Self.State, Self.Action>()
                .ifCaseLet(\.drillDown, action: \.drillDown) {
                  Counter()
                }
            )
          }

          @dynamicMemberLookup
          @CasePathable
          enum CaseScope: Runtime._CaseScopeProtocol {
            case drillDown(Runtime.StoreOf<Counter>)
          }

          @preconcurrency @MainActor
          static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .drillDown:
              return .drillDown(store.scope(\.drillDown, action: \.drillDown)!)
            }
          }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {}
        """#)
  }

  @Test("an ignored case whose actions the enum declares gets a store of them")
  func enumIgnoredCaseWithExplicitActions() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      enum Destination {
        @ReducerCaseIgnored case alert(AlertState<Alert>)
        case settings(Settings)
        @ReducerCaseIgnored
        case meeting(Meeting)

        enum Action {
          case alert(Alert)
          case settings(Settings.Action)
        }
      }
      """#,
      expansion: #"""
        enum Destination {
          @ReducerCaseIgnored case alert(AlertState<Alert>)
          case settings(Settings)
          @ReducerCaseIgnored
          case meeting(Meeting)

          @CasePathable
          enum Action {
            case alert(Alert)
            case settings(Settings.Action)
          }

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: Runtime.CaseReducerState {
            typealias StateReducer = Destination
            case alert(AlertState<Alert>)
            case settings(Settings.State)
            case meeting(Meeting)
          }

          @Runtime.ReducerBuilder<Self.State, Self.Action>
          static var body: Runtime.Reduce<Self.State, Self.Action> {
            Runtime.Reduce(
              Runtime.EmptyReducer<Self.State, Self.Action>()
                .ifCaseLet(\.settings, action: \.settings) {
                  Settings()
                }
            )
          }

          @dynamicMemberLookup
          @CasePathable
          enum CaseScope: Runtime._CaseScopeProtocol {
            case alert(Runtime.Store<AlertState<Alert>, Alert>)
            case settings(Runtime.StoreOf<Settings>)
            case meeting(Meeting)
          }

          @preconcurrency @MainActor
          static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .alert:
              return .alert(store.scope(\.alert, action: \.alert)!)
            case .settings:
              return .settings(store.scope(\.settings, action: \.settings)!)
            case let .meeting(v0):
              return .meeting(v0)
            }
          }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {}
        """#)
  }

  @Test("`#if` blocks are kept, clauses and all, in every generated enum and in `body`")
  func enumIfConfig() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      enum Feature {
        case child(ChildFeature)

        #if os(macOS)
          case mac(MacFeature)
          case macAlert(AlertState<MacAlert>)
        #elseif os(iOS)
          case phone(PhoneFeature)
        #else
          case other(OtherFeature)
          case another
        #endif

        #if DEBUG
          #if INNER
            case inner(InnerFeature)
          #endif
        #endif
      }
      """#,
      expansion: #"""
        enum Feature {
          case child(ChildFeature)

          #if os(macOS)
            case mac(MacFeature)
            case macAlert(AlertState<MacAlert>)
          #elseif os(iOS)
            case phone(PhoneFeature)
          #else
            case other(OtherFeature)
            case another
          #endif

          #if DEBUG
            #if INNER
              case inner(InnerFeature)
            #endif
          #endif

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: Runtime.CaseReducerState {
            typealias StateReducer = Feature
            case child(ChildFeature.State)
            #if os(macOS)
            case mac(MacFeature.State)
            case macAlert(AlertState<MacAlert>)
            #elseif os(iOS)
            case phone(PhoneFeature.State)
            #else
            case other(OtherFeature.State)
            case another
            #endif
            #if DEBUG
            #if INNER
            case inner(InnerFeature.State)
            #endif
            #endif
          }

          @CasePathable
          enum Action {
            case child(ChildFeature.Action)
            #if os(macOS)
            case mac(MacFeature.Action)
            case macAlert(MacAlert)
            #elseif os(iOS)
            case phone(PhoneFeature.Action)
            #else
            case other(OtherFeature.Action)
            case another(Swift.Never)
            #endif
            #if DEBUG
            #if INNER
            case inner(InnerFeature.Action)
            #endif
            #endif
          }

          @Runtime.ReducerBuilder<Self.State, Self.Action>
          static var body: Runtime.Reduce<Self.State, Self.Action> {
            Runtime.Reduce(
              Runtime.EmptyReducer<Self.State, Self.Action>()
                .ifCaseLet(\.child, action: \.child) {
                  ChildFeature()
                }
                #if os(macOS)
                .ifCaseLet(\.mac, action: \.mac) {
                  MacFeature()
                }
                #elseif os(iOS)
                .ifCaseLet(\.phone, action: \.phone) {
                  PhoneFeature()
                }
                #else
                .ifCaseLet(\.other, action: \.other) {
                  OtherFeature()
                }
                #endif
                #if DEBUG
                #if INNER
                .ifCaseLet(\.inner, action: \.inner) {
                  InnerFeature()
                }
                #endif
                #endif
            )
          }

          @dynamicMemberLookup
          @CasePathable
          enum CaseScope: Runtime._CaseScopeProtocol {
            case child(Runtime.StoreOf<ChildFeature>)
            #if os(macOS)
            case mac(Runtime.StoreOf<MacFeature>)
            case macAlert(AlertState<MacAlert>)
            #elseif os(iOS)
            case phone(Runtime.StoreOf<PhoneFeature>)
            #else
            case other(Runtime.StoreOf<OtherFeature>)
            case another
            #endif
            #if DEBUG
            #if INNER
            case inner(Runtime.StoreOf<InnerFeature>)
            #endif
            #endif
          }

          @preconcurrency @MainActor
          static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .child:
              return .child(store.scope(\.child, action: \.child)!)
            #if os(macOS)
            case .mac:
              return .mac(store.scope(\.mac, action: \.mac)!)
            case let .macAlert(v0):
              return .macAlert(v0)
            #elseif os(iOS)
            case .phone:
              return .phone(store.scope(\.phone, action: \.phone)!)
            #else
            case .other:
              return .other(store.scope(\.other, action: \.other)!)
            case .another:
              return .another
            #endif
            #if DEBUG
            #if INNER
            case .inner:
              return .inner(store.scope(\.inner, action: \.inner)!)
            #endif
            #endif
            }
          }
        }

        extension Feature: Runtime.CaseReducer, Runtime.Reducer {}
        """#)
  }

  @Test("arguments are for enum reducers: an error on a struct, with a fix-it that removes them")
  func argumentsOnAStruct() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """#,
      expansion: #"""
        struct Feature {
          struct State {}
          @CasePathable
          enum Action {}
          @Runtime.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        extension Feature: Runtime.Reducer {}
        """#,
      diagnostics: #"""
        @Reducer(state: .equatable)
                 ┬────────────────
                 ╰─ 🛑 Argument passed to call that takes no arguments when applied to a struct
                       ✏️ Remove '(state: .equatable)'
        struct Feature {
          struct State {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """#,
      fixes: #"""
        @Reducer
        struct Feature {
          struct State {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """#)
  }

  @Test("an actor is not a reducer")
  func actor() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      actor Feature {
      }
      """#,
      expansion: #"""
        actor Feature {
        }
        """#,
      diagnostics: #"""
        @Reducer
        actor Feature {
        ┬────
        ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum; 'Feature' is an actor
        }
        """#,
      fixes: #"""
        @Reducer
        actor Feature {
        }
        """#)
  }

  @Test("`@ReducerCaseEphemeral` and `@ReducerCaseIgnored` add nothing, and belong on cases")
  func caseMarkers() {
    assertMacro(
      [.reducerCaseEphemeral, .reducerCaseIgnored],
      #"""
      enum Destination {
        @ReducerCaseEphemeral
        case alert(AlertState<Alert>)
        @ReducerCaseIgnored
        case plain(Int)
      }

      struct Wrong {
        @ReducerCaseIgnored var x = 1
      }
      """#,
      expansion: #"""
        enum Destination {
          case alert(AlertState<Alert>)
          case plain(Int)
        }

        struct Wrong {
          var x = 1
        }
        """#,
      diagnostics: #"""
        enum Destination {
          @ReducerCaseEphemeral
          case alert(AlertState<Alert>)
          @ReducerCaseIgnored
          case plain(Int)
        }

        struct Wrong {
          @ReducerCaseIgnored var x = 1
                              ┬──
                              ╰─ 🛑 '@ReducerCaseIgnored' marks a case of a '@Reducer' enum; it cannot be applied to a var
        }
        """#,
      fixes: #"""
        enum Destination {
          @ReducerCaseEphemeral
          case alert(AlertState<Alert>)
          @ReducerCaseIgnored
          case plain(Int)
        }

        struct Wrong {
          @ReducerCaseIgnored var x = 1
        }
        """#)
  }
}
