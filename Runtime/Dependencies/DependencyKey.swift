/// A key for a value in ``DependencyValues`` that only says what tests and previews use.
///
/// Declare the interface and its test value in one module, and the live value (a
/// ``DependencyKey`` conformance) in another, so features that use the client never compile the
/// live implementation:
///
/// ```swift
/// extension ClienteBusqueda: TestDependencyKey {
///   static let testValue = ClienteBusqueda(buscar: unimplemented("clienteBusqueda.buscar"))
/// }
/// // In the live module:
/// extension ClienteBusqueda: DependencyKey {
///   static let liveValue = ClienteBusqueda(buscar: { … })
/// }
/// ```
///
/// Read it with `@Dependency(ClienteBusqueda.self)`, or expose it as a property of
/// `DependencyValues`.
///
/// > Important: in the running app a key that is only a `TestDependencyKey` has no live value:
/// > using it reports the problem and falls back to the test value. Link the module with the
/// > `DependencyKey` conformance into the app.
public protocol TestDependencyKey<Value> {
  /// The type of the dependency, usually a struct of `@Sendable` closures. A type that is its
  /// own key leaves it out (`Value` is then `Self`).
  associatedtype Value: Sendable = Self

  /// The value tests use when they don't override it. Make it fail loudly when used (see
  /// ``unimplemented(_:fileID:filePath:line:column:)``), unless it is harmless by nature, like a
  /// sink that records nothing.
  static var testValue: Value { get }

  /// The value previews use. Defaults to ``testValue``.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// Previews use the test value unless the key says otherwise.
  public static var previewValue: Value { testValue }
}

/// A key for a value in ``DependencyValues``, with a value for each context the app runs in.
///
/// Declare a key — or make the client its own key — then expose it as a property of
/// `DependencyValues`:
///
/// ```swift
/// extension ClienteBusqueda: DependencyKey {
///   static let liveValue = ClienteBusqueda.live
///   static let testValue = ClienteBusqueda.unimplemented
/// }
/// extension DependencyValues {
///   var clienteBusqueda: ClienteBusqueda {
///     get { self[ClienteBusqueda.self] }
///     set { self[ClienteBusqueda.self] = newValue }
///   }
/// }
/// ```
///
/// Each value is computed once and then kept: in the app, for the life of the process; in a
/// test, for that test. So a stateful test double (an in-memory database) keeps its state
/// across every use in one test, and never leaks into another.
///
/// > Important: give every key a `testValue`. Without one, using the dependency in a test fails
/// > the test and names it, because a test that quietly talks to the real world is a test that
/// > lies.
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The type of the dependency, usually a struct of `@Sendable` closures.
  associatedtype Value: Sendable = Self

  /// The value the running app uses.
  static var liveValue: Value { get }

  /// The value tests use when they don't override it.
  static var testValue: Value { get }

  /// The value previews use. Defaults to ``liveValue``.
  static var previewValue: Value { get }
}

extension DependencyKey {
  /// Previews use the live value unless the key says otherwise.
  public static var previewValue: Value { liveValue }

  /// A key without a test value fails the running test when used, naming the dependency, and
  /// then falls back to the preview value (the live one, unless the key says otherwise).
  ///
  /// Reading it to override part of it (`withDependencies { $0.cliente.buscar = … }`) is not a
  /// use, and reports nothing.
  public static var testValue: Value {
    if DependencyValues.isSetting {
      DependencyValues.standInNote?.wasUsed = true
    } else {
      let name = DependencyValues.resolvingName ?? "\(Self.self)"
      let override =
        name.hasSuffix(".self") ? "$0[\(name)] = …" : "$0.\(name) = …"
      reportIssue(
        """
        Unimplemented dependency: '\(name)' has no test value and was used in a test.
        Override it where the test starts (withDependencies: { \(override) }), or give \
        \(Self.self) a 'testValue'. The live value is used in the meantime.
        """,
        at: IssueReporting.currentStep)
    }
    return previewValue
  }
}
