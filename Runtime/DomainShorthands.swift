/// A store for a reducer's domain: `StoreOf<Contador>` is `Store<Contador.State,
/// Contador.Action>`.
///
/// ```swift
/// let store: StoreOf<Contador> = Store(initialState: Contador.State()) { Contador() }
/// ```
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// An effect of a reducer's domain: `EffectOf<Contador>` is `Effect<Contador.Action>`.
///
/// ```swift
/// func cargar() -> EffectOf<Self> { .run { send in await send(.cargado) } }
/// ```
public typealias EffectOf<R: Reducer> = Effect<R.Action>
