import Runtime

/// A reducer whose sessions can be recorded, replayed and turned into tests: its state compares
/// and crosses actors, and its actions can be written down.
///
/// ```swift
/// extension Dados: RecordableReducer {}
/// ```
///
/// Every action has to be `Codable` — the person's and the ones effects send back — because a
/// recording is the list of actions the reducer received. Enums get `Codable` from the
/// compiler when their payloads are `Codable`.
public protocol RecordableReducer: Reducer, Sendable
where State: Equatable & Sendable, Action: Codable & Equatable & Sendable {}
