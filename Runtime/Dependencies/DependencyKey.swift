/// A key for a value in ``DependencyValues``, with a value for each context the app runs in.
///
/// Declare a key, then expose it as a property of `DependencyValues`:
///
/// ```swift
/// enum ClienteBusquedaKey: DependencyKey {
///   static let liveValue = ClienteBusqueda.live
///   static let testValue = ClienteBusqueda.unimplemented
/// }
/// extension DependencyValues {
///   var clienteBusqueda: ClienteBusqueda {
///     get { self[ClienteBusquedaKey.self] }
///     set { self[ClienteBusquedaKey.self] = newValue }
///   }
/// }
/// ```
///
/// > Important: give every key a `testValue`. Without one, using the dependency in a test fails
/// > the test and names it, because a test that quietly talks to the real world is a test that
/// > lies.
public protocol DependencyKey {
  /// The type of the dependency, usually a struct of `@Sendable` closures.
  associatedtype Value: Sendable

  /// The value the running app uses.
  static var liveValue: Value { get }

  /// The value tests use when they don't override it. Make it fail loudly when used (see
  /// ``unimplemented(_:fileID:filePath:line:column:)``), unless it is harmless by nature, like a
  /// sink that records nothing.
  static var testValue: Value { get }

  /// The value previews use. Defaults to ``liveValue``.
  static var previewValue: Value { get }
}

extension DependencyKey {
  /// Previews use the live value unless the key says otherwise.
  public static var previewValue: Value { liveValue }

  /// A key without a test value fails the running test when used, naming the dependency, and
  /// then falls back to the live value.
  public static var testValue: Value {
    let name = DependencyValues.resolvingName ?? "\(Self.self)"
    reportIssue(
      """
      Unimplemented dependency: '\(name)' has no test value and was used in a test.
      Override it where the test starts (withDependencies: { $0.\(name) = … }), or give \
      \(Self.self) a 'testValue'. The live value is used in the meantime.
      """,
      at: IssueReporting.currentStep)
    return liveValue
  }
}
