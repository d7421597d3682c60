import ComposableCore
import Foundation

/// The root of the program: the list, and a navigation stack of the screens opened from it.
/// A deep link is just a value of this state (see `SyncUpsRoute`).
public struct AppFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var path: StackState<Path.State>
    public var syncUpsList: SyncUpsList.State

    /// The list, with `path` pushed over it.
    public init(path: StackState<Path.State> = StackState(), syncUpsList: SyncUpsList.State = SyncUpsList.State()) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  public enum Action: CasePathable, Equatable, Sendable {
    case path(StackActionOf<Path>)
    /// A row of the list was chosen: push its detail.
    case syncUpTapped(SyncUp.ID)
    case syncUpsList(SyncUpsList.Action)

    /// The case paths of the root's actions.
    public struct AllCasePaths: Sendable {
      public let path = AnyCasePath(embed: Action.path) { if case let .path(a) = $0 { a } else { nil } }
      public let syncUpsList = AnyCasePath(embed: Action.syncUpsList) {
        if case let .syncUpsList(a) = $0 { a } else { nil }
      }
    }
    public static let allCasePaths = AllCasePaths()
  }

  /// The screens that can be pushed.
  public struct Path: Reducer {
    public enum State: CasePathable, Equatable, Sendable {
      case detail(SyncUpDetail.State)
      /// A past meeting, read-only: no reducer of its own.
      case meeting(Meeting, syncUp: SyncUp)
      case record(RecordMeeting.State)

      /// The case paths of the screens.
      public struct AllCasePaths: Sendable {
        public let detail = AnyCasePath(embed: State.detail) { if case let .detail(s) = $0 { s } else { nil } }
        public let record = AnyCasePath(embed: State.record) { if case let .record(s) = $0 { s } else { nil } }
      }
      public static let allCasePaths = AllCasePaths()
    }

    public enum Action: CasePathable, Equatable, Sendable {
      case detail(SyncUpDetail.Action)
      case record(RecordMeeting.Action)

      /// The case paths of the screens' actions.
      public struct AllCasePaths: Sendable {
        public let detail = AnyCasePath(embed: Action.detail) { if case let .detail(a) = $0 { a } else { nil } }
        public let record = AnyCasePath(embed: Action.record) { if case let .record(a) = $0 { a } else { nil } }
      }
      public static let allCasePaths = AllCasePaths()
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      EmptyReducer<State, Action>()
        .ifCaseLet(\.detail, action: \.detail) { SyncUpDetail() }
        .ifCaseLet(\.record, action: \.record) { RecordMeeting() }
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(id: id, action: .detail(.delegate(.startMeeting)))):
        guard case let .detail(detail)? = state.path[id: id] else { return .none }
        state.path.append(.record(RecordMeeting.State(syncUp: detail.$syncUp)))
        return .none

      case .path:
        return .none

      case let .syncUpTapped(id):
        guard let syncUp = state.syncUpsList.$syncUps[id: id] else { return .none }
        state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
        return .none

      case .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Path() }
  }
}
