import Testing

/// `@CasePathable`: the members the case paths plugin generates, added to the enum, and the
/// conformance.
struct CasePathableMacroTests {
  @Test("payloads, labels, `@available` cases and `#if` cases, with the access of a public enum")
  func basics() {
    assertMacro(
      [.casePathable],
      #"""
      @CasePathable
      public enum Action: Equatable {
        case aparecio
        case terminoCambio(String)
        case resultado(id: Int, nombre: String)
        case par(Int, b: String)
        @available(*, deprecated)
        case viejo
        #if DEBUG
          case depurar(Bool)
        #endif
      }
      """#,
      expansion: #"""
        public enum Action: Equatable {
          case aparecio
          case terminoCambio(String)
          case resultado(id: Int, nombre: String)
          case par(Int, b: String)
          @available(*, deprecated)
          case viejo
          #if DEBUG
            case depurar(Bool)
          #endif

          /// The case paths of `Action`, one property per case.
          public struct AllCasePaths: Sendable {
            /// The case path of `.aparecio`, which `\.aparecio` names in a case key path.
            public var aparecio: AnyCasePath<Action, Void> {
              AnyCasePath(
                embed: { .aparecio },
                extract: { if case .aparecio = $0 { () } else { nil } })
            }
            /// The case path of `.terminoCambio`, which `\.terminoCambio` names in a case key path.
            public var terminoCambio: AnyCasePath<Action, String> {
              AnyCasePath(
                embed: Action.terminoCambio,
                extract: { if case .terminoCambio(let v) = $0 { v } else { nil } })
            }
            /// The case path of `.resultado`, which `\.resultado` names in a case key path.
            public var resultado: AnyCasePath<Action, (id: Int, nombre: String)> {
              AnyCasePath(
                embed: { .resultado(id: $0.0, nombre: $0.1) },
                extract: { if case .resultado(let v0, let v1) = $0 { (id: v0, nombre: v1) } else { nil } })
            }
            /// The case path of `.par`, which `\.par` names in a case key path.
            public var par: AnyCasePath<Action, (Int, b: String)> {
              AnyCasePath(
                embed: { .par($0.0, b: $0.1) },
                extract: { if case .par(let v0, let v1) = $0 { (v0, b: v1) } else { nil } })
            }
            /// The case path of `.viejo`, which `\.viejo` names in a case key path.
            @available(*, deprecated)
            public var viejo: AnyCasePath<Action, Void> {
              AnyCasePath(
                embed: { .viejo },
                extract: { if case .viejo = $0 { () } else { nil } })
            }
            #if DEBUG
            /// The case path of `.depurar`, which `\.depurar` names in a case key path.
            public var depurar: AnyCasePath<Action, Bool> {
              AnyCasePath(
                embed: Action.depurar,
                extract: { if case .depurar(let v) = $0 { v } else { nil } })
            }
            #endif
          }

          /// The case paths of `Action`, for case key paths.
          public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

          /// The number of the case named `name`, for `Scope`'s direct extraction.
          public nonisolated static func _caseNumber(named name: String) -> Int? {
            switch name {
            case "aparecio": return 0
            case "terminoCambio": return 1
            case "resultado": return 2
            case "par": return 3
            #if DEBUG
            case "depurar": return 4
            #endif
            default: return nil
            }
          }

          /// The payload of `root` when it is the case numbered `number`.
          public nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
            switch number {
            case 0: if case .aparecio = root { return () as? Value }
            case 1: if case .terminoCambio(let v) = root { return v as? Value }
            case 2: if case .resultado(let v0, let v1) = root { return (id: v0, nombre: v1) as? Value }
            case 3: if case .par(let v0, let v1) = root { return (v0, b: v1) as? Value }
            #if DEBUG
            case 4: if case .depurar(let v) = root { return v as? Value }
            #endif
            default: break
            }
            return nil
          }
        }

        extension Action: Runtime.CasePathable {}
        """#)
  }

  @Test("a struct, and cases sharing a name, get swift-case-paths' messages and no conformance")
  func errors() {
    assertMacro(
      [.casePathable],
      #"""
      @CasePathable
      struct NoEnum {
      }

      @CasePathable
      enum Overloaded {
        case a(Int)
        case a(String)
      }
      """#,
      expansion: #"""
        struct NoEnum {
        }

        enum Overloaded {
          case a(Int)
          case a(String)
        }
        """#,
      diagnostics: #"""
        @CasePathable
        struct NoEnum {
        ┬─────
        ╰─ 🛑 '@CasePathable' gives each case of an enum a path, and 'NoEnum' is a struct: apply it to an enum
        }

        @CasePathable
        enum Overloaded {
          case a(Int)
          case a(String)
               ┬
               ╰─ 🛑 '@CasePathable' names each case path after its case, and two cases are named 'a': rename one of them
        }
        """#,
      fixes: #"""
        @CasePathable
        struct NoEnum {
        }

        @CasePathable
        enum Overloaded {
          case a(Int)
          case a(String)
        }
        """#)
  }

  @Test("an enum in a generic type, a backticked case name, availability on the conformance")
  func nestedGenericAndBacktickedNames() {
    assertMacro(
      [.casePathable],
      #"""
      struct Outer<T> {
        @CasePathable
        @available(macOS 15, *)
        enum Action {
          case value(T)
          case `default`
        }
      }
      """#,
      expansion: #"""
        struct Outer<T> {
          @available(macOS 15, *)
          enum Action {
            case value(T)
            case `default`

            /// The case paths of `Action`, one property per case.
            struct AllCasePaths: Sendable {
              /// The case path of `.value`, which `\.value` names in a case key path.
              var value: AnyCasePath<Action, T> {
                AnyCasePath(
                  embed: Action.value,
                  extract: { if case .value(let v) = $0 { v } else { nil } })
              }
              /// The case path of `.default`, which `\.default` names in a case key path.
              var `default`: AnyCasePath<Action, Void> {
                AnyCasePath(
                  embed: { .`default` },
                  extract: { if case .`default` = $0 { () } else { nil } })
              }
            }

            /// The case paths of `Action`, for case key paths.
            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

            /// The number of the case named `name`, for `Scope`'s direct extraction.
            nonisolated static func _caseNumber(named name: String) -> Int? {
              switch name {
              case "value": return 0
              case "default": return 1
              default: return nil
              }
            }

            /// The payload of `root` when it is the case numbered `number`.
            nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
              switch number {
              case 0: if case .value(let v) = root { return v as? Value }
              case 1: if case .`default` = root { return () as? Value }
              default: break
              }
              return nil
            }
          }
        }

