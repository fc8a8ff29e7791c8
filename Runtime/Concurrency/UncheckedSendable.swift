/// Marks a value as safe to send between tasks when the compiler cannot tell, for values from
/// APIs that predate `Sendable` (a platform request object passed to a client).
///
/// ```swift
/// var startTask: @Sendable (_ request: UncheckedSendable<RecognitionRequest>) async -> Results
/// …
/// await speechClient.startTask(UncheckedSendable(RecognitionRequest()))
/// ```
///
/// Properties of the value read and write through it (`request.shouldReportPartialResults`),
/// and it works as a property wrapper.
///
/// > Important: this silences the compiler, it adds no safety. Use it only for a value that is
/// > in fact not used from two places at once, and say why next to the use.
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
  // Unchecked by definition: whoever wraps a value vouches that it is not shared unsafely.

  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  public init(_ value: Value) { self.value = value }

  /// Wraps `wrappedValue`, for use as a property wrapper.
  public init(wrappedValue: Value) { self.value = wrappedValue }

  /// The wrapped value, for use as a property wrapper.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The wrapper itself (`$request`), to pass on as sendable.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A property of the value.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// A property of the value, writable.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}
