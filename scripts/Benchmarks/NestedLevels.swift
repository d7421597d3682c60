import ComposableArchitecture

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
    Scope(\.child, action: \.child) { Level2() }
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
    Scope(\.child, action: \.child) { Level3() }
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
    Scope(\.child, action: \.child) { Level4() }
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
    Scope(\.child, action: \.child) { Level5() }
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
    Scope(\.child, action: \.child) { Level6() }
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
    Scope(\.child, action: \.child) { Level7() }
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
    Scope(\.child, action: \.child) { Level8() }
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
    Scope(\.child, action: \.child) { Level9() }
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
    Scope(\.child, action: \.child) { Level10() }
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
    Scope(\.child, action: \.child) { Counter() }
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
    Scope(\.child, action: \.child) { AnyPathLevel2() }
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
    Scope(\.child, action: \.child) { AnyPathLevel3() }
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
    Scope(\.child, action: \.child) { AnyPathLevel4() }
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
    Scope(\.child, action: \.child) { AnyPathLevel5() }
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
    Scope(\.child, action: \.child) { AnyPathLevel6() }
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
    Scope(\.child, action: \.child) { AnyPathLevel7() }
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
    Scope(\.child, action: \.child) { AnyPathLevel8() }
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
    Scope(\.child, action: \.child) { AnyPathLevel9() }
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
    Scope(\.child, action: \.child) { AnyPathLevel10() }
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
    Scope(\.child, action: \.child) { Counter() }
  }
}

/// One level of a chain of closures: embeds a child's action with `path` and calls `next`
/// with it, as a child store hands its action to its parent.
func hop<Path: StaticCasePath>(_ path: Path, to next: @escaping (Path.Root) -> Void) -> (Path.Value) -> Void {
  { next(path.embed($0)) }
}

/// A closure that sends to `store`. Made in a generic function, so it takes its action as
/// every closure of the chain does (by reference), and needs no conversion to join it.
@MainActor
func sending<State, Action>(to store: Store<State, Action>) -> (Action) -> Void {
  { store.send($0) }
}

/// A closure kept in a generic type, as a store keeps its send: it takes its action by
/// reference, like the closures it calls, so no conversion stands between them.
struct ClosureChain<Action> {
  let send: (Action) -> Void
}

/// Ten closures from the leaf's action to a send on `root`, one per level: a send on a store
/// scoped ten levels deep, without the stores.
@MainActor
func closureChain(to root: Store<Level1.State, Level1.Action>) -> ClosureChain<Counter.Action> {
  let level2 = hop(Level1.Action.AllCasePaths.ChildCase(), to: sending(to: root))
  let level3 = hop(Level2.Action.AllCasePaths.ChildCase(), to: level2)
  let level4 = hop(Level3.Action.AllCasePaths.ChildCase(), to: level3)
  let level5 = hop(Level4.Action.AllCasePaths.ChildCase(), to: level4)
  let level6 = hop(Level5.Action.AllCasePaths.ChildCase(), to: level5)
  let level7 = hop(Level6.Action.AllCasePaths.ChildCase(), to: level6)
  let level8 = hop(Level7.Action.AllCasePaths.ChildCase(), to: level7)
  let level9 = hop(Level8.Action.AllCasePaths.ChildCase(), to: level8)
  let level10 = hop(Level9.Action.AllCasePaths.ChildCase(), to: level9)
  return ClosureChain(send: hop(Level10.Action.AllCasePaths.ChildCase(), to: level10))
}
