import ComposableArchitecture

/// A navigation stack of three kinds of screen. Screens A and C push others themselves, with
/// the state of the screen they push; screen B only says which button was pressed and the root
/// decides what to push (decoupled navigation). The root also pops to the root or back to any
/// screen of the stack.
@Reducer
public struct NavigationDemo {
  /// The screens that can be pushed.
  @Reducer
  public enum Path {
    case screenA(ScreenA)
    case screenB(ScreenB)
    case screenC(ScreenC)
  }

  public struct State: Equatable, Sendable {
    public var path: StackState<Path.State>
    /// The highlighted row of the go-back list while it is open: a position in `path`.
    public var goBackSelection: Int?

    public init(path: StackState<Path.State> = StackState(), goBackSelection: Int? = nil) {
      self.path = path
      self.goBackSelection = goBackSelection
    }

    /// The counts of every screen A and C on the stack, added up.
    public var total: Int { path.reduce(0) { $0 + $1.count } }
  }

  public enum Action: Equatable, Sendable {
    case goBackListClosed
    case goBackListOpened
    case goBackSelectionMoved(by: Int)
    case goBackToScreen(id: StackElementID)
    case goToABCButtonTapped
    case path(StackActionOf<Path>)
    case popToRootButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .goBackListClosed:
        state.goBackSelection = nil
        return .none
      case .goBackListOpened:
        // The top screen is the current one: the list starts on the one below it.
        guard state.path.count > 1 else { return .none }
        state.goBackSelection = state.path.count - 2
        return .none
      case let .goBackSelectionMoved(offset):
        guard let selection = state.goBackSelection else { return .none }
        state.goBackSelection = min(max(0, selection + offset), state.path.count - 2)
        return .none
      case let .goBackToScreen(id):
        state.goBackSelection = nil
        state.path.pop(to: id)
        return .none
      case .goToABCButtonTapped:
        state.path.append(.screenA(ScreenA.State()))
        state.path.append(.screenB(ScreenB.State()))
        state.path.append(.screenC(ScreenC.State()))
        return .none
      case let .path(.element(id: _, action: .screenB(action))):
        // Screen B only reports its buttons; what they push is decided here.
        switch action {
        case .screenAButtonTapped: state.path.append(.screenA(ScreenA.State()))
        case .screenBButtonTapped: state.path.append(.screenB(ScreenB.State()))
        case .screenCButtonTapped: state.path.append(.screenC(ScreenC.State()))
        }
        return .none
      case .path:
        return .none
      case .popToRootButtonTapped:
        state.goBackSelection = nil
        state.path.removeAll()
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension NavigationDemo.Path.State: Equatable, Sendable {
  /// The screen's name, as the go-back list shows it.
  public var name: String {
    switch self {
    case .screenA: "Screen A"
    case .screenB: "Screen B"
    case .screenC: "Screen C"
    }
  }

  /// What the screen adds to the total: the counts of screens A and C.
  public var count: Int {
    switch self {
    case let .screenA(a): a.count
    case .screenB: 0
    case let .screenC(c): c.count
    }
  }
}

extension NavigationDemo.Path.Action: Equatable, Sendable {}

/// A counter that can fetch a fact about its count, and dismiss itself.
@Reducer
public struct ScreenA {
  public struct State: Equatable, Sendable {
    public var count: Int
    public var fact: String?
    public var isLoading: Bool

    public init(count: Int = 0, fact: String? = nil, isLoading: Bool = false) {
      self.count = count
      self.fact = fact
      self.isLoading = isLoading
    }
  }

  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case dismissButtonTapped
    case factButtonTapped
    case factResponse(Result<String, FactClient.Failure>)
    case incrementButtonTapped
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.factClient) var factClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .dismissButtonTapped:
        // The stack pops this screen, and only this one, whatever is below it.
        return .run { [dismiss] _ in await dismiss() }
      case .factButtonTapped:
        state.isLoading = true
        return .run { [count = state.count, factClient] send in
          await send(.factResponse(await fetchFact(factClient, count)))
        }
      case let .factResponse(.success(fact)):
        state.isLoading = false
        state.fact = fact
        return .none
      case .factResponse(.failure):
        state.isLoading = false
        state.fact = nil
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// Three buttons that only send actions: the root decides what they push.
@Reducer
public struct ScreenB {
  public struct State: Equatable, Sendable {
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case screenAButtonTapped
    case screenBButtonTapped
    case screenCButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

/// A count driven by a one-second timer, started and stopped by a button; popping the screen
/// ends the timer with it.
@Reducer
public struct ScreenC {
  public struct State: Equatable, Sendable {
    public var count: Int
    public var isTimerRunning: Bool

    public init(count: Int = 0, isTimerRunning: Bool = false) {
      self.count = count
      self.isTimerRunning = isTimerRunning
    }
  }

  public enum Action: Equatable, Sendable {
    case startButtonTapped
    case stopButtonTapped
    case timerTicked
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.isTimerRunning = true
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stopButtonTapped:
        state.isTimerRunning = false
        return .cancel(id: CancelID.timer)
      case .timerTicked:
        state.count += 1
        return .none
      }
    }
  }
}
