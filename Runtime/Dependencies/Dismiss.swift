/// Closes the presented feature it is called from: `await dismiss()` inside an effect.
///
/// A feature shown through ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(_,CaseKeyPath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)``
/// or in a ``StackState`` gets a `dismiss` that sends the parent's dismissal action. Called
/// anywhere else, it reports a problem and does nothing; ``DependencyValues/isPresented`` tells
/// which case you are in.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
///
/// case .guardarPulsado:
///   return .run { _ in await dismiss() }
/// ```
///
/// A test can replace it to see that the feature dismisses itself:
///
/// ```swift
/// let store = TestStore(initialState: Detalle.State()) {
///   Detalle()
/// } withDependencies: {
///   $0.dismiss = DismissEffect { cerrado.setValue(true) }
/// }
/// ```
///
/// > Important: call it from an effect (`.run`), never from the reducer itself.
public struct DismissEffect: Sendable {
  let dismiss: (@Sendable () async -> Void)?

  /// A dismiss that runs `dismiss` when called.
  public init(_ dismiss: @escaping @Sendable () async -> Void) { self.dismiss = dismiss }

  init(absent: Void) { dismiss = nil }

  /// Dismisses the feature this effect belongs to.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let dismiss else {
      reportIssue(
        """
        'dismiss' was called from a feature that is not presented.
        Only a feature shown with 'ifLet(_:action:destination:)' or in a stack ('forEach' over \
        StackState) can dismiss itself; check '@Dependency(\\.isPresented)' first when a feature \
        can also run on its own.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    await dismiss()
  }

  /// Runs the dismissal, if there is one, without reporting when there is none (for a test
  /// store that wraps the dismiss it was given).
  @_spi(Driver)
  public func runIfSet() async { await dismiss?() }

  /// Runs a presented child's reducer (`body`) with `isPresented` true. Its effects get the
  /// `dismiss` that really dismisses it when they run (see `Effect.presented(as:dismissedBy:)`).
  static func whilePresented<T>(_ body: () -> T) -> T {
    withDependencies {
      $0.dismiss = .readOutsideItsEffect
    } operation: {
      body()
    }
  }

  /// The `dismiss` a presented child's reducer sees: effects replace it with one that works.
  private static let readOutsideItsEffect = DismissEffect {
    reportIssue(
      """
      'dismiss' was called outside the effect it was read in.
      Read '@Dependency(\\.dismiss)' inside the '.run' that calls it, so it dismisses the \
      feature that effect belongs to.
      """)
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect(absent: ())
  static let testValue = DismissEffect(absent: ())
}

extension DependencyValues {
  /// Dismisses the presented feature an effect belongs to.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the feature is presented by a parent — through `ifLet` on a ``PresentationState``
  /// or in a ``StackState`` — so that ``dismiss`` can close it.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  ///
  /// case .cerrarPulsado:
  ///   return isPresented ? .run { _ in await dismiss() } : .send(.delegate(.cerrar))
  /// ```
  ///
  /// In a test store the feature under test counts as presented: its `dismiss` marks the store
  /// as dismissed (`store.isDismissed`).
  public var isPresented: Bool { dismiss.dismiss != nil }
}
