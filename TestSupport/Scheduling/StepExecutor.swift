@_spi(Driver) import Runtime

/// The executor of the test step in progress: a test store runs each step with its own
/// executor here, so its effect tasks and the test clock's sleepers know whose work to settle.
enum StepExecutor {
  /// The executor of the test store whose step is running, if any.
  @TaskLocal static var current: SettlingExecutor?
}
