import TestSupport

// The states of docs/observing.md's features, written as `@ObservableState` and `@Presents`
// expand them until the macros are merged (`_$detalle` stands for `$detalle`, which only a macro
// can declare). When `@ObservableState` exists, replace each with the source in its comment.

extension Marcador {
  // @ObservableState
  // struct State: Equatable, Identifiable {
  //   var id = 0
  //   var nombre = ""
  //   var puntos = 0
  // }
  struct State: Equatable, Identifiable {
    var id: Int {
      @storageRestrictions(initializes: _id)
      init(initialValue) {
        _id = initialValue
      }
      get {
        _$observationRegistrar.access(self, keyPath: \.id)
        return _id
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.id, &_id, newValue, _$isIdentityEqual, shouldNotifyObservers)
      }
      _modify {
        let oldValue = _$observationRegistrar.willModify(self, keyPath: \.id, &_id)
        defer {
          _$observationRegistrar.didModify(
            self, keyPath: \.id, &_id, oldValue, _$isIdentityEqual)
        }
        yield &_id
      }
    }
    private var _id: Int = 0
    var nombre: String {
      @storageRestrictions(initializes: _nombre)
      init(initialValue) {
        _nombre = initialValue
      }
      get {
        _$observationRegistrar.access(self, keyPath: \.nombre)
        return _nombre
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.nombre, &_nombre, newValue, _$isIdentityEqual, shouldNotifyObservers)
      }
      _modify {
        let oldValue = _$observationRegistrar.willModify(self, keyPath: \.nombre, &_nombre)
        defer {
          _$observationRegistrar.didModify(
            self, keyPath: \.nombre, &_nombre, oldValue, _$isIdentityEqual)
        }
        yield &_nombre
      }
    }
    private var _nombre: String = ""
    var puntos: Int {
      @storageRestrictions(initializes: _puntos)
      init(initialValue) {
        _puntos = initialValue
      }
      get {
        _$observationRegistrar.access(self, keyPath: \.puntos)
        return _puntos
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.puntos, &_puntos, newValue, _$isIdentityEqual, shouldNotifyObservers)
      }
      _modify {
        let oldValue = _$observationRegistrar.willModify(self, keyPath: \.puntos, &_puntos)
        defer {
          _$observationRegistrar.didModify(
            self, keyPath: \.puntos, &_puntos, oldValue, _$isIdentityEqual)
        }
        yield &_puntos
      }
    }
    private var _puntos: Int = 0
    var _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
    private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
      true
    }
    private nonisolated func shouldNotifyObservers<Member: Equatable>(
      _ lhs: Member, _ rhs: Member
    ) -> Bool {
      lhs != rhs
    }
    private nonisolated func shouldNotifyObservers<Member: AnyObject>(
      _ lhs: Member, _ rhs: Member
    ) -> Bool {
      lhs !== rhs
    }
    private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
      _ lhs: Member, _ rhs: Member
    ) -> Bool {
      lhs != rhs
    }
  }
}

extension Marcador.State: ObservableState, Observable {}

extension Marcador.State {
  init(id: Int = 0, nombre: String = "", puntos: Int = 0) {
    self.id = id
    self.nombre = nombre
    self.puntos = puntos
  }
}

extension Liga {
  // @ObservableState
  // struct State: Equatable {
  //   var equipos: IdentifiedArrayOf<Marcador.State> = []
  //   @Presents var detalle: Marcador.State?
  // }
  struct State: Equatable {
    var equipos: IdentifiedArrayOf<Marcador.State> {
      @storageRestrictions(initializes: _equipos)
      init(initialValue) {
        _equipos = initialValue
      }
      get {
        _$observationRegistrar.access(self, keyPath: \.equipos)
        return _equipos
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.equipos, &_equipos, newValue, _$isIdentityEqual, shouldNotifyObservers)
      }
      _modify {
        let oldValue = _$observationRegistrar.willModify(self, keyPath: \.equipos, &_equipos)
        defer {
          _$observationRegistrar.didModify(
            self, keyPath: \.equipos, &_equipos, oldValue, _$isIdentityEqual)
        }
        yield &_equipos
      }
    }
    private var _equipos: IdentifiedArrayOf<Marcador.State> = []
    var detalle: Marcador.State? {
      @storageRestrictions(initializes: _detalle)
      init(initialValue) {
        _detalle = PresentationState(wrappedValue: initialValue)
      }
      get {
        _$observationRegistrar.access(self, keyPath: \.detalle)
        return _detalle.wrappedValue
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.detalle, &_detalle.wrappedValue, newValue, _$isIdentityEqual)
      }
    }
    var _$detalle: PresentationState<Marcador.State> {
      get {
        _$observationRegistrar.access(self, keyPath: \.detalle)
        return _detalle.projectedValue
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.detalle, &_detalle.projectedValue, newValue, _$isIdentityEqual)
      }
    }
    private var _detalle = PresentationState<Marcador.State>(wrappedValue: nil)
    var _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
    private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
      true
    }
    private nonisolated func shouldNotifyObservers<Member: Equatable>(
      _ lhs: Member, _ rhs: Member
    ) -> Bool {
      lhs != rhs
    }
    private nonisolated func shouldNotifyObservers<Member: AnyObject>(
      _ lhs: Member, _ rhs: Member
    ) -> Bool {
      lhs !== rhs
    }
    private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
      _ lhs: Member, _ rhs: Member
    ) -> Bool {
      lhs != rhs
    }
  }
}

extension Liga.State: ObservableState, Observable {}

extension Liga.State {
  init(equipos: IdentifiedArrayOf<Marcador.State> = [], detalle: Marcador.State? = nil) {
    self.equipos = equipos
    self.detalle = detalle
  }
}
