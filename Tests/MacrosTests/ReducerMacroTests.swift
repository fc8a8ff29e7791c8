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

          public struct State: Codable, Equatable, Hashable, Sendable, Runtime.ObservableState, Observation.Observable {
            public init() {}

            @ObservationStateIgnored var _$observationRegistrar = Runtime.ObservationStateRegistrar()

            public var _$id: Runtime.ObservableStateID {
              _$observationRegistrar.id
            }

            public mutating func _$willModify() {
              _$observationRegistrar._$willModify()
            }

            private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
              true
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }

            private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs !== rhs
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }
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
          struct State: Codable, Equatable, Hashable, Sendable, Runtime.ObservableState, Observation.Observable {
            init() {}

            @ObservationStateIgnored var _$observationRegistrar = Runtime.ObservationStateRegistrar()

            public var _$id: Runtime.ObservableStateID {
              _$observationRegistrar.id
            }

            public mutating func _$willModify() {
              _$observationRegistrar._$willModify()
            }

            private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
              true
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }

            private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs !== rhs
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }
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

          @dynamicMemberLookup
          enum State: Runtime.CaseReducerState, Runtime.CasePathable, Runtime.ObservableState, Observation.Observable {
            typealias StateReducer = Destination
            case activity(Activity.State)
            case timeline(Timeline.State)
            case meeting(Meeting.State)
            case feature(Nested.Feature.State)
            case alert(AlertState<Alert>)
            case dialog(ConfirmationDialogState<Dialog>)
            case plain(Meeting, syncUp: SyncUp)
            case empty

            /// The case paths of `State`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.activity`, which `\.activity` names in a case key path.
              var activity: AnyCasePath<State, Activity.State> {
                AnyCasePath(
                  embed: State.activity,
                  extract: { if case .activity(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.timeline`, which `\.timeline` names in a case key path.
              var timeline: AnyCasePath<State, Timeline.State> {
                AnyCasePath(
                  embed: State.timeline,
                  extract: { if case .timeline(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.meeting`, which `\.meeting` names in a case key path.
              var meeting: AnyCasePath<State, Meeting.State> {
                AnyCasePath(
                  embed: State.meeting,
                  extract: { if case .meeting(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.feature`, which `\.feature` names in a case key path.
              var feature: AnyCasePath<State, Nested.Feature.State> {
                AnyCasePath(
                  embed: State.feature,
                  extract: { if case .feature(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.alert`, which `\.alert` names in a case key path.
              var alert: AnyCasePath<State, AlertState<Alert>> {
                AnyCasePath(
                  embed: State.alert,
                  extract: { if case .alert(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.dialog`, which `\.dialog` names in a case key path.
              var dialog: AnyCasePath<State, ConfirmationDialogState<Dialog>> {
                AnyCasePath(
                  embed: State.dialog,
                  extract: { if case .dialog(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.plain`, which `\.plain` names in a case key path.
              var plain: AnyCasePath<State, (Meeting, syncUp: SyncUp)> {
                AnyCasePath(
                  embed: { .plain($0.0, syncUp: $0.1) },
                  extract: { if case .plain(let v0, let v1) = $0 { (v0, syncUp: v1) } else { nil } })
              }
              /// The case path of `.empty`, which `\.empty` names in a case key path.
              var empty: AnyCasePath<State, Void> {
                AnyCasePath(
                  embed: { .empty },
                  extract: { if case .empty = $0 { () } else { nil } })
              }
            }

            /// The case paths of `State`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "activity": return 0
              case "timeline": return 1
              case "meeting": return 2
              case "feature": return 3
              case "alert": return 4
              case "dialog": return 5
              case "plain": return 6
              case "empty": return 7
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .activity(let v) = root { return v as? Value }
              case 1: if case .timeline(let v) = root { return v as? Value }
              case 2: if case .meeting(let v) = root { return v as? Value }
              case 3: if case .feature(let v) = root { return v as? Value }
              case 4: if case .alert(let v) = root { return v as? Value }
              case 5: if case .dialog(let v) = root { return v as? Value }
              case 6: if case .plain(let v0, let v1) = root { return (v0, syncUp: v1) as? Value }
              case 7: if case .empty = root { return () as? Value }
              default: break
              }
              return nil
            }

            public var _$id: Runtime.ObservableStateID {
              switch self {
              case let .activity(state):
                return ._$id(for: state)._$tag(0)
              case let .timeline(state):
                return ._$id(for: state)._$tag(1)
              case let .meeting(state):
                return ._$id(for: state)._$tag(2)
              case let .feature(state):
                return ._$id(for: state)._$tag(3)
              case let .alert(state):
                return ._$id(for: state)._$tag(4)
              case let .dialog(state):
                return ._$id(for: state)._$tag(5)
              case .plain:
                return Runtime.ObservableStateID()._$tag(6)
              case .empty:
                return Runtime.ObservableStateID()._$tag(7)
              }
            }

            public mutating func _$willModify() {
              switch self {
              case var .activity(state):
                Runtime._$willModify(&state)
                self = .activity(state)
              case var .timeline(state):
                Runtime._$willModify(&state)
                self = .timeline(state)
              case var .meeting(state):
                Runtime._$willModify(&state)
                self = .meeting(state)
              case var .feature(state):
                Runtime._$willModify(&state)
                self = .feature(state)
              case var .alert(state):
                Runtime._$willModify(&state)
                self = .alert(state)
              case var .dialog(state):
                Runtime._$willModify(&state)
                self = .dialog(state)
              case .plain:
                break
              case .empty:
                break
              }
            }
          }

          enum Action: Runtime.CasePathable {
            case activity(Activity.Action)
            case timeline(Timeline.Action)
            case meeting(Meeting.Action)
            case feature(Nested.Feature.Action)
            case alert(Alert)
            case dialog(Dialog)
            case plain(Swift.Never)
            case empty(Swift.Never)

            /// The case paths of `Action`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.activity`, which `\.activity` names in a case key path.
              var activity: AnyCasePath<Action, Activity.Action> {
                AnyCasePath(
                  embed: Action.activity,
                  extract: { if case .activity(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.timeline`, which `\.timeline` names in a case key path.
              var timeline: AnyCasePath<Action, Timeline.Action> {
                AnyCasePath(
                  embed: Action.timeline,
                  extract: { if case .timeline(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.meeting`, which `\.meeting` names in a case key path.
              var meeting: AnyCasePath<Action, Meeting.Action> {
                AnyCasePath(
                  embed: Action.meeting,
                  extract: { if case .meeting(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.feature`, which `\.feature` names in a case key path.
              var feature: AnyCasePath<Action, Nested.Feature.Action> {
                AnyCasePath(
                  embed: Action.feature,
                  extract: { if case .feature(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.alert`, which `\.alert` names in a case key path.
              var alert: AnyCasePath<Action, Alert> {
                AnyCasePath(
                  embed: Action.alert,
                  extract: { if case .alert(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.dialog`, which `\.dialog` names in a case key path.
              var dialog: AnyCasePath<Action, Dialog> {
                AnyCasePath(
                  embed: Action.dialog,
                  extract: { if case .dialog(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.plain`, which `\.plain` names in a case key path.
              var plain: AnyCasePath<Action, Swift.Never> {
                AnyCasePath(
                  embed: Action.plain,
                  extract: { if case .plain(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.empty`, which `\.empty` names in a case key path.
              var empty: AnyCasePath<Action, Swift.Never> {
                AnyCasePath(
                  embed: Action.empty,
                  extract: { if case .empty(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `Action`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "activity": return 0
              case "timeline": return 1
              case "meeting": return 2
              case "feature": return 3
              case "alert": return 4
              case "dialog": return 5
              case "plain": return 6
              case "empty": return 7
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .activity(let v) = root { return v as? Value }
              case 1: if case .timeline(let v) = root { return v as? Value }
              case 2: if case .meeting(let v) = root { return v as? Value }
              case 3: if case .feature(let v) = root { return v as? Value }
              case 4: if case .alert(let v) = root { return v as? Value }
              case 5: if case .dialog(let v) = root { return v as? Value }
              case 6: if case .plain(let v) = root { return v as? Value }
              case 7: if case .empty(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }
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
          enum CaseScope: Runtime._CaseScopeProtocol, Runtime.CasePathable {
            case activity(Runtime.StoreOf<Activity>)
            case timeline(Runtime.StoreOf<Timeline>)
            case meeting(Runtime.StoreOf<Meeting>)
            case feature(Runtime.StoreOf<Nested.Feature>)
            case alert(AlertState<Alert>)
            case dialog(ConfirmationDialogState<Dialog>)
            case plain(Meeting, syncUp: SyncUp)
            case empty

            /// The case paths of `CaseScope`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.activity`, which `\.activity` names in a case key path.
              var activity: AnyCasePath<CaseScope, Runtime.StoreOf<Activity>> {
                AnyCasePath(
                  embed: CaseScope.activity,
                  extract: { if case .activity(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.timeline`, which `\.timeline` names in a case key path.
              var timeline: AnyCasePath<CaseScope, Runtime.StoreOf<Timeline>> {
                AnyCasePath(
                  embed: CaseScope.timeline,
                  extract: { if case .timeline(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.meeting`, which `\.meeting` names in a case key path.
              var meeting: AnyCasePath<CaseScope, Runtime.StoreOf<Meeting>> {
                AnyCasePath(
                  embed: CaseScope.meeting,
                  extract: { if case .meeting(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.feature`, which `\.feature` names in a case key path.
              var feature: AnyCasePath<CaseScope, Runtime.StoreOf<Nested.Feature>> {
                AnyCasePath(
                  embed: CaseScope.feature,
                  extract: { if case .feature(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.alert`, which `\.alert` names in a case key path.
              var alert: AnyCasePath<CaseScope, AlertState<Alert>> {
                AnyCasePath(
                  embed: CaseScope.alert,
                  extract: { if case .alert(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.dialog`, which `\.dialog` names in a case key path.
              var dialog: AnyCasePath<CaseScope, ConfirmationDialogState<Dialog>> {
                AnyCasePath(
                  embed: CaseScope.dialog,
                  extract: { if case .dialog(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.plain`, which `\.plain` names in a case key path.
              var plain: AnyCasePath<CaseScope, (Meeting, syncUp: SyncUp)> {
                AnyCasePath(
                  embed: { .plain($0.0, syncUp: $0.1) },
                  extract: { if case .plain(let v0, let v1) = $0 { (v0, syncUp: v1) } else { nil } })
              }
              /// The case path of `.empty`, which `\.empty` names in a case key path.
              var empty: AnyCasePath<CaseScope, Void> {
                AnyCasePath(
                  embed: { .empty },
                  extract: { if case .empty = $0 { () } else { nil } })
              }
            }

            /// The case paths of `CaseScope`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "activity": return 0
              case "timeline": return 1
              case "meeting": return 2
              case "feature": return 3
              case "alert": return 4
              case "dialog": return 5
              case "plain": return 6
              case "empty": return 7
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .activity(let v) = root { return v as? Value }
              case 1: if case .timeline(let v) = root { return v as? Value }
              case 2: if case .meeting(let v) = root { return v as? Value }
              case 3: if case .feature(let v) = root { return v as? Value }
              case 4: if case .alert(let v) = root { return v as? Value }
              case 5: if case .dialog(let v) = root { return v as? Value }
              case 6: if case .plain(let v0, let v1) = root { return (v0, syncUp: v1) as? Value }
              case 7: if case .empty = root { return () as? Value }
              default: break
              }
              return nil
            }
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

          @dynamicMemberLookup
          public enum State: Runtime.CaseReducerState, Runtime.CasePathable, Runtime.ObservableState, Observation.Observable {
            public typealias StateReducer = Destination

            /// The case paths of `State`, one property per case.
            public struct AllCasePaths: Sendable {}

            /// The case paths of `State`, for case key paths.
            public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            public var _$id: Runtime.ObservableStateID {
              switch self {
              }
            }

            public mutating func _$willModify() {
              switch self {
              }
            }
          }

          public enum Action: Runtime.CasePathable {

            /// The case paths of `Action`, one property per case.
            public struct AllCasePaths: Sendable {}

            /// The case paths of `Action`, for case key paths.
            public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @Runtime.ReducerBuilder<Self.State, Self.Action>
          public static var body: Runtime.EmptyReducer<Self.State, Self.Action> {
            Runtime.EmptyReducer<Self.State, Self.Action>()
          }

          @dynamicMemberLookup
          public enum CaseScope: Runtime._CaseScopeProtocol, Runtime.CasePathable {

            /// The case paths of `CaseScope`, one property per case.
            public struct AllCasePaths: Sendable {}

            /// The case paths of `CaseScope`, for case key paths.
            public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
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

          @dynamicMemberLookup
          enum State: Runtime.CaseReducerState, Runtime.CasePathable, Runtime.ObservableState, Observation.Observable, Equatable, Hashable {
            typealias StateReducer = Destination
            case drillDown(Counter.State)

            /// The case paths of `State`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.drillDown`, which `\.drillDown` names in a case key path.
              var drillDown: AnyCasePath<State, Counter.State> {
                AnyCasePath(
                  embed: State.drillDown,
                  extract: { if case .drillDown(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `State`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "drillDown": return 0
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .drillDown(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }

            public var _$id: Runtime.ObservableStateID {
              switch self {
              case let .drillDown(state):
                return ._$id(for: state)._$tag(0)
              }
            }

            public mutating func _$willModify() {
              switch self {
              case var .drillDown(state):
                Runtime._$willModify(&state)
                self = .drillDown(state)
              }
            }
          }

          enum Action: Runtime.CasePathable, Equatable, Sendable {
            case drillDown(Counter.Action)

            /// The case paths of `Action`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.drillDown`, which `\.drillDown` names in a case key path.
              var drillDown: AnyCasePath<Action, Counter.Action> {
                AnyCasePath(
                  embed: Action.drillDown,
                  extract: { if case .drillDown(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `Action`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "drillDown": return 0
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .drillDown(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }
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
          enum CaseScope: Runtime._CaseScopeProtocol, Runtime.CasePathable {
            case drillDown(Runtime.StoreOf<Counter>)

            /// The case paths of `CaseScope`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.drillDown`, which `\.drillDown` names in a case key path.
              var drillDown: AnyCasePath<CaseScope, Runtime.StoreOf<Counter>> {
                AnyCasePath(
                  embed: CaseScope.drillDown,
                  extract: { if case .drillDown(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `CaseScope`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "drillDown": return 0
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .drillDown(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }
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

          @dynamicMemberLookup
          enum State: Runtime.CaseReducerState, Runtime.CasePathable, Runtime.ObservableState, Observation.Observable {
            typealias StateReducer = Destination
            case alert(AlertState<Alert>)
            case settings(Settings.State)
            case meeting(Meeting)

            /// The case paths of `State`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.alert`, which `\.alert` names in a case key path.
              var alert: AnyCasePath<State, AlertState<Alert>> {
                AnyCasePath(
                  embed: State.alert,
                  extract: { if case .alert(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.settings`, which `\.settings` names in a case key path.
              var settings: AnyCasePath<State, Settings.State> {
                AnyCasePath(
                  embed: State.settings,
                  extract: { if case .settings(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.meeting`, which `\.meeting` names in a case key path.
              var meeting: AnyCasePath<State, Meeting> {
                AnyCasePath(
                  embed: State.meeting,
                  extract: { if case .meeting(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `State`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "alert": return 0
              case "settings": return 1
              case "meeting": return 2
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .alert(let v) = root { return v as? Value }
              case 1: if case .settings(let v) = root { return v as? Value }
              case 2: if case .meeting(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }

            public var _$id: Runtime.ObservableStateID {
              switch self {
              case let .alert(state):
                return ._$id(for: state)._$tag(0)
              case let .settings(state):
                return ._$id(for: state)._$tag(1)
              case let .meeting(state):
                return ._$id(for: state)._$tag(2)
              }
            }

            public mutating func _$willModify() {
              switch self {
              case var .alert(state):
                Runtime._$willModify(&state)
                self = .alert(state)
              case var .settings(state):
                Runtime._$willModify(&state)
                self = .settings(state)
              case var .meeting(state):
                Runtime._$willModify(&state)
                self = .meeting(state)
              }
            }
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
          enum CaseScope: Runtime._CaseScopeProtocol, Runtime.CasePathable {
            case alert(Runtime.Store<AlertState<Alert>, Alert>)
            case settings(Runtime.StoreOf<Settings>)
            case meeting(Meeting)

            /// The case paths of `CaseScope`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.alert`, which `\.alert` names in a case key path.
              var alert: AnyCasePath<CaseScope, Runtime.Store<AlertState<Alert>, Alert>> {
                AnyCasePath(
                  embed: CaseScope.alert,
                  extract: { if case .alert(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.settings`, which `\.settings` names in a case key path.
              var settings: AnyCasePath<CaseScope, Runtime.StoreOf<Settings>> {
                AnyCasePath(
                  embed: CaseScope.settings,
                  extract: { if case .settings(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.meeting`, which `\.meeting` names in a case key path.
              var meeting: AnyCasePath<CaseScope, Meeting> {
                AnyCasePath(
                  embed: CaseScope.meeting,
                  extract: { if case .meeting(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `CaseScope`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "alert": return 0
              case "settings": return 1
              case "meeting": return 2
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .alert(let v) = root { return v as? Value }
              case 1: if case .settings(let v) = root { return v as? Value }
              case 2: if case .meeting(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }
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

          @dynamicMemberLookup
          enum State: Runtime.CaseReducerState, Runtime.CasePathable, Runtime.ObservableState, Observation.Observable {
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

            /// The case paths of `State`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.child`, which `\.child` names in a case key path.
              var child: AnyCasePath<State, ChildFeature.State> {
                AnyCasePath(
                  embed: State.child,
                  extract: { if case .child(let v) = $0 { v } else { nil } })
              }
              #if os(macOS)
              /// The case path of `.mac`, which `\.mac` names in a case key path.
              var mac: AnyCasePath<State, MacFeature.State> {
                AnyCasePath(
                  embed: State.mac,
                  extract: { if case .mac(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.macAlert`, which `\.macAlert` names in a case key path.
              var macAlert: AnyCasePath<State, AlertState<MacAlert>> {
                AnyCasePath(
                  embed: State.macAlert,
                  extract: { if case .macAlert(let v) = $0 { v } else { nil } })
              }
              #elseif os(iOS)
              /// The case path of `.phone`, which `\.phone` names in a case key path.
              var phone: AnyCasePath<State, PhoneFeature.State> {
                AnyCasePath(
                  embed: State.phone,
                  extract: { if case .phone(let v) = $0 { v } else { nil } })
              }
              #else
              /// The case path of `.other`, which `\.other` names in a case key path.
              var other: AnyCasePath<State, OtherFeature.State> {
                AnyCasePath(
                  embed: State.other,
                  extract: { if case .other(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.another`, which `\.another` names in a case key path.
              var another: AnyCasePath<State, Void> {
                AnyCasePath(
                  embed: { .another },
                  extract: { if case .another = $0 { () } else { nil } })
              }
              #endif
              #if DEBUG
              #if INNER
              /// The case path of `.inner`, which `\.inner` names in a case key path.
              var inner: AnyCasePath<State, InnerFeature.State> {
                AnyCasePath(
                  embed: State.inner,
                  extract: { if case .inner(let v) = $0 { v } else { nil } })
              }
              #endif
              #endif
            }

            /// The case paths of `State`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "child": return 0
              #if os(macOS)
              case "mac": return 1
              case "macAlert": return 2
              #elseif os(iOS)
              case "phone": return 3
              #else
              case "other": return 4
              case "another": return 5
              #endif
              #if DEBUG
              #if INNER
              case "inner": return 6
              #endif
              #endif
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .child(let v) = root { return v as? Value }
              #if os(macOS)
              case 1: if case .mac(let v) = root { return v as? Value }
              case 2: if case .macAlert(let v) = root { return v as? Value }
              #elseif os(iOS)
              case 3: if case .phone(let v) = root { return v as? Value }
              #else
              case 4: if case .other(let v) = root { return v as? Value }
              case 5: if case .another = root { return () as? Value }
              #endif
              #if DEBUG
              #if INNER
              case 6: if case .inner(let v) = root { return v as? Value }
              #endif
              #endif
              default: break
              }
              return nil
            }

            public var _$id: Runtime.ObservableStateID {
              switch self {
              case let .child(state):
                return ._$id(for: state)._$tag(0)
              #if os(macOS)
              case let .mac(state):
                return ._$id(for: state)._$tag(1)
              case let .macAlert(state):
                return ._$id(for: state)._$tag(2)
              #elseif os(iOS)
              case let .phone(state):
                return ._$id(for: state)._$tag(3)
              #else
              case let .other(state):
                return ._$id(for: state)._$tag(4)
              case .another:
                return Runtime.ObservableStateID()._$tag(5)
              #endif
              #if DEBUG
              #if INNER
              case let .inner(state):
                return ._$id(for: state)._$tag(6)
              #endif
              #endif
              }
            }

            public mutating func _$willModify() {
              switch self {
              case var .child(state):
                Runtime._$willModify(&state)
                self = .child(state)
              #if os(macOS)
              case var .mac(state):
                Runtime._$willModify(&state)
                self = .mac(state)
              case var .macAlert(state):
                Runtime._$willModify(&state)
                self = .macAlert(state)
              #elseif os(iOS)
              case var .phone(state):
                Runtime._$willModify(&state)
                self = .phone(state)
              #else
              case var .other(state):
                Runtime._$willModify(&state)
                self = .other(state)
              case .another:
                break
              #endif
              #if DEBUG
              #if INNER
              case var .inner(state):
                Runtime._$willModify(&state)
                self = .inner(state)
              #endif
              #endif
              }
            }
          }

          enum Action: Runtime.CasePathable {
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

            /// The case paths of `Action`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.child`, which `\.child` names in a case key path.
              var child: AnyCasePath<Action, ChildFeature.Action> {
                AnyCasePath(
                  embed: Action.child,
                  extract: { if case .child(let v) = $0 { v } else { nil } })
              }
              #if os(macOS)
              /// The case path of `.mac`, which `\.mac` names in a case key path.
              var mac: AnyCasePath<Action, MacFeature.Action> {
                AnyCasePath(
                  embed: Action.mac,
                  extract: { if case .mac(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.macAlert`, which `\.macAlert` names in a case key path.
              var macAlert: AnyCasePath<Action, MacAlert> {
                AnyCasePath(
                  embed: Action.macAlert,
                  extract: { if case .macAlert(let v) = $0 { v } else { nil } })
              }
              #elseif os(iOS)
              /// The case path of `.phone`, which `\.phone` names in a case key path.
              var phone: AnyCasePath<Action, PhoneFeature.Action> {
                AnyCasePath(
                  embed: Action.phone,
                  extract: { if case .phone(let v) = $0 { v } else { nil } })
              }
              #else
              /// The case path of `.other`, which `\.other` names in a case key path.
              var other: AnyCasePath<Action, OtherFeature.Action> {
                AnyCasePath(
                  embed: Action.other,
                  extract: { if case .other(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.another`, which `\.another` names in a case key path.
              var another: AnyCasePath<Action, Swift.Never> {
                AnyCasePath(
                  embed: Action.another,
                  extract: { if case .another(let v) = $0 { v } else { nil } })
              }
              #endif
              #if DEBUG
              #if INNER
              /// The case path of `.inner`, which `\.inner` names in a case key path.
              var inner: AnyCasePath<Action, InnerFeature.Action> {
                AnyCasePath(
                  embed: Action.inner,
                  extract: { if case .inner(let v) = $0 { v } else { nil } })
              }
              #endif
              #endif
            }

            /// The case paths of `Action`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "child": return 0
              #if os(macOS)
              case "mac": return 1
              case "macAlert": return 2
              #elseif os(iOS)
              case "phone": return 3
              #else
              case "other": return 4
              case "another": return 5
              #endif
              #if DEBUG
              #if INNER
              case "inner": return 6
              #endif
              #endif
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .child(let v) = root { return v as? Value }
              #if os(macOS)
              case 1: if case .mac(let v) = root { return v as? Value }
              case 2: if case .macAlert(let v) = root { return v as? Value }
              #elseif os(iOS)
              case 3: if case .phone(let v) = root { return v as? Value }
              #else
              case 4: if case .other(let v) = root { return v as? Value }
              case 5: if case .another(let v) = root { return v as? Value }
              #endif
              #if DEBUG
              #if INNER
              case 6: if case .inner(let v) = root { return v as? Value }
              #endif
              #endif
              default: break
              }
              return nil
            }
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
          enum CaseScope: Runtime._CaseScopeProtocol, Runtime.CasePathable {
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

            /// The case paths of `CaseScope`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.child`, which `\.child` names in a case key path.
              var child: AnyCasePath<CaseScope, Runtime.StoreOf<ChildFeature>> {
                AnyCasePath(
                  embed: CaseScope.child,
                  extract: { if case .child(let v) = $0 { v } else { nil } })
              }
              #if os(macOS)
              /// The case path of `.mac`, which `\.mac` names in a case key path.
              var mac: AnyCasePath<CaseScope, Runtime.StoreOf<MacFeature>> {
                AnyCasePath(
                  embed: CaseScope.mac,
                  extract: { if case .mac(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.macAlert`, which `\.macAlert` names in a case key path.
              var macAlert: AnyCasePath<CaseScope, AlertState<MacAlert>> {
                AnyCasePath(
                  embed: CaseScope.macAlert,
                  extract: { if case .macAlert(let v) = $0 { v } else { nil } })
              }
              #elseif os(iOS)
              /// The case path of `.phone`, which `\.phone` names in a case key path.
              var phone: AnyCasePath<CaseScope, Runtime.StoreOf<PhoneFeature>> {
                AnyCasePath(
                  embed: CaseScope.phone,
                  extract: { if case .phone(let v) = $0 { v } else { nil } })
              }
              #else
              /// The case path of `.other`, which `\.other` names in a case key path.
              var other: AnyCasePath<CaseScope, Runtime.StoreOf<OtherFeature>> {
                AnyCasePath(
                  embed: CaseScope.other,
                  extract: { if case .other(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.another`, which `\.another` names in a case key path.
              var another: AnyCasePath<CaseScope, Void> {
                AnyCasePath(
                  embed: { .another },
                  extract: { if case .another = $0 { () } else { nil } })
              }
              #endif
              #if DEBUG
              #if INNER
              /// The case path of `.inner`, which `\.inner` names in a case key path.
              var inner: AnyCasePath<CaseScope, Runtime.StoreOf<InnerFeature>> {
                AnyCasePath(
                  embed: CaseScope.inner,
                  extract: { if case .inner(let v) = $0 { v } else { nil } })
              }
              #endif
              #endif
            }

            /// The case paths of `CaseScope`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "child": return 0
              #if os(macOS)
              case "mac": return 1
              case "macAlert": return 2
              #elseif os(iOS)
              case "phone": return 3
              #else
              case "other": return 4
              case "another": return 5
              #endif
              #if DEBUG
              #if INNER
              case "inner": return 6
              #endif
              #endif
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .child(let v) = root { return v as? Value }
              #if os(macOS)
              case 1: if case .mac(let v) = root { return v as? Value }
              case 2: if case .macAlert(let v) = root { return v as? Value }
              #elseif os(iOS)
              case 3: if case .phone(let v) = root { return v as? Value }
              #else
              case 4: if case .other(let v) = root { return v as? Value }
              case 5: if case .another = root { return () as? Value }
              #endif
              #if DEBUG
              #if INNER
              case 6: if case .inner(let v) = root { return v as? Value }
              #endif
              #endif
              default: break
              }
              return nil
            }
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
