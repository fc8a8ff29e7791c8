import Testing

/// `@Reducer` on a struct: what the plugin adds to a feature, and what it leaves alone.
struct ReducerMacroOnStructTests {
  @Test("a feature gains the conformance, `@CasePathable` on its actions and the builder on `body`")
  func plainFeature() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      struct Marcador {
        struct State: Equatable {
          var goles = 0
        }
        enum Action {
          case golMarcado
        }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.goles += 1
            return .none
          }
        }
      }
      """#,
      expansion: #"""
        struct Marcador {
          struct State: Equatable {
            var goles = 0
          }
          @CasePathable
          enum Action {
            case golMarcado
          }
          @Runtime.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.goles += 1
              return .none
            }
          }
        }

        extension Marcador: Runtime.Reducer {}
        """#)
  }

  @Test("an enum `State` is made case-pathable and dynamic; attributes already written stay single")
  func enumStateKeepsWhatIsWritten() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      struct Semaforo {
        enum State {
          case rojo, verde
        }
        enum Action: CasePathable {
          case cambiar
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """#,
      expansion: #"""
        struct Semaforo {
          @CasePathable @dynamicMemberLookup
          enum State {
            case rojo, verde
          }
          enum Action: CasePathable {
            case cambiar
          }
          @ReducerBuilder<State, Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        extension Semaforo: Runtime.Reducer {}
        """#)
  }

  @Test("a feature that already declares everything the macro would add is left as written")
  func nothingLeftToAdd() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      struct Agenda: Sendable, Reducer {
        @dynamicMemberLookup
        @CasePathable
        enum State {
          case vacia
        }
        @CasePathable
        enum Action {
          case abrir
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """#,
      expansion: #"""
        struct Agenda: Sendable, Reducer {
          @dynamicMemberLookup
          @CasePathable
          enum State {
            case vacia
          }
          @CasePathable
          enum Action {
            case abrir
          }
          @ReducerBuilder<State, Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }
        """#)
  }

  @Test("a struct without requirements gets empty ones, public only when the struct is")
  func emptyStructs() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      public struct Bienvenida {
      }

      @Reducer
      struct Pie {}
      """#,
      expansion: #"""
        public struct Bienvenida {

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

        extension Bienvenida: Runtime.Reducer {}

        struct Pie {
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

        extension Pie: Runtime.Reducer {}
        """#)
  }

  @Test("requirements met by type aliases, a typed `body`, another type's `ReducerOf` or a `let`")
  func requirementsMetOtherwise() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      struct Interruptor {
        typealias State = Bool
        typealias Action = Int
      }

      @Reducer
      struct Termometro {
        var body: some Reducer<Double, String> { EmptyReducer() }
      }

      @Reducer
      struct Prestado {
        var body: some ReducerOf<Original> { EmptyReducer() }
      }

      @Reducer
      struct Constante {
        let body = EmptyReducer<State, Action>()
      }
      """#,
      expansion: #"""
        struct Interruptor {
          typealias State = Bool
          typealias Action = Int

          let body = Runtime.EmptyReducer<State, Action>()
        }

        extension Interruptor: Runtime.Reducer {}

        struct Termometro {
          @Runtime.ReducerBuilder<Double, String>
          var body: some Reducer<Double, String> { EmptyReducer() }
        }

        extension Termometro: Runtime.Reducer {}

        struct Prestado {
          @Runtime.ReducerBuilder<Original.State, Original.Action>
          var body: some ReducerOf<Original> { EmptyReducer() }
        }

        extension Prestado: Runtime.Reducer {}

        struct Constante {
          let body = EmptyReducer<State, Action>()
        }

        extension Constante: Runtime.Reducer {}
        """#)
  }

  @Test("the added conformance carries the struct's `@available` attribute")
  func conformanceKeepsAvailability() {
    assertMacro(
      [.reducer],
      #"""
      @available(watchOS, unavailable)
      @Reducer
      struct Mapa {}
      """#,
      expansion: #"""
        @available(watchOS, unavailable)
        struct Mapa {
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

        @available(watchOS, unavailable) extension Mapa: Runtime.Reducer {}
        """#)
  }
}

/// `@Reducer` on an enum of features: the generated `State`, `Action`, `body`, `CaseScope` and
/// `scope(_:)`, with each kind of case.
struct ReducerMacroOnEnumTests {
  @Test(
    "features, a default payload, a qualified type, an alert, a dialog, plain data and a bare case"
  )
  func everyKindOfCase() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      enum Pantalla {
        case perfil(Perfil)
        case ajustes(Ajustes)
        case editor(Editor = Editor(modo: .nuevo))
        case pago(Tienda.Pago)
        case aviso(AlertState<Aviso>)
        case menu(ConfirmationDialogState<Menu>)
        case resumen(Pedido, cliente: Cliente)
        case cargando

        enum Aviso {
          case entendido
        }
      }
      """#,
      expansion: #"""
        enum Pantalla {
          case perfil(Perfil)
          case ajustes(Ajustes)
          case editor(Editor = Editor(modo: .nuevo))
          case pago(Tienda.Pago)
          @ReducerCaseEphemeral
          case aviso(AlertState<Aviso>)
          @ReducerCaseEphemeral
          case menu(ConfirmationDialogState<Menu>)
          @ReducerCaseIgnored
          case resumen(Pedido, cliente: Cliente)
          @ReducerCaseIgnored
          case cargando

          enum Aviso {
            case entendido
          }

          @dynamicMemberLookup
          enum State: Runtime.CaseReducerState, Runtime.CasePathable, Runtime.ObservableState, Observation.Observable {
            typealias StateReducer = Pantalla
            case perfil(Perfil.State)
            case ajustes(Ajustes.State)
            case editor(Editor.State)
            case pago(Tienda.Pago.State)
            case aviso(AlertState<Aviso>)
            case menu(ConfirmationDialogState<Menu>)
            case resumen(Pedido, cliente: Cliente)
            case cargando

            /// The case paths of `State`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.perfil`, which `\.perfil` names in a case key path.
              var perfil: AnyCasePath<State, Perfil.State> {
                AnyCasePath(
                  embed: State.perfil,
                  extract: { if case .perfil(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.ajustes`, which `\.ajustes` names in a case key path.
              var ajustes: AnyCasePath<State, Ajustes.State> {
                AnyCasePath(
                  embed: State.ajustes,
                  extract: { if case .ajustes(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.editor`, which `\.editor` names in a case key path.
              var editor: AnyCasePath<State, Editor.State> {
                AnyCasePath(
                  embed: State.editor,
                  extract: { if case .editor(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.pago`, which `\.pago` names in a case key path.
              var pago: AnyCasePath<State, Tienda.Pago.State> {
                AnyCasePath(
                  embed: State.pago,
                  extract: { if case .pago(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.aviso`, which `\.aviso` names in a case key path.
              var aviso: AnyCasePath<State, AlertState<Aviso>> {
                AnyCasePath(
                  embed: State.aviso,
                  extract: { if case .aviso(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.menu`, which `\.menu` names in a case key path.
              var menu: AnyCasePath<State, ConfirmationDialogState<Menu>> {
                AnyCasePath(
                  embed: State.menu,
                  extract: { if case .menu(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.resumen`, which `\.resumen` names in a case key path.
              var resumen: AnyCasePath<State, (Pedido, cliente: Cliente)> {
                AnyCasePath(
                  embed: { .resumen($0.0, cliente: $0.1) },
                  extract: { if case .resumen(let v0, let v1) = $0 { (v0, cliente: v1) } else { nil } })
              }
              /// The case path of `.cargando`, which `\.cargando` names in a case key path.
              var cargando: AnyCasePath<State, Void> {
                AnyCasePath(
                  embed: { .cargando },
                  extract: { if case .cargando = $0 { () } else { nil } })
              }
            }

            /// The case paths of `State`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "perfil": return 0
              case "ajustes": return 1
              case "editor": return 2
              case "pago": return 3
              case "aviso": return 4
              case "menu": return 5
              case "resumen": return 6
              case "cargando": return 7
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .perfil(let v) = root { return v as? Value }
              case 1: if case .ajustes(let v) = root { return v as? Value }
              case 2: if case .editor(let v) = root { return v as? Value }
              case 3: if case .pago(let v) = root { return v as? Value }
              case 4: if case .aviso(let v) = root { return v as? Value }
              case 5: if case .menu(let v) = root { return v as? Value }
              case 6: if case .resumen(let v0, let v1) = root { return (v0, cliente: v1) as? Value }
              case 7: if case .cargando = root { return () as? Value }
              default: break
              }
              return nil
            }

            public var _$id: Runtime.ObservableStateID {
              switch self {
              case let .perfil(state):
                return ._$id(for: state)._$tag(0)
              case let .ajustes(state):
                return ._$id(for: state)._$tag(1)
              case let .editor(state):
                return ._$id(for: state)._$tag(2)
              case let .pago(state):
                return ._$id(for: state)._$tag(3)
              case let .aviso(state):
                return ._$id(for: state)._$tag(4)
              case let .menu(state):
                return ._$id(for: state)._$tag(5)
              case .resumen:
                return Runtime.ObservableStateID()._$tag(6)
              case .cargando:
                return Runtime.ObservableStateID()._$tag(7)
              }
            }

            public mutating func _$willModify() {
              switch self {
              case var .perfil(state):
                Runtime._$willModify(&state)
                self = .perfil(state)
              case var .ajustes(state):
                Runtime._$willModify(&state)
                self = .ajustes(state)
              case var .editor(state):
                Runtime._$willModify(&state)
                self = .editor(state)
              case var .pago(state):
                Runtime._$willModify(&state)
                self = .pago(state)
              case var .aviso(state):
                Runtime._$willModify(&state)
                self = .aviso(state)
              case var .menu(state):
                Runtime._$willModify(&state)
                self = .menu(state)
              case .resumen:
                break
              case .cargando:
                break
              }
            }
          }

          enum Action: Runtime.CasePathable {
            case perfil(Perfil.Action)
            case ajustes(Ajustes.Action)
            case editor(Editor.Action)
            case pago(Tienda.Pago.Action)
            case aviso(Aviso)
            case menu(Menu)
            case resumen(Swift.Never)
            case cargando(Swift.Never)

            /// The case paths of `Action`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.perfil`, which `\.perfil` names in a case key path.
              var perfil: AnyCasePath<Action, Perfil.Action> {
                AnyCasePath(
                  embed: Action.perfil,
                  extract: { if case .perfil(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.ajustes`, which `\.ajustes` names in a case key path.
              var ajustes: AnyCasePath<Action, Ajustes.Action> {
                AnyCasePath(
                  embed: Action.ajustes,
                  extract: { if case .ajustes(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.editor`, which `\.editor` names in a case key path.
              var editor: AnyCasePath<Action, Editor.Action> {
                AnyCasePath(
                  embed: Action.editor,
                  extract: { if case .editor(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.pago`, which `\.pago` names in a case key path.
              var pago: AnyCasePath<Action, Tienda.Pago.Action> {
                AnyCasePath(
                  embed: Action.pago,
                  extract: { if case .pago(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.aviso`, which `\.aviso` names in a case key path.
              var aviso: AnyCasePath<Action, Aviso> {
                AnyCasePath(
                  embed: Action.aviso,
                  extract: { if case .aviso(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.menu`, which `\.menu` names in a case key path.
              var menu: AnyCasePath<Action, Menu> {
                AnyCasePath(
                  embed: Action.menu,
                  extract: { if case .menu(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.resumen`, which `\.resumen` names in a case key path.
              var resumen: AnyCasePath<Action, Swift.Never> {
                AnyCasePath(
                  embed: Action.resumen,
                  extract: { if case .resumen(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.cargando`, which `\.cargando` names in a case key path.
              var cargando: AnyCasePath<Action, Swift.Never> {
                AnyCasePath(
                  embed: Action.cargando,
                  extract: { if case .cargando(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `Action`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "perfil": return 0
              case "ajustes": return 1
              case "editor": return 2
              case "pago": return 3
              case "aviso": return 4
              case "menu": return 5
              case "resumen": return 6
              case "cargando": return 7
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .perfil(let v) = root { return v as? Value }
              case 1: if case .ajustes(let v) = root { return v as? Value }
              case 2: if case .editor(let v) = root { return v as? Value }
              case 3: if case .pago(let v) = root { return v as? Value }
              case 4: if case .aviso(let v) = root { return v as? Value }
              case 5: if case .menu(let v) = root { return v as? Value }
              case 6: if case .resumen(let v) = root { return v as? Value }
              case 7: if case .cargando(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }
          }

          @Runtime.ReducerBuilder<Self.State, Self.Action>
          static var body: Runtime.Reduce<Self.State, Self.Action> {
            Runtime.Reduce(
              Runtime.EmptyReducer<Self.State, Self.Action>()
                .ifCaseLet(\.perfil, action: \.perfil) {
                  Perfil()
                }
                .ifCaseLet(\.ajustes, action: \.ajustes) {
                  Ajustes()
                }
                .ifCaseLet(\.editor, action: \.editor) {
                  Editor(modo: .nuevo)
                }
                .ifCaseLet(\.pago, action: \.pago) {
                  Tienda.Pago()
                }
            )
          }

          @dynamicMemberLookup
          enum CaseScope: Runtime._CaseScopeProtocol, Runtime.CasePathable {
            case perfil(Runtime.StoreOf<Perfil>)
            case ajustes(Runtime.StoreOf<Ajustes>)
            case editor(Runtime.StoreOf<Editor>)
            case pago(Runtime.StoreOf<Tienda.Pago>)
            case aviso(AlertState<Aviso>)
            case menu(ConfirmationDialogState<Menu>)
            case resumen(Pedido, cliente: Cliente)
            case cargando

            /// The case paths of `CaseScope`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.perfil`, which `\.perfil` names in a case key path.
              var perfil: AnyCasePath<CaseScope, Runtime.StoreOf<Perfil>> {
                AnyCasePath(
                  embed: CaseScope.perfil,
                  extract: { if case .perfil(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.ajustes`, which `\.ajustes` names in a case key path.
              var ajustes: AnyCasePath<CaseScope, Runtime.StoreOf<Ajustes>> {
                AnyCasePath(
                  embed: CaseScope.ajustes,
                  extract: { if case .ajustes(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.editor`, which `\.editor` names in a case key path.
              var editor: AnyCasePath<CaseScope, Runtime.StoreOf<Editor>> {
                AnyCasePath(
                  embed: CaseScope.editor,
                  extract: { if case .editor(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.pago`, which `\.pago` names in a case key path.
              var pago: AnyCasePath<CaseScope, Runtime.StoreOf<Tienda.Pago>> {
                AnyCasePath(
                  embed: CaseScope.pago,
                  extract: { if case .pago(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.aviso`, which `\.aviso` names in a case key path.
              var aviso: AnyCasePath<CaseScope, AlertState<Aviso>> {
                AnyCasePath(
                  embed: CaseScope.aviso,
                  extract: { if case .aviso(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.menu`, which `\.menu` names in a case key path.
              var menu: AnyCasePath<CaseScope, ConfirmationDialogState<Menu>> {
                AnyCasePath(
                  embed: CaseScope.menu,
                  extract: { if case .menu(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.resumen`, which `\.resumen` names in a case key path.
              var resumen: AnyCasePath<CaseScope, (Pedido, cliente: Cliente)> {
                AnyCasePath(
                  embed: { .resumen($0.0, cliente: $0.1) },
                  extract: { if case .resumen(let v0, let v1) = $0 { (v0, cliente: v1) } else { nil } })
              }
              /// The case path of `.cargando`, which `\.cargando` names in a case key path.
              var cargando: AnyCasePath<CaseScope, Void> {
                AnyCasePath(
                  embed: { .cargando },
                  extract: { if case .cargando = $0 { () } else { nil } })
              }
            }

            /// The case paths of `CaseScope`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "perfil": return 0
              case "ajustes": return 1
              case "editor": return 2
              case "pago": return 3
              case "aviso": return 4
              case "menu": return 5
              case "resumen": return 6
              case "cargando": return 7
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .perfil(let v) = root { return v as? Value }
              case 1: if case .ajustes(let v) = root { return v as? Value }
              case 2: if case .editor(let v) = root { return v as? Value }
              case 3: if case .pago(let v) = root { return v as? Value }
              case 4: if case .aviso(let v) = root { return v as? Value }
              case 5: if case .menu(let v) = root { return v as? Value }
              case 6: if case .resumen(let v0, let v1) = root { return (v0, cliente: v1) as? Value }
              case 7: if case .cargando = root { return () as? Value }
              default: break
              }
              return nil
            }
          }

          @preconcurrency @MainActor
          static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .perfil:
              return .perfil(store.scope(\.perfil, action: \.perfil)!)
            case .ajustes:
              return .ajustes(store.scope(\.ajustes, action: \.ajustes)!)
            case .editor:
              return .editor(store.scope(\.editor, action: \.editor)!)
            case .pago:
              return .pago(store.scope(\.pago, action: \.pago)!)
            case let .aviso(v0):
              return .aviso(v0)
            case let .menu(v0):
              return .menu(v0)
            case let .resumen(v0, v1):
              return .resumen(v0, cliente: v1)
            case .cargando:
              return .cargando
            }
          }
        }

        extension Pantalla: Runtime.CaseReducer, Runtime.Reducer {}
        """#)
  }

  @Test("a public enum without cases: public members, switches with no cases")
  func emptyPublicEnum() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      public enum Ruta {
      }
      """#,
      expansion: #"""
        public enum Ruta {

          @dynamicMemberLookup
          public enum State: Runtime.CaseReducerState, Runtime.CasePathable, Runtime.ObservableState, Observation.Observable {
            public typealias StateReducer = Ruta

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

        extension Ruta: Runtime.CaseReducer, Runtime.Reducer {}
        """#)
  }

  @Test("`@Reducer(state:action:)` gives the generated enums the conformances it lists")
  func listedConformances() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer(state: .codable, .equatable, action: .sendable)
      enum Detalle {
        case ficha(Ficha)
        case lista(Lista)
      }
      """#,
      expansion: #"""
        enum Detalle {
          case ficha(Ficha)
          case lista(Lista)

          @dynamicMemberLookup
          enum State: Runtime.CaseReducerState, Runtime.CasePathable, Runtime.ObservableState, Observation.Observable, Codable, Equatable {
            typealias StateReducer = Detalle
            case ficha(Ficha.State)
            case lista(Lista.State)

            /// The case paths of `State`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.ficha`, which `\.ficha` names in a case key path.
              var ficha: AnyCasePath<State, Ficha.State> {
                AnyCasePath(
                  embed: State.ficha,
                  extract: { if case .ficha(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.lista`, which `\.lista` names in a case key path.
              var lista: AnyCasePath<State, Lista.State> {
                AnyCasePath(
                  embed: State.lista,
                  extract: { if case .lista(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `State`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "ficha": return 0
              case "lista": return 1
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .ficha(let v) = root { return v as? Value }
              case 1: if case .lista(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }

            public var _$id: Runtime.ObservableStateID {
              switch self {
              case let .ficha(state):
                return ._$id(for: state)._$tag(0)
              case let .lista(state):
                return ._$id(for: state)._$tag(1)
              }
            }

            public mutating func _$willModify() {
              switch self {
              case var .ficha(state):
                Runtime._$willModify(&state)
                self = .ficha(state)
              case var .lista(state):
                Runtime._$willModify(&state)
                self = .lista(state)
              }
            }
          }

          enum Action: Runtime.CasePathable, Sendable {
            case ficha(Ficha.Action)
            case lista(Lista.Action)

            /// The case paths of `Action`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.ficha`, which `\.ficha` names in a case key path.
              var ficha: AnyCasePath<Action, Ficha.Action> {
                AnyCasePath(
                  embed: Action.ficha,
                  extract: { if case .ficha(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.lista`, which `\.lista` names in a case key path.
              var lista: AnyCasePath<Action, Lista.Action> {
                AnyCasePath(
                  embed: Action.lista,
                  extract: { if case .lista(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `Action`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "ficha": return 0
              case "lista": return 1
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .ficha(let v) = root { return v as? Value }
              case 1: if case .lista(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }
          }

          @Runtime.ReducerBuilder<Self.State, Self.Action>
          static var body: Runtime.Reduce<Self.State, Self.Action> {
            Runtime.Reduce(
              Runtime.EmptyReducer<Self.State, Self.Action>()
                .ifCaseLet(\.ficha, action: \.ficha) {
                  Ficha()
                }
                .ifCaseLet(\.lista, action: \.lista) {
                  Lista()
                }
            )
          }

          @dynamicMemberLookup
          enum CaseScope: Runtime._CaseScopeProtocol, Runtime.CasePathable {
            case ficha(Runtime.StoreOf<Ficha>)
            case lista(Runtime.StoreOf<Lista>)

            /// The case paths of `CaseScope`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.ficha`, which `\.ficha` names in a case key path.
              var ficha: AnyCasePath<CaseScope, Runtime.StoreOf<Ficha>> {
                AnyCasePath(
                  embed: CaseScope.ficha,
                  extract: { if case .ficha(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.lista`, which `\.lista` names in a case key path.
              var lista: AnyCasePath<CaseScope, Runtime.StoreOf<Lista>> {
                AnyCasePath(
                  embed: CaseScope.lista,
                  extract: { if case .lista(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `CaseScope`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "ficha": return 0
              case "lista": return 1
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .ficha(let v) = root { return v as? Value }
              case 1: if case .lista(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }
          }

          @preconcurrency @MainActor
          static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .ficha:
              return .ficha(store.scope(\.ficha, action: \.ficha)!)
            case .lista:
              return .lista(store.scope(\.lista, action: \.lista)!)
            }
          }
        }

        extension Detalle: Runtime.CaseReducer, Runtime.Reducer {}
        """#)
  }

  @Test("a case marked ignored whose actions the enum declares itself is scoped to those actions")
  func declaredActionsOfIgnoredCase() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      enum Hoja {
        case filtros(Filtros)
        @ReducerCaseIgnored case aviso(AlertState<Aviso>)
        @ReducerCaseIgnored
        case vistaPrevia(Foto)

        enum Action {
          case filtros(Filtros.Action)
          case aviso(Aviso)
        }
      }
      """#,
      expansion: #"""
        enum Hoja {
          case filtros(Filtros)
          @ReducerCaseIgnored case aviso(AlertState<Aviso>)
          @ReducerCaseIgnored
          case vistaPrevia(Foto)

          @CasePathable
          enum Action {
            case filtros(Filtros.Action)
            case aviso(Aviso)
          }

          @dynamicMemberLookup
          enum State: Runtime.CaseReducerState, Runtime.CasePathable, Runtime.ObservableState, Observation.Observable {
            typealias StateReducer = Hoja
            case filtros(Filtros.State)
            case aviso(AlertState<Aviso>)
            case vistaPrevia(Foto)

            /// The case paths of `State`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.filtros`, which `\.filtros` names in a case key path.
              var filtros: AnyCasePath<State, Filtros.State> {
                AnyCasePath(
                  embed: State.filtros,
                  extract: { if case .filtros(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.aviso`, which `\.aviso` names in a case key path.
              var aviso: AnyCasePath<State, AlertState<Aviso>> {
                AnyCasePath(
                  embed: State.aviso,
                  extract: { if case .aviso(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.vistaPrevia`, which `\.vistaPrevia` names in a case key path.
              var vistaPrevia: AnyCasePath<State, Foto> {
                AnyCasePath(
                  embed: State.vistaPrevia,
                  extract: { if case .vistaPrevia(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `State`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "filtros": return 0
              case "aviso": return 1
              case "vistaPrevia": return 2
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .filtros(let v) = root { return v as? Value }
              case 1: if case .aviso(let v) = root { return v as? Value }
              case 2: if case .vistaPrevia(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }

            public var _$id: Runtime.ObservableStateID {
              switch self {
              case let .filtros(state):
                return ._$id(for: state)._$tag(0)
              case let .aviso(state):
                return ._$id(for: state)._$tag(1)
              case let .vistaPrevia(state):
                return ._$id(for: state)._$tag(2)
              }
            }

            public mutating func _$willModify() {
              switch self {
              case var .filtros(state):
                Runtime._$willModify(&state)
                self = .filtros(state)
              case var .aviso(state):
                Runtime._$willModify(&state)
                self = .aviso(state)
              case var .vistaPrevia(state):
                Runtime._$willModify(&state)
                self = .vistaPrevia(state)
              }
            }
          }

          @Runtime.ReducerBuilder<Self.State, Self.Action>
          static var body: Runtime.Reduce<Self.State, Self.Action> {
            Runtime.Reduce(
              Runtime.EmptyReducer<Self.State, Self.Action>()
                .ifCaseLet(\.filtros, action: \.filtros) {
                  Filtros()
                }
            )
          }

          @dynamicMemberLookup
          enum CaseScope: Runtime._CaseScopeProtocol, Runtime.CasePathable {
            case filtros(Runtime.StoreOf<Filtros>)
            case aviso(Runtime.Store<AlertState<Aviso>, Aviso>)
            case vistaPrevia(Foto)

            /// The case paths of `CaseScope`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.filtros`, which `\.filtros` names in a case key path.
              var filtros: AnyCasePath<CaseScope, Runtime.StoreOf<Filtros>> {
                AnyCasePath(
                  embed: CaseScope.filtros,
                  extract: { if case .filtros(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.aviso`, which `\.aviso` names in a case key path.
              var aviso: AnyCasePath<CaseScope, Runtime.Store<AlertState<Aviso>, Aviso>> {
                AnyCasePath(
                  embed: CaseScope.aviso,
                  extract: { if case .aviso(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.vistaPrevia`, which `\.vistaPrevia` names in a case key path.
              var vistaPrevia: AnyCasePath<CaseScope, Foto> {
                AnyCasePath(
                  embed: CaseScope.vistaPrevia,
                  extract: { if case .vistaPrevia(let v) = $0 { v } else { nil } })
              }
            }

            /// The case paths of `CaseScope`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "filtros": return 0
              case "aviso": return 1
              case "vistaPrevia": return 2
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .filtros(let v) = root { return v as? Value }
              case 1: if case .aviso(let v) = root { return v as? Value }
              case 2: if case .vistaPrevia(let v) = root { return v as? Value }
              default: break
              }
              return nil
            }
          }

          @preconcurrency @MainActor
          static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .filtros:
              return .filtros(store.scope(\.filtros, action: \.filtros)!)
            case .aviso:
              return .aviso(store.scope(\.aviso, action: \.aviso)!)
            case let .vistaPrevia(v0):
              return .vistaPrevia(v0)
            }
          }
        }

        extension Hoja: Runtime.CaseReducer, Runtime.Reducer {}
        """#)
  }

  @Test("cases inside `#if` clauses, nested too, keep their clauses in each generated member")
  func conditionalCases() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      enum Plataforma {
        case comun(Comun)

        #if os(Linux)
          case servidor(Servidor)
          case caida(AlertState<Caida>)
        #elseif os(Windows)
          case escritorio(Escritorio)
        #else
          case movil(Movil)
          case desconocida
        #endif

        #if TESTING
          #if DETALLADO
            case traza(Traza)
          #endif
        #endif
      }
      """#,
      expansion: #"""
        enum Plataforma {
          case comun(Comun)

          #if os(Linux)
            case servidor(Servidor)
            case caida(AlertState<Caida>)
          #elseif os(Windows)
            case escritorio(Escritorio)
          #else
            case movil(Movil)
            case desconocida
          #endif

          #if TESTING
            #if DETALLADO
              case traza(Traza)
            #endif
          #endif

          @dynamicMemberLookup
          enum State: Runtime.CaseReducerState, Runtime.CasePathable, Runtime.ObservableState, Observation.Observable {
            typealias StateReducer = Plataforma
            case comun(Comun.State)
            #if os(Linux)
            case servidor(Servidor.State)
            case caida(AlertState<Caida>)
            #elseif os(Windows)
            case escritorio(Escritorio.State)
            #else
            case movil(Movil.State)
            case desconocida
            #endif
            #if TESTING
            #if DETALLADO
            case traza(Traza.State)
            #endif
            #endif

            /// The case paths of `State`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.comun`, which `\.comun` names in a case key path.
              var comun: AnyCasePath<State, Comun.State> {
                AnyCasePath(
                  embed: State.comun,
                  extract: { if case .comun(let v) = $0 { v } else { nil } })
              }
              #if os(Linux)
              /// The case path of `.servidor`, which `\.servidor` names in a case key path.
              var servidor: AnyCasePath<State, Servidor.State> {
                AnyCasePath(
                  embed: State.servidor,
                  extract: { if case .servidor(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.caida`, which `\.caida` names in a case key path.
              var caida: AnyCasePath<State, AlertState<Caida>> {
                AnyCasePath(
                  embed: State.caida,
                  extract: { if case .caida(let v) = $0 { v } else { nil } })
              }
              #elseif os(Windows)
              /// The case path of `.escritorio`, which `\.escritorio` names in a case key path.
              var escritorio: AnyCasePath<State, Escritorio.State> {
                AnyCasePath(
                  embed: State.escritorio,
                  extract: { if case .escritorio(let v) = $0 { v } else { nil } })
              }
              #else
              /// The case path of `.movil`, which `\.movil` names in a case key path.
              var movil: AnyCasePath<State, Movil.State> {
                AnyCasePath(
                  embed: State.movil,
                  extract: { if case .movil(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.desconocida`, which `\.desconocida` names in a case key path.
              var desconocida: AnyCasePath<State, Void> {
                AnyCasePath(
                  embed: { .desconocida },
                  extract: { if case .desconocida = $0 { () } else { nil } })
              }
              #endif
              #if TESTING
              #if DETALLADO
              /// The case path of `.traza`, which `\.traza` names in a case key path.
              var traza: AnyCasePath<State, Traza.State> {
                AnyCasePath(
                  embed: State.traza,
                  extract: { if case .traza(let v) = $0 { v } else { nil } })
              }
              #endif
              #endif
            }

            /// The case paths of `State`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "comun": return 0
              #if os(Linux)
              case "servidor": return 1
              case "caida": return 2
              #elseif os(Windows)
              case "escritorio": return 3
              #else
              case "movil": return 4
              case "desconocida": return 5
              #endif
              #if TESTING
              #if DETALLADO
              case "traza": return 6
              #endif
              #endif
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .comun(let v) = root { return v as? Value }
              #if os(Linux)
              case 1: if case .servidor(let v) = root { return v as? Value }
              case 2: if case .caida(let v) = root { return v as? Value }
              #elseif os(Windows)
              case 3: if case .escritorio(let v) = root { return v as? Value }
              #else
              case 4: if case .movil(let v) = root { return v as? Value }
              case 5: if case .desconocida = root { return () as? Value }
              #endif
              #if TESTING
              #if DETALLADO
              case 6: if case .traza(let v) = root { return v as? Value }
              #endif
              #endif
              default: break
              }
              return nil
            }

            public var _$id: Runtime.ObservableStateID {
              switch self {
              case let .comun(state):
                return ._$id(for: state)._$tag(0)
              #if os(Linux)
              case let .servidor(state):
                return ._$id(for: state)._$tag(1)
              case let .caida(state):
                return ._$id(for: state)._$tag(2)
              #elseif os(Windows)
              case let .escritorio(state):
                return ._$id(for: state)._$tag(3)
              #else
              case let .movil(state):
                return ._$id(for: state)._$tag(4)
              case .desconocida:
                return Runtime.ObservableStateID()._$tag(5)
              #endif
              #if TESTING
              #if DETALLADO
              case let .traza(state):
                return ._$id(for: state)._$tag(6)
              #endif
              #endif
              }
            }

            public mutating func _$willModify() {
              switch self {
              case var .comun(state):
                Runtime._$willModify(&state)
                self = .comun(state)
              #if os(Linux)
              case var .servidor(state):
                Runtime._$willModify(&state)
                self = .servidor(state)
              case var .caida(state):
                Runtime._$willModify(&state)
                self = .caida(state)
              #elseif os(Windows)
              case var .escritorio(state):
                Runtime._$willModify(&state)
                self = .escritorio(state)
              #else
              case var .movil(state):
                Runtime._$willModify(&state)
                self = .movil(state)
              case .desconocida:
                break
              #endif
              #if TESTING
              #if DETALLADO
              case var .traza(state):
                Runtime._$willModify(&state)
                self = .traza(state)
              #endif
              #endif
              }
            }
          }

          enum Action: Runtime.CasePathable {
            case comun(Comun.Action)
            #if os(Linux)
            case servidor(Servidor.Action)
            case caida(Caida)
            #elseif os(Windows)
            case escritorio(Escritorio.Action)
            #else
            case movil(Movil.Action)
            case desconocida(Swift.Never)
            #endif
            #if TESTING
            #if DETALLADO
            case traza(Traza.Action)
            #endif
            #endif

            /// The case paths of `Action`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.comun`, which `\.comun` names in a case key path.
              var comun: AnyCasePath<Action, Comun.Action> {
                AnyCasePath(
                  embed: Action.comun,
                  extract: { if case .comun(let v) = $0 { v } else { nil } })
              }
              #if os(Linux)
              /// The case path of `.servidor`, which `\.servidor` names in a case key path.
              var servidor: AnyCasePath<Action, Servidor.Action> {
                AnyCasePath(
                  embed: Action.servidor,
                  extract: { if case .servidor(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.caida`, which `\.caida` names in a case key path.
              var caida: AnyCasePath<Action, Caida> {
                AnyCasePath(
                  embed: Action.caida,
                  extract: { if case .caida(let v) = $0 { v } else { nil } })
              }
              #elseif os(Windows)
              /// The case path of `.escritorio`, which `\.escritorio` names in a case key path.
              var escritorio: AnyCasePath<Action, Escritorio.Action> {
                AnyCasePath(
                  embed: Action.escritorio,
                  extract: { if case .escritorio(let v) = $0 { v } else { nil } })
              }
              #else
              /// The case path of `.movil`, which `\.movil` names in a case key path.
              var movil: AnyCasePath<Action, Movil.Action> {
                AnyCasePath(
                  embed: Action.movil,
                  extract: { if case .movil(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.desconocida`, which `\.desconocida` names in a case key path.
              var desconocida: AnyCasePath<Action, Swift.Never> {
                AnyCasePath(
                  embed: Action.desconocida,
                  extract: { if case .desconocida(let v) = $0 { v } else { nil } })
              }
              #endif
              #if TESTING
              #if DETALLADO
              /// The case path of `.traza`, which `\.traza` names in a case key path.
              var traza: AnyCasePath<Action, Traza.Action> {
                AnyCasePath(
                  embed: Action.traza,
                  extract: { if case .traza(let v) = $0 { v } else { nil } })
              }
              #endif
              #endif
            }

            /// The case paths of `Action`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "comun": return 0
              #if os(Linux)
              case "servidor": return 1
              case "caida": return 2
              #elseif os(Windows)
              case "escritorio": return 3
              #else
              case "movil": return 4
              case "desconocida": return 5
              #endif
              #if TESTING
              #if DETALLADO
              case "traza": return 6
              #endif
              #endif
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .comun(let v) = root { return v as? Value }
              #if os(Linux)
              case 1: if case .servidor(let v) = root { return v as? Value }
              case 2: if case .caida(let v) = root { return v as? Value }
              #elseif os(Windows)
              case 3: if case .escritorio(let v) = root { return v as? Value }
              #else
              case 4: if case .movil(let v) = root { return v as? Value }
              case 5: if case .desconocida(let v) = root { return v as? Value }
              #endif
              #if TESTING
              #if DETALLADO
              case 6: if case .traza(let v) = root { return v as? Value }
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
                .ifCaseLet(\.comun, action: \.comun) {
                  Comun()
                }
                #if os(Linux)
                .ifCaseLet(\.servidor, action: \.servidor) {
                  Servidor()
                }
                #elseif os(Windows)
                .ifCaseLet(\.escritorio, action: \.escritorio) {
                  Escritorio()
                }
                #else
                .ifCaseLet(\.movil, action: \.movil) {
                  Movil()
                }
                #endif
                #if TESTING
                #if DETALLADO
                .ifCaseLet(\.traza, action: \.traza) {
                  Traza()
                }
                #endif
                #endif
            )
          }

          @dynamicMemberLookup
          enum CaseScope: Runtime._CaseScopeProtocol, Runtime.CasePathable {
            case comun(Runtime.StoreOf<Comun>)
            #if os(Linux)
            case servidor(Runtime.StoreOf<Servidor>)
            case caida(AlertState<Caida>)
            #elseif os(Windows)
            case escritorio(Runtime.StoreOf<Escritorio>)
            #else
            case movil(Runtime.StoreOf<Movil>)
            case desconocida
            #endif
            #if TESTING
            #if DETALLADO
            case traza(Runtime.StoreOf<Traza>)
            #endif
            #endif

            /// The case paths of `CaseScope`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.comun`, which `\.comun` names in a case key path.
              var comun: AnyCasePath<CaseScope, Runtime.StoreOf<Comun>> {
                AnyCasePath(
                  embed: CaseScope.comun,
                  extract: { if case .comun(let v) = $0 { v } else { nil } })
              }
              #if os(Linux)
              /// The case path of `.servidor`, which `\.servidor` names in a case key path.
              var servidor: AnyCasePath<CaseScope, Runtime.StoreOf<Servidor>> {
                AnyCasePath(
                  embed: CaseScope.servidor,
                  extract: { if case .servidor(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.caida`, which `\.caida` names in a case key path.
              var caida: AnyCasePath<CaseScope, AlertState<Caida>> {
                AnyCasePath(
                  embed: CaseScope.caida,
                  extract: { if case .caida(let v) = $0 { v } else { nil } })
              }
              #elseif os(Windows)
              /// The case path of `.escritorio`, which `\.escritorio` names in a case key path.
              var escritorio: AnyCasePath<CaseScope, Runtime.StoreOf<Escritorio>> {
                AnyCasePath(
                  embed: CaseScope.escritorio,
                  extract: { if case .escritorio(let v) = $0 { v } else { nil } })
              }
              #else
              /// The case path of `.movil`, which `\.movil` names in a case key path.
              var movil: AnyCasePath<CaseScope, Runtime.StoreOf<Movil>> {
                AnyCasePath(
                  embed: CaseScope.movil,
                  extract: { if case .movil(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.desconocida`, which `\.desconocida` names in a case key path.
              var desconocida: AnyCasePath<CaseScope, Void> {
                AnyCasePath(
                  embed: { .desconocida },
                  extract: { if case .desconocida = $0 { () } else { nil } })
              }
              #endif
              #if TESTING
              #if DETALLADO
              /// The case path of `.traza`, which `\.traza` names in a case key path.
              var traza: AnyCasePath<CaseScope, Runtime.StoreOf<Traza>> {
                AnyCasePath(
                  embed: CaseScope.traza,
                  extract: { if case .traza(let v) = $0 { v } else { nil } })
              }
              #endif
              #endif
            }

            /// The case paths of `CaseScope`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "comun": return 0
              #if os(Linux)
              case "servidor": return 1
              case "caida": return 2
              #elseif os(Windows)
              case "escritorio": return 3
              #else
              case "movil": return 4
              case "desconocida": return 5
              #endif
              #if TESTING
              #if DETALLADO
              case "traza": return 6
              #endif
              #endif
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .comun(let v) = root { return v as? Value }
              #if os(Linux)
              case 1: if case .servidor(let v) = root { return v as? Value }
              case 2: if case .caida(let v) = root { return v as? Value }
              #elseif os(Windows)
              case 3: if case .escritorio(let v) = root { return v as? Value }
              #else
              case 4: if case .movil(let v) = root { return v as? Value }
              case 5: if case .desconocida = root { return () as? Value }
              #endif
              #if TESTING
              #if DETALLADO
              case 6: if case .traza(let v) = root { return v as? Value }
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
            case .comun:
              return .comun(store.scope(\.comun, action: \.comun)!)
            #if os(Linux)
            case .servidor:
              return .servidor(store.scope(\.servidor, action: \.servidor)!)
            case let .caida(v0):
              return .caida(v0)
            #elseif os(Windows)
            case .escritorio:
              return .escritorio(store.scope(\.escritorio, action: \.escritorio)!)
            #else
            case .movil:
              return .movil(store.scope(\.movil, action: \.movil)!)
            case .desconocida:
              return .desconocida
            #endif
            #if TESTING
            #if DETALLADO
            case .traza:
              return .traza(store.scope(\.traza, action: \.traza)!)
            #endif
            #endif
            }
          }
        }

        extension Plataforma: Runtime.CaseReducer, Runtime.Reducer {}
        """#)
  }
}

/// `@Reducer`'s diagnostics and fix-its, and the two case markers.
struct ReducerMacroDiagnosticTests {
  @Test("`reduce(into:action:)` is flagged, and the fix-it moves its code into `body`")
  func reduceMethod() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      struct Contador {
        struct State { var total = 0 }
        enum Action { case sumar }
        func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
          state.total += 1
          return .none
        }
      }
      """#,
      expansion: #"""
        struct Contador {
          struct State { var total = 0 }
          @CasePathable
          enum Action { case sumar }
          func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
            state.total += 1
            return .none
          }
        }

        extension Contador: Runtime.Reducer {}
        """#,
      diagnostics: #"""
        @Reducer
        struct Contador {
          struct State { var total = 0 }
          enum Action { case sumar }
          func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
               ┬─────
               ╰─ ⚠️ '@Reducer' expects the logic in 'body'; 'reduce(into:action:)' is deprecated: move its code into a 'Reduce' in 'body'
                     ✏️ Move the code into 'body'
            state.total += 1
            return .none
          }
        }
        """#,
      fixes: #"""
        @Reducer
        struct Contador {
          struct State { var total = 0 }
          enum Action { case sumar }
          var body: some Reducer<State, Action> {
        Reduce { state, action in
        state.total += 1
            return .none
        }
        }
        }
        """#)
  }

  @Test("arguments on a struct are an error whose fix-it deletes them")
  func argumentsOnStruct() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer(action: .sendable)
      struct Lista {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """#,
      expansion: #"""
        struct Lista {
          struct State {}
          @CasePathable
          enum Action {}
          @Runtime.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        extension Lista: Runtime.Reducer {}
        """#,
      diagnostics: #"""
        @Reducer(action: .sendable)
                 ┬────────────────
                 ╰─ 🛑 '@Reducer(state:action:)' is for enum reducers; on a struct, write '@Reducer' alone
                       ✏️ Remove '(action: .sendable)'
        struct Lista {
          struct State {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """#,
      fixes: #"""
        @Reducer
        struct Lista {
          struct State {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """#)
  }

  @Test("an actor is refused")
  func actorRefused() {
    assertMacro(
      [.reducer],
      #"""
      @Reducer
      actor Caja {
        var saldo = 0
      }
      """#,
      expansion: #"""
        actor Caja {
          var saldo = 0
        }
        """#,
      diagnostics: #"""
        @Reducer
        actor Caja {
        ┬────
        ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum; 'Caja' is an actor
          var saldo = 0
        }
        """#,
      fixes: #"""
        @Reducer
        actor Caja {
          var saldo = 0
        }
        """#)
  }

  @Test("the case markers expand to nothing on cases and are refused on a property")
  func caseMarkers() {
    assertMacro(
      [.reducerCaseEphemeral, .reducerCaseIgnored],
      #"""
      enum Capa {
        @ReducerCaseIgnored
        case etiqueta(String)
        @ReducerCaseEphemeral
        case confirmar(ConfirmationDialogState<Opcion>)
      }

      struct Ajuste {
        @ReducerCaseEphemeral let limite = 3
      }
      """#,
      expansion: #"""
        enum Capa {
          case etiqueta(String)
          case confirmar(ConfirmationDialogState<Opcion>)
        }

        struct Ajuste {
          let limite = 3
        }
        """#,
      diagnostics: #"""
        enum Capa {
          @ReducerCaseIgnored
          case etiqueta(String)
          @ReducerCaseEphemeral
          case confirmar(ConfirmationDialogState<Opcion>)
        }

        struct Ajuste {
          @ReducerCaseEphemeral let limite = 3
                                ┬──
                                ╰─ 🛑 '@ReducerCaseEphemeral' marks a case of a '@Reducer' enum; it cannot be applied to a let
        }
        """#,
      fixes: #"""
        enum Capa {
          @ReducerCaseIgnored
          case etiqueta(String)
          @ReducerCaseEphemeral
          case confirmar(ConfirmationDialogState<Opcion>)
        }

        struct Ajuste {
          @ReducerCaseEphemeral let limite = 3
        }
        """#)
  }
}
