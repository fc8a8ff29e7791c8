import Runtime

/// Level 1 of a chain of concrete features, each scoping to the one below.
struct Level1: Reducer {
  struct State { var inner = Counter.State() }
  enum Action: Sendable, CasePathable {
    case inner(Counter.Action)

    struct AllCasePaths {
      var inner: AnyCasePath<Action, Counter.Action> {
        AnyCasePath(embed: { .inner($0) }, extract: { if case .inner(let value) = $0 { value } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
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

    struct AllCasePaths {
      var inner: AnyCasePath<Action, Level1.Action> {
        AnyCasePath(embed: { .inner($0) }, extract: { if case .inner(let value) = $0 { value } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
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

    struct AllCasePaths {
      var inner: AnyCasePath<Action, Level2.Action> {
        AnyCasePath(embed: { .inner($0) }, extract: { if case .inner(let value) = $0 { value } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
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

    struct AllCasePaths {
      var inner: AnyCasePath<Action, Level3.Action> {
        AnyCasePath(embed: { .inner($0) }, extract: { if case .inner(let value) = $0 { value } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
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

    struct AllCasePaths {
      var inner: AnyCasePath<Action, Level4.Action> {
        AnyCasePath(embed: { .inner($0) }, extract: { if case .inner(let value) = $0 { value } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level4() }
  }
}
