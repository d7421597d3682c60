import ComposableCore

// Ten concrete feature levels, each scoping to the next, as an app nests its features.
// Written out (not generic) because that is how features are written.

/// Nesting level 1 of 10.
struct Level1: Reducer {
  struct State { var child = Level2.State() }
  enum Action: CasePathable, Sendable {
    case child(Level2.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level2() }
  }
}

/// Nesting level 2 of 10.
struct Level2: Reducer {
  struct State { var child = Level3.State() }
  enum Action: CasePathable, Sendable {
    case child(Level3.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level3() }
  }
}

/// Nesting level 3 of 10.
struct Level3: Reducer {
  struct State { var child = Level4.State() }
  enum Action: CasePathable, Sendable {
    case child(Level4.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level4() }
  }
}

/// Nesting level 4 of 10.
struct Level4: Reducer {
  struct State { var child = Level5.State() }
  enum Action: CasePathable, Sendable {
    case child(Level5.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level5() }
  }
}

/// Nesting level 5 of 10.
struct Level5: Reducer {
  struct State { var child = Level6.State() }
  enum Action: CasePathable, Sendable {
    case child(Level6.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level6() }
  }
}

/// Nesting level 6 of 10.
struct Level6: Reducer {
  struct State { var child = Level7.State() }
  enum Action: CasePathable, Sendable {
    case child(Level7.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level7() }
  }
}

/// Nesting level 7 of 10.
struct Level7: Reducer {
  struct State { var child = Level8.State() }
  enum Action: CasePathable, Sendable {
    case child(Level8.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level8() }
  }
}

/// Nesting level 8 of 10.
struct Level8: Reducer {
  struct State { var child = Level9.State() }
  enum Action: CasePathable, Sendable {
    case child(Level9.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level9() }
  }
}

/// Nesting level 9 of 10.
struct Level9: Reducer {
  struct State { var child = Level10.State() }
  enum Action: CasePathable, Sendable {
    case child(Level10.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level10() }
  }
}

/// Nesting level 10 of 10.
struct Level10: Reducer {
  struct State { var child = Counter.State() }
  enum Action: CasePathable, Sendable {
    case child(Counter.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
  }
}
