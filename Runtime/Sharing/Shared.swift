/// A value shared by several features — and, with a key, kept in memory or in a file — that
/// each holds in its state like any other field.
///
/// Declare it with a key, and every feature that declares the same key shares one value:
///
/// ```swift
/// struct Contador: Reducer {
///   struct State: Equatable {
///     @Shared(.inMemory("estadisticas")) var estadisticas = Estadisticas()
///   }
///   // …
///       case .incrementarPulsado:
///         state.$estadisticas.withLock { $0.incrementar() }
///         return .none
/// }
/// ```
///
/// Read inside `withObservationTracking`, the value is observed: every change made with
/// `withLock` notifies, wherever it is made (TCA's `@Shared` is observable the same way).
///
/// Read it as the field (`state.estadisticas.cuenta`); change it with
/// ``withLock(_:fileID:filePath:line:column:)`` on the projected value (`state.$estadisticas`),
/// which gives one caller at a time access to it. Pass the projected value to share it with a
/// child (`Hijo.State(estadisticas: state.$estadisticas)`), or a part of it
/// (`state.$estadisticas.cuenta`).
///
/// A `TestStore` asserts a shared value like any other state: in the assertion closure, change
/// it as the feature should have — `$0.$estadisticas.withLock { $0.incrementar() }` — and a
/// change the test does not assert fails the step.
///
/// > Important: copies of a state share the value, so `state.estadisticas` is not a snapshot:
/// > it reads whatever the value is now. Never keep state around expecting a shared field in it
/// > to stay as it was.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  let reference: any SharedReference<Value>

  init(reference: any SharedReference<Value>) { self.reference = reference }

  /// Shares the value kept under `key`, or `wrappedValue` when nothing is kept there yet.
  ///
  /// ```swift
  /// @Shared(.fileStorage(url)) var ajustes = Ajustes()
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The value to start from when nothing is kept under `key` yet (every
  ///     other `@Shared` of the key then shares it).
  ///   - key: Where the value is kept: ``SharedKey/inMemory(_:)`` or
  ///     ``SharedKey/fileStorage(_:decoder:encoder:)``.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    @Dependency(\.sharedReferences) var references
    self.init(reference: references.reference(for: key, default: wrappedValue))
  }

  /// Shares the optional value kept under `key`; `nil` when nothing is kept there yet.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A value shared by whoever gets a copy of this `Shared`, kept nowhere else.
  ///
  /// ```swift
  /// Registro.State(datos: Shared(value: DatosDeRegistro()))
  /// ```
  public init(value: Value) { self.init(reference: ValueReference(value)) }

  /// The same shared value: `@Shared var datos: Datos` in a child's state, initialized with the
  /// parent's `$datos`.
  public init(projectedValue: Shared) { self = projectedValue }

  /// An optional shared value, unwrapped; `nil` when it is `nil` now.
  ///
  /// ```swift
  /// if let pedido = Shared($pedidos[id: numero]) {
  ///   state.destino = .detalle(Detalle.State(pedido: pedido))  // a Shared<Pedido>
  /// }
  /// ```
  ///
  /// - Parameter base: The optional shared value.
  ///
  /// > Important: should the optional become `nil` later, the unwrapped value keeps the last
  /// > value it had, and changes made to it then change only that copy.
  public init?(_ base: Shared<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(reference: UnwrappedReference(base: base.reference, value: value))
  }

  /// The value. Change it with ``withLock(_:fileID:filePath:line:column:)``.
  public var wrappedValue: Value {
    get {
      if let mode = SharedChangeTracker.current, mode.isAsserting {
        return reference.snapshot(in: mode.tracker) ?? reference.value
      }
      reference.observation.read()
      return reference.value
    }
    @available(*, deprecated, message: "Change a shared value with '$shared.withLock { … }'.")
    nonmutating set { withLock { $0 = newValue } }
  }

  /// The shared value itself, to change it (`$valor.withLock { … }`), pass it on, or project
  /// a part of it (`$valor.campo`).
  public var projectedValue: Shared {
    get { self }
    set { self = newValue }
  }

  /// Changes the value with exclusive access to it: no one else reads or writes it until
  /// `operation` returns. A value kept somewhere is saved afterwards.
  ///
  /// ```swift
  /// state.$estadisticas.withLock { $0.incrementar() }
  /// ```
  ///
  /// In a test store's assertion closure it says how the feature changed the value:
  /// `$0.$estadisticas.withLock { $0.cuenta = 1 }`.
  ///
  /// - Parameters:
  ///   - operation: Changes the value; what it returns is returned.
  ///   - fileID: The file a test store's failure about this change points at: this call; leave
  ///     the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line a failure points at: this call; leave the default.
  ///   - column: The column a failure points at: this call; leave the default.
  ///
  /// > Important: keep `operation` short and free of waiting: every other reader of the value
  /// > waits for it.
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    switch SharedChangeTracker.current {
    case nil:
      return try reference.observation.change { try reference.withLock(operation) }
    case .asserting(let tracker):
      // The test says what the value should be: change the snapshot, never the live value.
      var snapshot = reference.snapshot(in: tracker) ?? reference.value
      defer { reference.takeSnapshot(snapshot, in: tracker) }
      return try operation(&snapshot)
    case .tracking(let tracker):
      return try reference.observation.change {
        try reference.withLock { value in
          if reference.snapshot(in: tracker) == nil { reference.takeSnapshot(value, in: tracker) }
          return try operation(&value)
        }
      }
    }
  }

  /// A part of the shared value, itself shared: `$estadisticas.cuenta` is a `Shared<Int>`.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
  }

  /// Reads the value again from where its key keeps it (shared values read it anyway when it
  /// changes; this is for a test or a screen that wants to be sure).
  ///
  /// - Throws: the reason loading failed; the value then keeps what it had.
  public func load() async throws { try reference.load() }

  /// Saves the value where its key keeps it (every `withLock` saves already).
  ///
  /// - Throws: the reason saving failed.
  public func save() async throws { try reference.save() }

  /// Whether the value is loading. Loads finish before a shared value is read, so always
  /// `false`; it exists for code written against TCA.
  public var isLoading: Bool { false }

  /// Why the last load failed, or `nil` if it succeeded: a file that cannot be decoded, for
  /// example. The value keeps what it had.
  public var loadError: (any Error)? { reference.loadError }

  /// Why the last save failed, or `nil` if it succeeded. The change is kept in memory.
  public var saveError: (any Error)? { reference.saveError }
}

