import Dispatch

/// Tells whether code runs on the main dispatch queue — the main actor's executor — without
/// trapping when it does not.
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue.
  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
