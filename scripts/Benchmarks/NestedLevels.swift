import ComposableCore

// Ten concrete feature levels, each scoping to the next, as an app nests its features.
// Written out (not generic) because that is how features are written. Each level's case is
// written as a type (`StaticCasePath`), as a feature does for the cases its actions pass
// through on their way down; `AnyPathLevel1` to `AnyPathLevel10` nest the same way through
// `AnyCasePath`s, the one-line case paths.

/// Nesting level 1 of 10.
struct Level1: Reducer {
  struct State { var child = Level2.State() }
  enum Action: CasePathable, Sendable {
    case child(Level2.Action)
    struct AllCasePaths: Sendable {
      var child: ChildCase { ChildCase() }
      struct ChildCase: StaticCasePath {
        func embed(_ action: Level2.Action) -> Action { .child(action) }
        func extract(from action: Action) -> Level2.Action? { if case let .child(child) = action { child } else { nil } }
      }
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
      var child: ChildCase { ChildCase() }
      struct ChildCase: StaticCasePath {
        func embed(_ action: Level3.Action) -> Action { .child(action) }
        func extract(from action: Action) -> Level3.Action? { if case let .child(child) = action { child } else { nil } }
      }
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
      var child: ChildCase { ChildCase() }
      struct ChildCase: StaticCasePath {
        func embed(_ action: Level4.Action) -> Action { .child(action) }
        func extract(from action: Action) -> Level4.Action? { if case let .child(child) = action { child } else { nil } }
      }
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
      var child: ChildCase { ChildCase() }
      struct ChildCase: StaticCasePath {
        func embed(_ action: Level5.Action) -> Action { .child(action) }
        func extract(from action: Action) -> Level5.Action? { if case let .child(child) = action { child } else { nil } }
      }
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
      var child: ChildCase { ChildCase() }
      struct ChildCase: StaticCasePath {
        func embed(_ action: Level6.Action) -> Action { .child(action) }
        func extract(from action: Action) -> Level6.Action? { if case let .child(child) = action { child } else { nil } }
      }
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
      var child: ChildCase { ChildCase() }
      struct ChildCase: StaticCasePath {
        func embed(_ action: Level7.Action) -> Action { .child(action) }
        func extract(from action: Action) -> Level7.Action? { if case let .child(child) = action { child } else { nil } }
      }
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
      var child: ChildCase { ChildCase() }
      struct ChildCase: StaticCasePath {
        func embed(_ action: Level8.Action) -> Action { .child(action) }
        func extract(from action: Action) -> Level8.Action? { if case let .child(child) = action { child } else { nil } }
      }
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
      var child: ChildCase { ChildCase() }
      struct ChildCase: StaticCasePath {
        func embed(_ action: Level9.Action) -> Action { .child(action) }
        func extract(from action: Action) -> Level9.Action? { if case let .child(child) = action { child } else { nil } }
      }
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
      var child: ChildCase { ChildCase() }
      struct ChildCase: StaticCasePath {
        func embed(_ action: Level10.Action) -> Action { .child(action) }
        func extract(from action: Action) -> Level10.Action? { if case let .child(child) = action { child } else { nil } }
      }
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
      var child: ChildCase { ChildCase() }
      struct ChildCase: StaticCasePath {
        func embed(_ action: Counter.Action) -> Action { .child(action) }
        func extract(from action: Action) -> Counter.Action? { if case let .child(child) = action { child } else { nil } }
      }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
  }
}


/// Nesting level 1 of 10, through an `AnyCasePath`.
struct AnyPathLevel1: Reducer {
  struct State { var child = AnyPathLevel2.State() }
  enum Action: CasePathable, Sendable {
    case child(AnyPathLevel2.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { AnyPathLevel2() }
  }
}

/// Nesting level 2 of 10, through an `AnyCasePath`.
struct AnyPathLevel2: Reducer {
  struct State { var child = AnyPathLevel3.State() }
  enum Action: CasePathable, Sendable {
    case child(AnyPathLevel3.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { AnyPathLevel3() }
  }
}

/// Nesting level 3 of 10, through an `AnyCasePath`.
struct AnyPathLevel3: Reducer {
  struct State { var child = AnyPathLevel4.State() }
  enum Action: CasePathable, Sendable {
    case child(AnyPathLevel4.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { AnyPathLevel4() }
  }
}

/// Nesting level 4 of 10, through an `AnyCasePath`.
struct AnyPathLevel4: Reducer {
  struct State { var child = AnyPathLevel5.State() }
  enum Action: CasePathable, Sendable {
    case child(AnyPathLevel5.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { AnyPathLevel5() }
  }
}

/// Nesting level 5 of 10, through an `AnyCasePath`.
struct AnyPathLevel5: Reducer {
  struct State { var child = AnyPathLevel6.State() }
  enum Action: CasePathable, Sendable {
    case child(AnyPathLevel6.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { AnyPathLevel6() }
  }
}

/// Nesting level 6 of 10, through an `AnyCasePath`.
struct AnyPathLevel6: Reducer {
  struct State { var child = AnyPathLevel7.State() }
  enum Action: CasePathable, Sendable {
    case child(AnyPathLevel7.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { AnyPathLevel7() }
  }
}

/// Nesting level 7 of 10, through an `AnyCasePath`.
struct AnyPathLevel7: Reducer {
  struct State { var child = AnyPathLevel8.State() }
  enum Action: CasePathable, Sendable {
    case child(AnyPathLevel8.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { AnyPathLevel8() }
  }
}

/// Nesting level 8 of 10, through an `AnyCasePath`.
struct AnyPathLevel8: Reducer {
  struct State { var child = AnyPathLevel9.State() }
  enum Action: CasePathable, Sendable {
    case child(AnyPathLevel9.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { AnyPathLevel9() }
  }
}

/// Nesting level 9 of 10, through an `AnyCasePath`.
struct AnyPathLevel9: Reducer {
  struct State { var child = AnyPathLevel10.State() }
  enum Action: CasePathable, Sendable {
    case child(AnyPathLevel10.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { AnyPathLevel10() }
  }
}

/// Nesting level 10 of 10, through an `AnyCasePath`.
struct AnyPathLevel10: Reducer {
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
