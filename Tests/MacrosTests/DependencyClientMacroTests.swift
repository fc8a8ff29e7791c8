import Testing

/// `@DependencyClient` and `@DependencyEndpoint`, each role and each diagnostic.
struct DependencyClientMacroTests {
  @Test(
    "endpoints marked, method-style ones deprecated for autocomplete, and the two memberwise initializers"
  )
  func client() {
    assertMacro(
      [.dependencyClient],
      #"""
      @DependencyClient
      public struct Client: Sendable {
        public var config: Bool = false
        public var count = 1
        var ratio = 1.5
        var name = "n"
        var fetch: @Sendable (_ id: Int) async throws -> String
        var load: @Sendable () async throws -> Data
        var log: @Sendable (String) -> Void
        var lookup: @Sendable (_ key: String) -> Int?
        var flag: () -> Bool = { false }
        let constant: () -> Void
        let fixed = 3
        static var shared = Client()
        var computed: Int { 1 }
        private var secret = "s"
        @Dependency(\.uuid) var uuid
        @DependencyEndpointIgnored var ignored: () -> Void = {}
      }
      """#,
      expansion: #"""
        public struct Client: Sendable {
          public var config: Bool = false
          public var count = 1
          var ratio = 1.5
          var name = "n"
          @DependencyEndpoint @available(iOS, deprecated: 9999, message: "Call the endpoint as a method, which keeps its argument labels; the closure property is for overriding it and for '@Dependency'.") @available(macOS, deprecated: 9999, message: "Call the endpoint as a method, which keeps its argument labels; the closure property is for overriding it and for '@Dependency'.") @available(tvOS, deprecated: 9999, message: "Call the endpoint as a method, which keeps its argument labels; the closure property is for overriding it and for '@Dependency'.") @available(watchOS, deprecated: 9999, message: "Call the endpoint as a method, which keeps its argument labels; the closure property is for overriding it and for '@Dependency'.")
          var fetch: @Sendable (_ id: Int) async throws -> String
          @DependencyEndpoint
          var load: @Sendable () async throws -> Data
          @DependencyEndpoint
          var log: @Sendable (String) -> Void
          @DependencyEndpoint @available(iOS, deprecated: 9999, message: "Call the endpoint as a method, which keeps its argument labels; the closure property is for overriding it and for '@Dependency'.") @available(macOS, deprecated: 9999, message: "Call the endpoint as a method, which keeps its argument labels; the closure property is for overriding it and for '@Dependency'.") @available(tvOS, deprecated: 9999, message: "Call the endpoint as a method, which keeps its argument labels; the closure property is for overriding it and for '@Dependency'.") @available(watchOS, deprecated: 9999, message: "Call the endpoint as a method, which keeps its argument labels; the closure property is for overriding it and for '@Dependency'.")
          var lookup: @Sendable (_ key: String) -> Int?
          @DependencyEndpoint
          var flag: () -> Bool = { false }
          let constant: () -> Void
          let fixed = 3
          static var shared = Client()
          var computed: Int { 1 }
          private var secret = "s"
          @Dependency(\.uuid) var uuid
          @DependencyEndpointIgnored var ignored: () -> Void = {}

          init(
            config: Bool = false,
            count: Swift.Int = 1,
            ratio: Swift.Double = 1.5,
            name: Swift.String = "n",
            fetch: @Sendable @escaping (_ id: Int) async throws -> String,
            load: @Sendable @escaping () async throws -> Data,
            log: @Sendable @escaping (String) -> Void,
            lookup: @Sendable @escaping (_ key: String) -> Int?,
            flag: @escaping () -> Bool,
            constant: @escaping () -> Void
          ) {
            self.config = config
            self.count = count
            self.ratio = ratio
            self.name = name
            self.fetch = fetch
            self.load = load
            self.log = log
            self.lookup = lookup
            self.flag = flag
            self.constant = constant
          }

          init(
            config: Bool = false,
            count: Swift.Int = 1,
            ratio: Swift.Double = 1.5,
            name: Swift.String = "n",
            constant: @escaping () -> Void
          ) {
            self.config = config
            self.count = count
            self.ratio = ratio
            self.name = name
            self.constant = constant
          }
        }
        """#)
  }

  @Test("a missing default, a default that is not a closure, `fatalError`, a missing type, an enum")
  func clientDiagnostics() {
    assertMacro(
      [.dependencyClient],
      #"""
      @DependencyClient
      struct Client {
        var missing: () -> Int
        var notClosure: () -> Int = unimplemented("x", placeholder: 0)
        var crash: () -> Int = { fatalError() }
        var untyped = makeValue()
      }

      @DependencyClient
      enum NotAStruct {
      }
      """#,
      expansion: #"""
        struct Client {
          var missing: () -> Int
          var notClosure: () -> Int = unimplemented("x", placeholder: 0)
          var crash: () -> Int = { fatalError() }
          var untyped = makeValue()
        }

        enum NotAStruct {
        }
        """#,
      diagnostics: #"""
        @DependencyClient
        struct Client {
          var missing: () -> Int
              ┬─────────────────
              ╰─ 🛑 'missing' returns a value and cannot throw, so '@DependencyClient' needs a default for it: add a closure that returns any value of its type

                    An endpoint nobody implemented, as in 'Client()', reports the call, then returns this default. The value need not mean anything: 'false', '0' or '[]' will do, whatever type the endpoint returns.
                    ✏️ Add '= { <#Int#> }'
          var notClosure: () -> Int = unimplemented("x", placeholder: 0)
                                      ┬─────────────────────────────────
                                      ├─ 🛑 '@DependencyClient' expects an endpoint's default to be a closure literal, like '{ 0 }', and this is not one: put the default value inside braces
                                      ╰─ ⚠️ 'unimplemented(…)' is redundant here: '@DependencyClient' already reports a call to an endpoint nobody implemented; write only the value to return after that report
          var crash: () -> Int = { fatalError() }
                                   ┬───────────
                                   ╰─ ⚠️ A default that calls 'fatalError()' crashes every test and preview that reaches this endpoint, and '@DependencyClient' already reports such a call: return a placeholder value instead

                                         The value need not mean anything: 'false', '0' or '[]' will do, whatever type the endpoint returns.
                                         ✏️ Keep 'fatalError()' and silence this warning: call it from a closure
          var untyped = makeValue()
              ┬────────────────────
              ╰─ 🛑 '@DependencyClient' writes an initializer taking every property, and cannot tell the type of 'untyped' from its value: write its type
                    ✏️ Add ': <#Type#>'
        }

        @DependencyClient
        enum NotAStruct {
        ┬───
        ╰─ 🛑 '@DependencyClient' expects a struct of endpoint closures, and 'NotAStruct' is an enum: declare it as a struct
        }
        """#,
      fixes: #"""
        @DependencyClient
        struct Client {
          var missing: () -> Int = { <#Int#> }
          var notClosure: () -> Int = unimplemented("x", placeholder: 0)
          var crash: () -> Int = { { fatalError() }() }
          var untyped: <#Type#> = makeValue()
        }

        @DependencyClient
        enum NotAStruct {
        }
        """#)
  }

  @Test(
    "storage whose default reports, methods with labels, `method:`, `inout` and `@autoclosure` parameters"
  )
  func endpoints() {
    assertMacro(
      [.dependencyEndpoint],
      #"""
      struct Client {
        @DependencyEndpoint
        var fetch: @Sendable (_ id: Int, _ name: String) async throws -> String
        @DependencyEndpoint
        var log: @Sendable @MainActor (String) -> Void
        @DependencyEndpoint
        var value: () -> Int = { 42 }
        @DependencyEndpoint
        var multi: (_ x: Int) -> Int = { x in
          let y = x + 1
          return y
        }
        @DependencyEndpoint(method: "run")
        public var execute: () async -> Bool?
        @DependencyEndpoint
        var update: (_ value: inout Int, _ lazy: @autoclosure () -> Int) -> Void
      }
      """#,
      expansion: #"""
        struct Client {
          var fetch: @Sendable (_ id: Int, _ name: String) async throws -> String {
            get {
              _fetch
            }
            set {
              _fetch = newValue
            }
          }
          @Sendable func fetch(id p0: Int, name p1: String) async throws -> String {
            try await self.fetch(p0, p1)
          }

          private var _fetch: @Sendable (_ id: Int, _ name: String) async throws -> String = { _, _ in
            Runtime.reportIssue("Unimplemented: '\(Self.self).fetch'")
            throw Runtime.UnimplementedError(name: "\(Self.self).fetch")
          }
          var log: @Sendable @MainActor (String) -> Void {
            get {
              _log
            }
            set {
              _log = newValue
            }
          }
          private var _log: @Sendable @MainActor (String) -> Void = { _ in
            Runtime.reportIssue("Unimplemented: '\(Self.self).log'")
          }
          var value: () -> Int {
            get {
              _value
            }
            set {
              _value = newValue
            }
          }
          private var _value: () -> Int = {
            Runtime.reportIssue("Unimplemented: '\(Self.self).value'")
            return 42
          }
          var multi: (_ x: Int) -> Int {
            get {
              _multi
            }
            set {
              _multi = newValue
            }
          }
          func multi(x p0: Int) -> Int {
            self.multi(p0)
          }

          private var _multi: (_ x: Int) -> Int = { x in
            Runtime.reportIssue("Unimplemented: '\(Self.self).multi'")
            let y = x + 1
            return y
          }
          public var execute: () async -> Bool? {
            get {
              _execute
            }
            set {
              _execute = newValue
            }
          }
          public func run() async -> Bool? {
            await self.execute()
          }

          private var _execute: () async -> Bool? = {
            Runtime.reportIssue("Unimplemented: '\(Self.self).execute'")
            return nil
          }
          var update: (_ value: inout Int, _ lazy: @autoclosure () -> Int) -> Void {
            get {
              _update
            }
            set {
              _update = newValue
            }
          }
          func update(value p0: inout Int, lazy p1: @autoclosure () -> Int) -> Void {
            self.update(&p0, p1())
          }

          private var _update: (_ value: inout Int, _ lazy: @autoclosure () -> Int) -> Void = { _, _ in
            Runtime.reportIssue("Unimplemented: '\(Self.self).update'")
          }
        }
        """#)
  }

  @Test("not a closure, a bad `method:`, a missing default")
  func endpointDiagnostics() {
    assertMacro(
      [.dependencyEndpoint],
      #"""
      struct Client {
        @DependencyEndpoint
        var notAClosure: Int
        @DependencyEndpoint(method: "not valid")
        var a: () -> Void
        @DependencyEndpoint(method: name)
        var b: () -> Void
        @DependencyEndpoint
        var c: () -> Int
      }
      """#,
      expansion: #"""
        struct Client {
          var notAClosure: Int
          var a: () -> Void {
            get {
              _a
            }
            set {
              _a = newValue
            }
          }
          var b: () -> Void {
            get {
              _b
            }
            set {
              _b = newValue
            }
          }
          var c: () -> Int {
            get {
              _c
            }
            set {
              _c = newValue
            }
          }
        }
        """#,
      diagnostics: #"""
        struct Client {
          @DependencyEndpoint
          ┬──────────────────
          ╰─ 🛑 '@DependencyEndpoint' makes an endpoint of a closure property, and this is not one: give the property a function type, like '@Sendable () async throws -> Int'
          var notAClosure: Int
          @DependencyEndpoint(method: "not valid")
          ┬───────────────────────────────────────
          ╰─ 🛑 'method:' names the method the endpoint adds, and 'not valid' is not a Swift identifier: write a name like 'fetch'
          var a: () -> Void
          @DependencyEndpoint(method: name)
          ┬────────────────────────────────
          ╰─ 🛑 'method:' takes the method's name as a plain string literal, like 'method: "fetch"': the macro reads it while compiling, so an expression or an interpolation will not do
          var b: () -> Void
          @DependencyEndpoint
          var c: () -> Int
              ┬───────────
              ╰─ 🛑 'c' returns a value and cannot throw, so '@DependencyEndpoint' needs a default for it: add a closure that returns any value of its type

                    An endpoint nobody implemented reports the call, then returns this default. The value need not mean anything: 'false', '0' or '[]' will do, whatever type the endpoint returns.
                    ✏️ Add '= { <#Int#> }'
        }
        """#,
      fixes: #"""
        struct Client {
          @DependencyEndpoint
          var notAClosure: Int
          @DependencyEndpoint(method: "not valid")
          var a: () -> Void
          @DependencyEndpoint(method: name)
          var b: () -> Void
          @DependencyEndpoint
          var c: () -> Int = { <#Int#> }
        }
        """#)
  }
}
