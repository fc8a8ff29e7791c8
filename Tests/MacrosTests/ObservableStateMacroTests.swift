import Testing

/// `@ObservableState`, `@ObservationStateTracked` and `@ObservationStateIgnored`, as TCA's
/// `ObservableStateMacroTests` exercise them.
struct ObservableStateMacroTests {
  @Test(
    "stored `var`s are tracked; `let`, static, computed, ignored, `@Presents` and `@Shared` fields are not"
  )
  func structFields() {
    assertMacro(
      [.observableState],
      #"""
      @ObservableState
      public struct State: Equatable {
        var count = 0
        let id: UUID
        static var shared = 0
        var computed: Int { count * 2 }
        @ObservationStateIgnored var cache: [Int] = []
        @Presents var destination: Destination.State?
        @Shared(.inMemory("key")) var shared = 0
        var observed: Int = 1 {
          didSet { print("") }
        }
        init() {}
      }
      """#,
      expansion: #"""
        public struct State: Equatable {
          @ObservationStateTracked
          var count = 0
          let id: UUID
          static var shared = 0
          var computed: Int { count * 2 }
          @ObservationStateIgnored var cache: [Int] = []
          @ObservationStateIgnored
          @Presents var destination: Destination.State?
          @ObservationStateIgnored
          @Shared(.inMemory("key")) var shared = 0
          @ObservationStateTracked
          var observed: Int = 1 {
            didSet { print("") }
          }
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

        extension State: Runtime.ObservableState, Observation.Observable {}
        """#)
  }

  @Test(
    "an enum's identity and `_$willModify()` follow its cases, numbered through `#if` clauses, labels kept"
  )
  func enumCases() {
    assertMacro(
      [.observableState],
      #"""
      @ObservableState
      enum Path {
        case feature1(Feature1.State)
        case feature2(state: Feature2.State)
        case empty
        #if DEBUG
          case debug(Debug.State)
        #endif
        case pair(Int, String)
      }
      """#,
      expansion: #"""
        enum Path {
          case feature1(Feature1.State)
          case feature2(state: Feature2.State)
          case empty
          #if DEBUG
            case debug(Debug.State)
          #endif
          case pair(Int, String)

          public var _$id: Runtime.ObservableStateID {
            switch self {
            case let .feature1(state):
              return ._$id(for: state)._$tag(0)
            case let .feature2(state):
              return ._$id(for: state)._$tag(1)
            case .empty:
              return Runtime.ObservableStateID()._$tag(2)
            #if DEBUG
            case let .debug(state):
              return ._$id(for: state)._$tag(3)
            #endif
            case .pair:
              return Runtime.ObservableStateID()._$tag(4)
            }
          }

          public mutating func _$willModify() {
            switch self {
            case var .feature1(state):
              Runtime._$willModify(&state)
              self = .feature1(state)
            case var .feature2(state):
              Runtime._$willModify(&state)
              self = .feature2(state: state)
            case .empty:
              break
            #if DEBUG
            case var .debug(state):
              Runtime._$willModify(&state)
              self = .debug(state)
            #endif
            case .pair:
              break
            }
          }
        }

        extension Path: Runtime.ObservableState, Observation.Observable {}
        """#)
  }

  @Test("Observation's own attributes and `@PresentationState` get fix-its; a class is refused")
  func diagnostics() {
    assertMacro(
      [.observableState],
      #"""
      @ObservableState
      struct State {
        @ObservationIgnored var a = 0
        @ObservationTracked var b = 0
        @PresentationState var c: Child.State?
      }

      @ObservableState
      class Model {
      }
      """#,
      expansion: #"""
        struct State {
          @ObservationIgnored var a = 0
          @ObservationTracked var b = 0
          @PresentationState var c: Child.State?

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

        extension State: Runtime.ObservableState, Observation.Observable {}

        class Model {
        }
        """#,
      diagnostics: #"""
        @ObservableState
        struct State {
          @ObservationIgnored var a = 0
          ┬──────────────────
          ╰─ 🛑 '@ObservationIgnored' cannot be used in '@ObservableState'
                ✏️ Use '@ObservationStateIgnored' instead
          @ObservationTracked var b = 0
          ┬──────────────────
          ╰─ 🛑 '@ObservationTracked' cannot be used in '@ObservableState'
                ✏️ Use '@ObservationStateTracked' instead
          @PresentationState var c: Child.State?
          ┬─────────────────
          ╰─ 🛑 '@PresentationState' cannot be used in '@ObservableState'
                ✏️ Use '@Presents' instead
        }

        @ObservableState
        ┬───────────────
        ╰─ 🛑 '@ObservableState' cannot be applied to class type 'Model'
        class Model {
        }
        """#,
      fixes: #"""
        @ObservableState
        struct State {
          @ObservationStateIgnored var a = 0
          @ObservationStateTracked var b = 0
          @Presents var c: Child.State?
        }

        @ObservableState
        class Model {
        }
        """#)
  }

  @Test("members the struct declares itself are not added again")
  func existingMembers() {
    assertMacro(
      [.observableState],
      #"""
      @ObservableState
      struct State {
        var _$observationRegistrar = ObservationStateRegistrar()
        var _$id: ObservableStateID { _$observationRegistrar.id }
        mutating func _$willModify() {}
      }
      """#,
      expansion: #"""
        struct State {
          var _$observationRegistrar = ObservationStateRegistrar()
          var _$id: ObservableStateID { _$observationRegistrar.id }
          mutating func _$willModify() {}

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

        extension State: Runtime.ObservableState, Observation.Observable {}
        """#)
  }

  @Test("a tracked field's accessors and storage, attributes kept; a `let` cannot be tracked")
  func trackedAndIgnored() {
    assertMacro(
      [.observationStateTracked, .observationStateIgnored],
      #"""
      struct State {
        @ObservationStateTracked var count: Int = 0
        @available(*, deprecated) @ObservationStateTracked public var `default` = "x"
        @ObservationStateTracked let fixed = 1
        @ObservationStateIgnored var ignored = 2
      }
      """#,
      expansion: #"""
        struct State {
          var count: Int {
            @storageRestrictions(initializes: _count)
            init(initialValue) {
              _count = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.count)
              return _count
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual, shouldNotifyObservers)
            }
            _modify {
              let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
              defer {
                _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue, _$isIdentityEqual)
              }
              yield &_count
            }
          }
          @ObservationStateIgnored private var _count: Int = 0
          @available(*, deprecated) public var `default` {
            @storageRestrictions(initializes: _default)
            init(initialValue) {
              _default = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.`default`)
              return _default
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.`default`, &_default, newValue, _$isIdentityEqual, shouldNotifyObservers)
            }
            _modify {
              let oldValue = _$observationRegistrar.willModify(self, keyPath: \.`default`, &_default)
              defer {
                _$observationRegistrar.didModify(self, keyPath: \.`default`, &_default, oldValue, _$isIdentityEqual)
              }
              yield &_default
            }
          }
          @available(*, deprecated) @ObservationStateIgnored private var _default = "x"
          let fixed = 1
          var ignored = 2
        }
        """#,
      diagnostics: #"""
        struct State {
          @ObservationStateTracked var count: Int = 0
          @available(*, deprecated) @ObservationStateTracked public var `default` = "x"
          @ObservationStateTracked let fixed = 1
                                   ┬──
                                   ╰─ 🛑 '@ObservationStateTracked' cannot track this property: a 'let' never changes
          @ObservationStateIgnored var ignored = 2
        }
        """#,
      fixes: #"""
        struct State {
          @ObservationStateTracked var count: Int = 0
          @available(*, deprecated) @ObservationStateTracked public var `default` = "x"
          @ObservationStateTracked let fixed = 1
          @ObservationStateIgnored var ignored = 2
        }
        """#)
  }
}
