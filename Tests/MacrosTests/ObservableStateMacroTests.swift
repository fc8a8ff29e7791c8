import Testing

/// `@ObservableState` on structs and enums, and the two field macros it adds: which fields are
/// observed, the identity and `_$willModify()` of an enum, and the misuses it refuses.
struct ObservableStateMacroTests {
  @Test(
    "only stored `var`s are observed; constants, statics, computed, ignored and wrapped are not")
  func whichFieldsAreObserved() {
    assertMacro(
      [.observableState],
      #"""
      @ObservableState
      public struct Ficha: Equatable {
        var nombre = ""
        let creada: Date
        static var plantillas = 3
        var iniciales: String { String(nombre.prefix(1)) }
        @ObservationStateIgnored var borrador: [String] = []
        @Presents var hoja: Hoja.State?
        @Shared(.inMemory("sesion")) var sesion = 0
        var puntos: Int = 0 {
          willSet { _ = newValue }
        }
        init(creada: Date) { self.creada = creada }
      }
      """#,
      expansion: #"""
        public struct Ficha: Equatable {
          @ObservationStateTracked
          var nombre = ""
          let creada: Date
          static var plantillas = 3
          var iniciales: String { String(nombre.prefix(1)) }
          @ObservationStateIgnored var borrador: [String] = []
          @ObservationStateIgnored
          @Presents var hoja: Hoja.State?
          @ObservationStateIgnored
          @Shared(.inMemory("sesion")) var sesion = 0
          @ObservationStateTracked
          var puntos: Int = 0 {
            willSet { _ = newValue }
          }
          init(creada: Date) { self.creada = creada }

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

        extension Ficha: Runtime.ObservableState, Observation.Observable {}
        """#)
  }

  @Test("an enum's cases, labelled, plain, inside `#if` or with several values, each count once")
  func enumCases() {
    assertMacro(
      [.observableState],
      #"""
      @ObservableState
      enum Paso {
        case datos(Datos.State)
        #if os(Linux)
          case consola(Consola.State)
        #endif
        case pago(formulario: Pago.State)
        case coordenadas(Double, Double)
        case hecho
      }
      """#,
      expansion: #"""
        enum Paso {
          case datos(Datos.State)
          #if os(Linux)
            case consola(Consola.State)
          #endif
          case pago(formulario: Pago.State)
          case coordenadas(Double, Double)
          case hecho

          public var _$id: Runtime.ObservableStateID {
            switch self {
            case let .datos(state):
              return ._$id(for: state)._$tag(0)
            #if os(Linux)
            case let .consola(state):
              return ._$id(for: state)._$tag(1)
            #endif
            case let .pago(state):
              return ._$id(for: state)._$tag(2)
            case .coordenadas:
              return Runtime.ObservableStateID()._$tag(3)
            case .hecho:
              return Runtime.ObservableStateID()._$tag(4)
            }
          }

          public mutating func _$willModify() {
            switch self {
            case var .datos(state):
              Runtime._$willModify(&state)
              self = .datos(state)
            #if os(Linux)
            case var .consola(state):
              Runtime._$willModify(&state)
              self = .consola(state)
            #endif
            case var .pago(state):
              Runtime._$willModify(&state)
              self = .pago(formulario: state)
            case .coordenadas:
              break
            case .hecho:
              break
            }
          }
        }

        extension Paso: Runtime.ObservableState, Observation.Observable {}
        """#)
  }

  @Test("what the struct already declares is not declared again")
  func declaredMembersKept() {
    assertMacro(
      [.observableState],
      #"""
      @ObservableState
      struct Caja {
        mutating func _$willModify() {}
        var _$id: ObservableStateID { _$observationRegistrar.id }
        var _$observationRegistrar = ObservationStateRegistrar()
      }
      """#,
      expansion: #"""
        struct Caja {
          mutating func _$willModify() {}
          var _$id: ObservableStateID { _$observationRegistrar.id }
          var _$observationRegistrar = ObservationStateRegistrar()

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

        extension Caja: Runtime.ObservableState, Observation.Observable {}
        """#)
  }

  @Test(
    "Observation's attributes and `@PresentationState` are replaced by fix-its; a class is refused")
  func refusedAttributesAndClass() {
    assertMacro(
      [.observableState],
      #"""
      @ObservableState
      struct Formulario {
        @PresentationState var selector: Selector.State?
        @ObservationTracked var titulo = ""
        @ObservationIgnored var pulsaciones = 0
      }

      @ObservableState
      class Controlador {
      }
      """#,
      expansion: #"""
        struct Formulario {
          @PresentationState var selector: Selector.State?
          @ObservationTracked var titulo = ""
          @ObservationIgnored var pulsaciones = 0

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

        extension Formulario: Runtime.ObservableState, Observation.Observable {}

        class Controlador {
        }
        """#,
      diagnostics: #"""
        @ObservableState
        struct Formulario {
          @PresentationState var selector: Selector.State?
          ┬─────────────────
          ╰─ 🛑 '@ObservableState' observes this field itself, so '@PresentationState' has no place here: write '@Presents'
                ✏️ Replace with '@Presents'
          @ObservationTracked var titulo = ""
          ┬──────────────────
          ╰─ 🛑 '@ObservableState' observes this field itself, so '@ObservationTracked' has no place here: write '@ObservationStateTracked'
                ✏️ Replace with '@ObservationStateTracked'
          @ObservationIgnored var pulsaciones = 0
          ┬──────────────────
          ╰─ 🛑 '@ObservableState' observes this field itself, so '@ObservationIgnored' has no place here: write '@ObservationStateIgnored'
                ✏️ Replace with '@ObservationStateIgnored'
        }

        @ObservableState
        ┬───────────────
        ╰─ 🛑 '@ObservableState' observes the fields of a struct or the case of an enum, and 'Controlador' is a class: declare it as a struct or an enum
        class Controlador {
        }
        """#,
      fixes: #"""
        @ObservableState
        struct Formulario {
          @Presents var selector: Selector.State?
          @ObservationStateTracked var titulo = ""
          @ObservationStateIgnored var pulsaciones = 0
        }

        @ObservableState
        class Controlador {
        }
        """#)
  }

  @Test(
    "a tracked field gets accessors and storage with its attributes; a tracked `let` is refused")
  func trackedFields() {
    assertMacro(
      [.observationStateTracked, .observationStateIgnored],
      #"""
      struct Nota {
        @ObservationStateIgnored var vistas = 0
        @ObservationStateTracked let autor = "Ana"
        @ObservationStateTracked var texto: String = ""
        @MainActor @ObservationStateTracked public var `private` = false
      }
      """#,
      expansion: #"""
        struct Nota {
          var vistas = 0
          let autor = "Ana"
          var texto: String {
            @storageRestrictions(initializes: _texto)
            init(initialValue) {
              _texto = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.texto)
              return _texto
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.texto, &_texto, newValue, _$isIdentityEqual, shouldNotifyObservers)
            }
            _modify {
              let oldValue = _$observationRegistrar.willModify(self, keyPath: \.texto, &_texto)
              defer {
                _$observationRegistrar.didModify(self, keyPath: \.texto, &_texto, oldValue, _$isIdentityEqual)
              }
              yield &_texto
            }
          }
          @ObservationStateIgnored private var _texto: String = ""
          @MainActor public var `private` {
            @storageRestrictions(initializes: _private)
            init(initialValue) {
              _private = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.`private`)
              return _private
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.`private`, &_private, newValue, _$isIdentityEqual, shouldNotifyObservers)
            }
            _modify {
              let oldValue = _$observationRegistrar.willModify(self, keyPath: \.`private`, &_private)
              defer {
                _$observationRegistrar.didModify(self, keyPath: \.`private`, &_private, oldValue, _$isIdentityEqual)
              }
              yield &_private
            }
          }
          @MainActor @ObservationStateIgnored private var _private = false
        }
        """#,
      diagnostics: #"""
        struct Nota {
          @ObservationStateIgnored var vistas = 0
          @ObservationStateTracked let autor = "Ana"
                                   ┬──
                                   ╰─ 🛑 '@ObservationStateTracked' cannot track this property: a 'let' never changes
          @ObservationStateTracked var texto: String = ""
          @MainActor @ObservationStateTracked public var `private` = false
        }
        """#,
      fixes: #"""
        struct Nota {
          @ObservationStateIgnored var vistas = 0
          @ObservationStateTracked let autor = "Ana"
          @ObservationStateTracked var texto: String = ""
          @MainActor @ObservationStateTracked public var `private` = false
        }
        """#)
  }
}
