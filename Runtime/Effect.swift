/// Work a reducer asks for, returned as a value: nothing, an action, or an async operation.
///
/// A reducer never performs side effects itself. It mutates state and returns an `Effect`
/// describing what should happen next; the store runs it and feeds the actions it sends back
/// through the reducer. That is what makes a reducer testable: given state and action, its
/// output — new state and an effect value — is fixed.
///
/// ```swift
/// case .guardarPulsado:
///   return .run { [cuenta = state.cuenta] send in
///     try await clienteAPI.guardar(cuenta)
///     await send(.guardado)
///   }
/// ```
///
/// Effects compose: ``merge(_:)-(Effect<Action>...)`` runs them side by side,
/// ``concatenate(_:)-(Effect<Action>...)`` one after another, ``map(_:)`` lifts a child's
/// effect into its parent, and ``cancellable(id:cancelInFlight:)``, ``cancel(id:)`` and
/// ``debounce(id:for:clock:)`` control lifetimes.
public struct Effect<Action> {
  enum Operation {
    case none
    case send(Action)
    case run(RunOperation<Action>)
    case merge([Effect])
    case concatenate([Effect])
    indirect case cancellable(id: EffectID, cancelInFlight: Bool, Effect)
    case cancel(EffectID)
    indirect case navigation(NavigationID, Effect)
    case cancelNavigation(NavigationID)
  }

  /// `nil` for ``none``, so the most common effect costs nothing to make, copy or drop.
  @usableFromInline let box: Box?

  @usableFromInline
  final class Box: @unchecked Sendable {
    // Safe: immutable after init. `Effect` is Sendable only when its actions are.
    let operation: Operation
    init(_ operation: Operation) { self.operation = operation }
  }

  var operation: Operation { box?.operation ?? .none }

  init(operation: Operation) {
    if case .none = operation { box = nil } else { box = Box(operation) }
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}

/// An async operation of an effect, with the dependencies in force when it was created.
struct RunOperation<Action>: Sendable {
  let priority: TaskPriority?
  let body: @Sendable (Send<Action>) async -> Void
  let dependencies: DependencyValues

  func map<Other>(
    _ transform: @escaping @Sendable (Action) -> Other
  ) -> RunOperation<
    Other
  > {
    let body = self.body
    return RunOperation<Other>(
      priority: priority,
      body: { send in await body(send.mapped(transform)) },
      dependencies: dependencies)
  }

  /// The same operation, with `update` applied to its dependencies given the `Send` it runs with.
  func withDependencies(
    _ update: @escaping @Sendable (inout DependencyValues, Send<Action>) -> Void
  ) -> RunOperation<Action> {
    let body = self.body
    return RunOperation(
      priority: priority,
      body: { send in
        var values = DependencyValues.current
        update(&values, send)
        await DependencyValues.withCurrent(values) { await body(send) }
      },
      dependencies: dependencies)
  }
}

extension Effect {
  /// No work. Return it when an action only changes state.
  @inlinable
  public static var none: Self { Self(box: nil) }

  @usableFromInline init(box: Box?) { self.box = box }

  /// Sends `action` back into the store at once, in the same processing cycle, before anything
  /// that comes after it.
  ///
  /// > Important: prefer calling shared logic directly over sending actions to yourself; use
  /// > this for actions a parent is meant to observe, such as delegate actions.
  public static func send(_ action: Action) -> Self { Self(operation: .send(action)) }

