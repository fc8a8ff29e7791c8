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
/// test or preview value, depending on ``context``.
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
  /// The name of the dependency being resolved, for the message of a missing test value.
  @TaskLocal package static var resolvingName: String?

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
  /// ``context``.
  ///
  /// - Parameter name: the dependency's name for messages; defaults to the name of the
  ///   `DependencyValues` property that calls this subscript.
  public subscript<Key: DependencyKey>(key: Key.Type, name: String = #function) -> Key.Value {
    get {
      if let value = storage.values[ObjectIdentifier(key)] {
        return value as! Key.Value
      }
      switch storage.context {
      case .live: return Key.liveValue
      case .preview: return Key.previewValue
      case .test: return DependencyValues.$resolvingName.withValue(name) { Key.testValue }
      }
    }
    set {
      mutate { $0.values[ObjectIdentifier(key)] = newValue }
    }
  }

  /// Whether these are the very same dependencies as `other`, cheaply: true only when neither
  /// was changed since one was copied from the other.
  package func isIdentical(to other: DependencyValues) -> Bool { storage === other.storage }

  private mutating func mutate(_ body: (Storage) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    body(storage)
  }

  private final class Storage: @unchecked Sendable {
    // Safe: a Storage is only mutated while uniquely referenced (copy-on-write through
    // `mutate`), so a shared instance is never written.
    var values: [ObjectIdentifier: any Sendable]
    var context: DependencyContext

    init(values: [ObjectIdentifier: any Sendable], context: DependencyContext) {
      self.values = values
      self.context = context
    }

    func copy() -> Storage { Storage(values: values, context: context) }

    static let empty = Storage(values: [:], context: .current)
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
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.withCurrent(values, operation: operation)
}

/// Runs the async `operation` with the dependencies changed by `update`, then restores them.
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try await DependencyValues.withCurrent(values, operation: operation)
}
