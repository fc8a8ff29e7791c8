import Testing

/// `@DependencyClient` and `@DependencyEndpoint`, as swift-dependencies' macro tests exercise them.
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
          @DependencyEndpoint @available(iOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.") @available(macOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.") @available(tvOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.") @available(watchOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.")
          var fetch: @Sendable (_ id: Int) async throws -> String
          @DependencyEndpoint
          var load: @Sendable () async throws -> Data
          @DependencyEndpoint
          var log: @Sendable (String) -> Void
          @DependencyEndpoint @available(iOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.") @available(macOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.") @available(tvOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.") @available(watchOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.")
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
              ╰─ 🛑 Default value required for non-throwing closure 'missing'

                    Defaults are required so that the macro can generate a default, "unimplemented" version of the dependency via 'Client()'. The default value can be anything and does not need to signify a real value. For example, if the endpoint returns a boolean, you can return 'false', or if it returns an array, you can return '[]'.
                    ✏️ Insert '= { <#Int#> }'
          var notClosure: () -> Int = unimplemented("x", placeholder: 0)
                                      ┬─────────────────────────────────
                                      ├─ 🛑 '@DependencyClient' default must be closure literal
                                      ╰─ ⚠️ Do not use 'unimplemented' with '@DependencyClient'; the '@DependencyClient' macro already includes the behavior of 'unimplemented'.
          var crash: () -> Int = { fatalError() }
                                   ┬───────────
                                   ╰─ ⚠️ Prefer returning a default mock value over 'fatalError()' to avoid crashes in previews and tests.

                                         The default value can be anything and does not need to signify a real value. For example, if the endpoint returns a boolean, you can return 'false', or if it returns an array, you can return '[]'.
                                         ✏️ Wrap in a synchronously executed closure to silence this warning
          var untyped = makeValue()
              ┬────────────────────
              ╰─ 🛑 '@DependencyClient' requires 'untyped' to have a type annotation in order to generate a memberwise initializer
                    ✏️ Insert ': <#Type#>'
        }

        @DependencyClient
        enum NotAStruct {
        ┬───
        ╰─ 🛑 '@DependencyClient' can only be applied to struct types
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
          ╰─ 🛑 '@DependencyEndpoint' must be attached to closure property
          var notAClosure: Int
          @DependencyEndpoint(method: "not valid")
          ┬───────────────────────────────────────
          ╰─ 🛑 'method' must be a valid identifier
          var a: () -> Void
          @DependencyEndpoint(method: name)
          ┬────────────────────────────────
          ╰─ 🛑 'method' must be a static string literal
          var b: () -> Void
          @DependencyEndpoint
          var c: () -> Int
              ┬───────────
              ╰─ 🛑 Default value required for non-throwing closure 'c'

                    Defaults are required so that the macro can generate a default, "unimplemented" version of the dependency. The default value can be anything and does not need to signify a real value. For example, if the endpoint returns a boolean, you can return 'false', or if it returns an array, you can return '[]'.
                    ✏️ Insert '= { <#Int#> }'
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
