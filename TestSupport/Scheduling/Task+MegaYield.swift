extension Task where Success == Never, Failure == Never {
  /// Gives other work many chances to run: `count` rounds, each waiting for a background task
  /// that itself yields once.
  ///
  /// TCA's tests (through swift-concurrency-extras) call it to let an effect they started get
  /// going before they look at its result; it is here so that such a test compiles and behaves
  /// the same. How far other work gets in those rounds is not promised, except that a job
  /// already waiting on the actor the caller runs on (the main actor, say) runs before the
  /// caller resumes.
  ///
  /// A test of this library should not count on yields: `await store.finish()` (or a
  /// ``TestStoreTask``'s `finish()`) waits until the effects in flight are done, and a
  /// ``TestClock`` decides when time passes, so what a test asserts does not depend on how many
  /// rounds were enough on one machine.
  ///
  /// - Parameter count: How many rounds to take; 20 when omitted, as in TCA.
  public static func megaYield(count: Int = 20) async {
    var round = 0
    while round < count {
      let helper = Task<Void, Never>.detached(priority: .background) { await Task.yield() }
      await helper.value
      round += 1
    }
  }
}