        @available(macOS 15, *) extension Action: Runtime.CasePathable {}
        """#)
  }

  @Test("an enum that declares `: CasePathable` itself gets the members and no second conformance")
  func declaredConformance() {
    assertMacro(
      [.casePathable],
      #"""
      @CasePathable
      enum Accion: CasePathable {
        case listo
      }
      """#,
      expansion: #"""
        enum Accion: CasePathable {
          case listo

          /// The case paths of `Accion`, one property per case.
          struct AllCasePaths: Sendable {
            /// The case path of `.listo`, which `\.listo` names in a case key path.
            var listo: AnyCasePath<Accion, Void> {
              AnyCasePath(
                embed: { .listo },
                extract: { if case .listo = $0 { () } else { nil } })
            }
          }

          /// The case paths of `Accion`, for case key paths.
          nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

          /// The number of the case named `name`, for `Scope`'s direct extraction.
          nonisolated static func _caseNumber(named name: String) -> Int? {
            switch name {
            case "listo": return 0
            default: return nil
            }
          }

          /// The payload of `root` when it is the case numbered `number`.
          nonisolated static func _extract<Value>(case number: Int, from root: Self, as _: Value.Type) -> Value? {
            switch number {
            case 0: if case .listo = root { return () as? Value }
            default: break
            }
            return nil
          }
        }
        """#)
  }
}
