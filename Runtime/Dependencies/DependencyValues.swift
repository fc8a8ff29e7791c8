import Foundation

/// Where the app is running, which decides the default value of each dependency.
public enum DependencyContext: Sendable, Equatable {
  /// The real app: every dependency uses its `liveValue`.
  case live
  /// A test: every dependency uses its `testValue`.
  case test
  /// A preview: every dependency uses its `previewValue`.
  case preview

  /// The context of this process: `test` under a test runner (detected with no configuration),
  /// otherwise `live`. The environment variable `RUNTIME_DEPENDENCY_CONTEXT` (`live`, `test` or
  /// `preview`) overrides the detection.
  public static let current: DependencyContext = {
    let environment = ProcessInfo.processInfo.environment
    switch environment["RUNTIME_DEPENDENCY_CONTEXT"] {
    case "live": return .live
    case "test": return .test
    case "preview": return .preview
    default: break
    }
    let arguments = CommandLine.arguments
    let executable = arguments.first ?? ""
    if executable.hasSuffix(".xctest") || executable.contains(".xctest/")
      || arguments.contains("--testing-library")
      || environment["XCTestConfigurationFilePath"] != nil
      || environment["XCTestSessionIdentifier"] != nil
    {
      return .test
    }
    return .live
  }()
}

/// The dependencies in force: a value per ``DependencyKey``, carried by the current task.
///
/// Read one with ``Dependency``, change them for a stretch of code with
/// ``withDependencies(_:operation:)-(_,()->R)``. A value nobody set comes from the key's live,
/// test or preview value, depending on ``context``, and is computed once: for the life of the
/// process in the app, once per test in tests (see ``DependencyKey``).
///
/// ```swift
/// withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   @Dependency(\.uuid) var uuid
///   uuid()  // 00000000-0000-0000-0000-000000000000
/// }
/// ```
public struct DependencyValues: Sendable {
  /// The name of the dependency whose test value is being computed, for the message of a
  /// missing test value.
  @TaskLocal static var resolvingName: String?

  /// Whether the code running is overriding dependencies (the update closure of
  /// `withDependencies`, of a store's `withDependencies:`, of `prepareDependencies`). Reading a
  /// key there to change part of it is not a use: a missing test value is not reported.
  @TaskLocal static var isSetting = false

  /// Where the default `testValue` notes that it stood in for a missing one.
  @TaskLocal static var standInNote: StandInNote?

  private var storage: Storage

  /// Dependencies with nothing overridden, in the process's ``DependencyContext``.
  public init() { storage = .empty }

  /// Dependencies with nothing overridden, in the given context.
  public init(context: DependencyContext) {
    storage = .empty
    self.context = context
  }

  /// The context that decides default values. Setting it changes the defaults of every
  /// dependency that was not overridden.
  public var context: DependencyContext {
    get { storage.context }
    set { mutate { $0.context = newValue } }
  }

  /// The value for `key`: the one set on these dependencies, or else the key's value for
  /// ``context``, computed once and kept (see ``DependencyKey``).
  ///
  /// - Parameters:
  ///   - key: The key whose value to read or set, such as `ClienteBusquedaKey.self`.
  ///   - name: The dependency's name for messages; defaults to the name of the
  ///     `DependencyValues` property that calls this subscript.
  public subscript<Key: TestDependencyKey>(key: Key.Type, name: String = #function) -> Key.Value {
    get {
      if let value = storage.values[ObjectIdentifier(key)] {
        return value as! Key.Value
      }
      return DependencyCache.shared.value(
        for: Key.self, context: storage.context, scope: storage.scope, name: name)
    }
    set {
      if let preparation = DependencyValues.preparation {
        DependencyCache.shared.prepare(
          newValue, for: Key.self, context: storage.context, scope: storage.scope,
          preparation: preparation, name: name)
        return
      }
      mutate { $0.values[ObjectIdentifier(key)] = newValue }
    }
  }

  /// The dependencies a store runs with: these, changed by the store's `withDependencies:`
  /// closure (where reading a value to change part of it is not a use), and tied to the test
  /// running now, if any — so every value the store's reducers and effects compute is the one
  /// the rest of that test sees, even from tasks that no longer know which test they belong to.
  @_spi(Driver)
  public func preparedForStore(
    _ update: (inout DependencyValues) -> Void
  ) -> DependencyValues {
    var values = self
    DependencyValues.$isSetting.withValue(true) { update(&values) }
    guard values.storage.pinnedScope == nil, values.storage.context == .test,
      let scope = DependencyScope.currentTest
    else { return values }
    values.mutate { $0.pinnedScope = scope }
    return values
  }

  private mutating func mutate(_ body: (Storage) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    body(storage)
  }

  private final class Storage: @unchecked Sendable {
    // Safe: a Storage is only mutated while uniquely referenced (copy-on-write through
    // `mutate`), so a shared instance is never written.
    var values: [ObjectIdentifier: any Sendable]
    var context: DependencyContext
    /// The test these dependencies belong to, fixed when a store was created in it.
    var pinnedScope: DependencyScope?

    init(
      values: [ObjectIdentifier: any Sendable], context: DependencyContext,
      pinnedScope: DependencyScope?
    ) {
      self.values = values
      self.context = context
      self.pinnedScope = pinnedScope
    }

    /// Which test's cached values to use: the pinned one, else the test running now.
    var scope: DependencyScope? {
      if let pinnedScope { return pinnedScope }
      return context == .test ? DependencyScope.currentTest : nil
    }

    func copy() -> Storage {
      Storage(values: values, context: context, pinnedScope: pinnedScope)
    }

    static let empty = Storage(values: [:], context: .current, pinnedScope: nil)
  }
}

/// Runs `operation` with the dependencies changed by `update`, then restores them.
///
/// Code inside `operation`, and any task or effect it creates, sees the changed values.
///
/// ```swift
/// let id = withDependencies {
///   $0.uuid = .constant(UUID(7))
/// } operation: {
///   Fila.nueva().id
/// }
/// ```
///
/// Changing part of a client (`$0.cliente.buscar = { … }`) reads the client first; that read
/// is not a use, so a key with no test value reports nothing here.
@discardableResult
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try DependencyValues.$isSetting.withValue(true) { try update(&values) }
  return try DependencyValues.withCurrent(values, operation: operation)
}

/// Runs the async `operation` with the dependencies changed by `update`, then restores them.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try DependencyValues.$isSetting.withValue(true) { try update(&values) }
  return try await DependencyValues.withCurrent(values, operation: operation)
}
