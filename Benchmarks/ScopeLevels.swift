import Runtime

/// Level 1 of a chain of concrete features, each scoping to the one below.
struct Level1: Reducer {
  struct State { var inner = Counter.State() }
  enum Action: Sendable, CasePathable {
    case inner(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Counter() }
  }
}

/// Level 2 of a chain of concrete features, each scoping to the one below.
struct Level2: Reducer {
  struct State { var inner = Level1.State() }
  enum Action: Sendable, CasePathable {
    case inner(Level1.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level1() }
  }
}

/// Level 3 of a chain of concrete features, each scoping to the one below.
struct Level3: Reducer {
  struct State { var inner = Level2.State() }
  enum Action: Sendable, CasePathable {
    case inner(Level2.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level2() }
  }
}

/// Level 4 of a chain of concrete features, each scoping to the one below.
struct Level4: Reducer {
  struct State { var inner = Level3.State() }
  enum Action: Sendable, CasePathable {
    case inner(Level3.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level3() }
  }
}

/// Level 5 of a chain of concrete features, each scoping to the one below.
struct Level5: Reducer {
  struct State { var inner = Level4.State() }
  enum Action: Sendable, CasePathable {
    case inner(Level4.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level4() }
  }
}