extension Shared: Sendable where Value: Sendable {}

extension Shared: Equatable where Value: Equatable {
  /// Whether the two hold equal values. While a test store checks a step, two copies of the
  /// same shared value compare what the test asserted with what the feature did.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let mode = SharedChangeTracker.current, mode.isAsserting,
      lhs.reference.isSame(as: rhs.reference)
    {
      let asserted = lhs.reference.snapshot(in: mode.tracker) ?? lhs.reference.value
      return asserted == rhs.reference.value
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The value, and where it is kept: `Shared(.inMemory("estadisticas"): Estadisticas(…))`.
  public var description: String {
    "Shared(\(reference.description): \(Dumper.line(wrappedValue)))"
  }
}

extension Shared: _SharedValueDumping {
  public var _dumpedValue: Any { wrappedValue }

  public func _diffValues(against other: any _SharedValueDumping) -> (before: Any, after: Any)? {
    guard let other = other as? Shared<Value>, reference.isSame(as: other.reference) else {
      return nil
    }
    // Two copies of one value: what it was (or what the test asserted) against what it is.
    let live = other.reference.value
    guard let mode = SharedChangeTracker.current, mode.isAsserting else { return (live, live) }
    return (reference.snapshot(in: mode.tracker) ?? live, live)
  }
}

extension Shared: _PropertyWrapperDumping {}
