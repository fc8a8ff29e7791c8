/// Closes the presented feature it is called from: `await dismiss()` inside an effect.
///
/// A feature shown through ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``
/// or in a ``StackState`` gets a `dismiss` that sends the parent's dismissal action. Called
/// anywhere else, it reports a problem and does nothing.
///
/// ```swift
/// case .guardarPulsado:
///   return .run { _ in await dismiss() }
/// ```
public struct DismissEffect: Sendable {
  private let dismiss: (@Sendable () async -> Void)?

  package init(_ dismiss: (@Sendable () async -> Void)?) { self.dismiss = dismiss }

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
        StackState) can dismiss itself.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    await dismiss()
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect(nil)
  static let testValue = DismissEffect(nil)
}

extension DependencyValues {
  /// Dismisses the presented feature an effect belongs to.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}
