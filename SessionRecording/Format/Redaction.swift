import TestSource

/// How secrets stay out of recordings, logs and generated tests.
public enum Redaction {
  /// What a secret (a typed password) becomes when written down: always the same, so it
  /// reveals not even the length. A feature masks its own actions with it
  /// (``RecordableFeature/mask``), and a generated test writes a value the feature's dump
  /// redacts as this. An empty secret stays empty, so a form validates the same way on replay.
  public static let mask = SwiftSource.secretMask
}
