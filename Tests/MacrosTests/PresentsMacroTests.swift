import Testing

/// `@Presents`: a presented child's state in a `PresentationState`, with `$name`, as TCA's
/// `PresentsMacroTests` show it.
struct PresentsMacroTests {
  @Test(
    "optional children (`T?` and `Optional<T>`), initial values, access; a non-optional, untyped or `let` property is refused"
  )
  func presents() {
    assertMacro(
      [.presents],
      #"""
      struct State {
        @Presents var destination: Destination.State?
        @Presents public var alert: AlertState<Action.Alert>? = AlertState(title: { TextState("Hi") })
        @Presents var child: Optional<Child.State>
        @Presents var required: Child.State
        @Presents var untyped = Child.State()
        @Presents let fixed: Child.State?
      }
      """#,
      expansion: #"""
        struct State {
          var destination: Destination.State? {
            @storageRestrictions(initializes: _destination)
            init(initialValue) {
              _destination = Runtime.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
            }
          }
          var $destination: Runtime.PresentationState<Destination.State> {
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue, _$isIdentityEqual)
            }
          }

          @ObservationStateIgnored private var _destination = Runtime.PresentationState<Destination.State>(wrappedValue: nil)
          public var alert: AlertState<Action.Alert>? {
            @storageRestrictions(initializes: _alert)
            init(initialValue) {
              _alert = Runtime.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.alert)
              return _alert.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.wrappedValue, newValue, _$isIdentityEqual)
            }
          }
          public var $alert: Runtime.PresentationState<AlertState<Action.Alert>> {
            get {
              _$observationRegistrar.access(self, keyPath: \.alert)
              return _alert.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.projectedValue, newValue, _$isIdentityEqual)
            }
          }

          @ObservationStateIgnored private var _alert = Runtime.PresentationState<AlertState<Action.Alert>>(wrappedValue: AlertState(title: { TextState("Hi") }))
          var child: Optional<Child.State> {
            @storageRestrictions(initializes: _child)
            init(initialValue) {
              _child = Runtime.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.child)
              return _child.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.child, &_child.wrappedValue, newValue, _$isIdentityEqual)
            }
          }
          var $child: Runtime.PresentationState<Child.State> {
            get {
              _$observationRegistrar.access(self, keyPath: \.child)
              return _child.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.child, &_child.projectedValue, newValue, _$isIdentityEqual)
            }
          }

          @ObservationStateIgnored private var _child = Runtime.PresentationState<Child.State>(wrappedValue: nil)
          var required: Child.State
          var untyped = Child.State()
          let fixed: Child.State?
        }
        """#,
      diagnostics: #"""
        struct State {
          @Presents var destination: Destination.State?
          @Presents public var alert: AlertState<Action.Alert>? = AlertState(title: { TextState("Hi") })
          @Presents var child: Optional<Child.State>
          @Presents var required: Child.State
                    ┬──
                    ╰─ 🛑 '@Presents' presents a child that may be absent, so its type must be optional: 'Child.State?'
                          ✏️ Make it optional
          @Presents var untyped = Child.State()
                    ┬──
                    ╰─ 🛑 '@Presents' needs the property's type written out, for example 'var untyped: Destination.State?'
          @Presents let fixed: Child.State?
                    ┬──
                    ╰─ 🛑 '@Presents' can only be applied to a stored instance 'var'
        }
        """#,
      fixes: #"""
        struct State {
          @Presents var destination: Destination.State?
          @Presents public var alert: AlertState<Action.Alert>? = AlertState(title: { TextState("Hi") })
          @Presents var child: Optional<Child.State>
          @Presents var required: Child.State?
          @Presents var untyped = Child.State()
          @Presents let fixed: Child.State?
        }
        """#)
  }
}