  /// An async operation that can send actions back through `send`.
  ///
  /// ```swift
  /// return .run { send in
  ///   let items = try await cliente.buscar(termino)
  ///   await send(.resultados(items))
  /// } catch: { error, send in
  ///   await send(.fallo)
  /// }
  /// ```
  ///
  /// The operation runs with the dependencies that were in force when the reducer returned this
  /// effect. An error it throws goes to `handler`; without one, the error is reported (a test
  /// failure in tests) pointing at this call. Cancellation errors are never reported.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the operation.
  ///   - operation: The work; call `await send(action)` to feed actions back.
  ///   - handler: Turns a thrown error into actions.
  ///   - fileID: The file where an unhandled error is reported: this call; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line where an unhandled error is reported: this call; leave the default.
  ///   - column: The column where an unhandled error is reported: this call; leave the default.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return Self(
      operation: .run(
        RunOperation(
          priority: priority,
          body: { send in
            do {
              try await operation(send)
            } catch {
              if error is CancellationError || Task.isCancelled { return }
              if let handler {
                await handler(error, send)
              } else if !(error is UnimplementedError) {
                // (An unimplemented endpoint has reported itself already.)
                reportIssue(
                  """
                  An effect threw an error that nothing handled: \(error)
                  The effect was returned by '.run' at \(location). Handle the error inside the \
                  operation, or pass 'catch:' to '.run' to turn it into an action.
                  """,
                  at: location)
              }
            }
          },
          dependencies: DependencyValues.current)))
  }

  /// Runs the effects at the same time. Actions arrive in whatever order the work finishes.
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs the effects at the same time. Actions arrive in whatever order the work finishes.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let parts = effects.filter { !$0.isNone }
    switch parts.count {
    case 0: return .none
    case 1: return parts[0]
    default: return Self(operation: .merge(parts))
    }
  }

  /// Runs this effect and `other` at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    if isNone { return other }
    if other.isNone { return self }
    return .merge([self, other])
  }

  /// Runs the effects one after another: each starts when the one before it has finished.
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs the effects one after another: each starts when the one before it has finished.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    let parts = effects.filter { !$0.isNone }
    switch parts.count {
    case 0: return .none
    case 1: return parts[0]
    default: return Self(operation: .concatenate(parts))
    }
  }

  /// Runs `other` after this effect has finished.
  public func concatenate(with other: Self) -> Self { .concatenate([self, other]) }

  /// Turns the actions this effect sends into another type, as a parent does with a child's
  /// effects.
  public func map<Other>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
    if isNone { return .none }
    switch operation {
    case .none: return .none
    case .send(let action): return .send(transform(action))
    case .run(let run): return Effect<Other>(operation: .run(run.map(transform)))
    case .merge(let effects):
      return Effect<Other>(operation: .merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<Other>(operation: .concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<Other>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let id): return Effect<Other>(operation: .cancel(id))
    case .navigation(let id, let effect):
      return Effect<Other>(operation: .navigation(id, effect.map(transform)))
    case .cancelNavigation(let id): return Effect<Other>(operation: .cancelNavigation(id))
    }
  }

  /// Whether this is ``none``.
  ///
  /// `package`, not the driver seam: its one user is this package's tests of what a reducer
  /// returns (docs/architecture.md's "the effect is `.none`", and the `Effect.Merge` benchmark,
  /// which checks that merging nothing gives nothing). The seam cannot carry it: `merge` is
  /// `@inlinable` and reads it, and inlinable code cannot use SPI.
  @inlinable
  package var isNone: Bool { box == nil }

  /// The same effect with every async operation's dependencies updated by `update`.
  func updatingRunDependencies(
    _ update: @escaping @Sendable (inout DependencyValues, Send<Action>) -> Void
  ) -> Self {
    mappingRuns { $0.withDependencies(update) }
  }

  /// The same effect with every async operation replaced by `transform(operation)` — and, when
  /// `sends` is given, every `.send` first made the operation it returns — wherever they sit in
  /// merges, concatenations, cancellable and navigation scopes.
  func mappingRuns(
    _ transform: (RunOperation<Action>) -> RunOperation<Action>,
    sends: ((Action) -> RunOperation<Action>)? = nil
  ) -> Self {
    switch operation {
    case .none, .cancel, .cancelNavigation: return self
    case .send(let action):
      guard let sends else { return self }
      return Self(operation: .run(transform(sends(action))))
    case .run(let run): return Self(operation: .run(transform(run)))
    case .merge(let effects):
      return Self(operation: .merge(effects.map { $0.mappingRuns(transform, sends: sends) }))
    case .concatenate(let effects):
      return Self(
        operation: .concatenate(effects.map { $0.mappingRuns(transform, sends: sends) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Self(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect.mappingRuns(transform, sends: sends)))
    case .navigation(let id, let effect):
      return Self(operation: .navigation(id, effect.mappingRuns(transform, sends: sends)))
    }
  }
}
