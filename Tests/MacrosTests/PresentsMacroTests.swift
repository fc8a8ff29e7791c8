import Testing

/// `@Presents`: the property becomes a `PresentationState` kept in storage, read through
/// `wrappedValue`, with `$name` for the presentation itself.
struct PresentsMacroTests {
  @Test("`T?` and `Optional<T>`, with or without an initial value, public or not")
  func optionalChildren() {
    assertMacro(
      [.presents],
      #"""
      struct Tienda {
        @Presents var carrito: Carrito.State?
        @Presents var filtro: Optional<Filtro.State>
        @Presents public var aviso: AlertState<Aviso>? = AlertState { TextState("Sin stock") }
      }
      """#,
      expansion: #"""
        struct Tienda {
          var carrito: Carrito.State? {
            @storageRestrictions(initializes: _carrito)
            init(initialValue) {
              _carrito = Runtime.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.carrito)
              return _carrito.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.carrito, &_carrito.wrappedValue, newValue, _$isIdentityEqual)
            }
          }
          var $carrito: Runtime.PresentationState<Carrito.State> {
            get {
              _$observationRegistrar.access(self, keyPath: \.carrito)
              return _carrito.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.carrito, &_carrito.projectedValue, newValue, _$isIdentityEqual)
            }
          }

          @ObservationStateIgnored private var _carrito = Runtime.PresentationState<Carrito.State>(wrappedValue: nil)
          var filtro: Optional<Filtro.State> {
            @storageRestrictions(initializes: _filtro)
            init(initialValue) {
              _filtro = Runtime.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.filtro)
              return _filtro.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.filtro, &_filtro.wrappedValue, newValue, _$isIdentityEqual)
            }
          }
          var $filtro: Runtime.PresentationState<Filtro.State> {
            get {
              _$observationRegistrar.access(self, keyPath: \.filtro)
              return _filtro.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.filtro, &_filtro.projectedValue, newValue, _$isIdentityEqual)
            }
          }

          @ObservationStateIgnored private var _filtro = Runtime.PresentationState<Filtro.State>(wrappedValue: nil)
          public var aviso: AlertState<Aviso>? {
            @storageRestrictions(initializes: _aviso)
            init(initialValue) {
              _aviso = Runtime.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.aviso)
              return _aviso.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.aviso, &_aviso.wrappedValue, newValue, _$isIdentityEqual)
            }
          }
          public var $aviso: Runtime.PresentationState<AlertState<Aviso>> {
            get {
              _$observationRegistrar.access(self, keyPath: \.aviso)
              return _aviso.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.aviso, &_aviso.projectedValue, newValue, _$isIdentityEqual)
            }
          }

          @ObservationStateIgnored private var _aviso = Runtime.PresentationState<AlertState<Aviso>>(wrappedValue: AlertState { TextState("Sin stock") })
        }
        """#)
  }

  @Test("a non-optional type gets a fix-it; an untyped property or a `let` is refused")
  func refusedProperties() {
    assertMacro(
      [.presents],
      #"""
      struct Tienda {
        @Presents let pago: Pago.State?
        @Presents var ayuda = Ayuda.State()
        @Presents var resumen: Resumen.State
      }
      """#,
      expansion: #"""
        struct Tienda {
          let pago: Pago.State?
          var ayuda = Ayuda.State()
          var resumen: Resumen.State
        }
        """#,
      diagnostics: #"""
        struct Tienda {
          @Presents let pago: Pago.State?
                    ┬──
                    ╰─ 🛑 '@Presents' can only be applied to a stored instance 'var'
          @Presents var ayuda = Ayuda.State()
                    ┬──
                    ╰─ 🛑 '@Presents' needs the property's type written out, for example 'var ayuda: Destination.State?'
          @Presents var resumen: Resumen.State
                    ┬──
                    ╰─ 🛑 '@Presents' presents a child that may be absent, so its type must be optional: 'Resumen.State?'
                          ✏️ Make it optional
        }
        """#,
      fixes: #"""
        struct Tienda {
          @Presents let pago: Pago.State?
          @Presents var ayuda = Ayuda.State()
          @Presents var resumen: Resumen.State?
        }
        """#)
  }
}
