import ComposableArchitecture

/// A spinner's frame counter as a feature: `started` turns it with the clock every
/// `interval`, from its first frame, until `stopped`. The parent starts and stops it with
/// the work it stands for, and draws `spinner(label:)`.
public struct SpinnerClock: Reducer {
  public struct State: Equatable, Sendable {
    /// Advances by one each `interval` while it turns.
    public var frame = 0

    public init(frame: Int = 0) {
      self.frame = frame
    }

    /// The widget showing this frame.
    public func spinner(label: String = "") -> Spinner {
      Spinner(frame: frame, label: label)
    }
  }

  public enum Action: Equatable, Sendable {
    case started, stopped, ticked
  }

  /// How long each frame shows.
  public static let interval = Duration.milliseconds(100)

  enum CancelID { case turning }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .started:
      state.frame = 0
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: Self.interval)
          await send(.ticked)
        }
      }
      .cancellable(id: CancelID.turning, cancelInFlight: true)
    case .stopped:
      return .cancel(id: CancelID.turning)
    case .ticked:
      state.frame += 1
      return .none
    }
  }
}
