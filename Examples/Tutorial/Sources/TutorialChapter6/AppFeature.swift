import ComposableArchitecture
import TutorialChapter2
import TutorialChapter4
import TutorialChapter5

/// The root, as in chapter 5, with no copies to keep in step: the detail gets the list's own
/// sync-up (`$syncUps[id: id]`), so a change made anywhere is seen everywhere.
@Reducer
public struct AppFeature {
  public struct State: Equatable, Sendable {
    public var path: StackState<Path.State>
    public var syncUpsList: SyncUpsList.State

    public init(path: StackState<Path.State> = StackState(), syncUpsList: SyncUpsList.State = SyncUpsList.State()) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  public enum Action: Equatable, Sendable {
    case path(StackActionOf<Path>)
    case syncUpTapped(SyncUp.ID)
    case syncUpsList(SyncUpsList.Action)
  }

  /// The screens that can be pushed.
  @Reducer
  public enum Path {
    case detail(SyncUpDetail)
    case record(RecordMeeting)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(id: id, action: .detail(.delegate(.startMeeting)))):
        guard let detail = state.path[id: id]?.detail else { return .none }
        state.path.append(.record(RecordMeeting.State(syncUp: detail.syncUp)))
        // A terminal has no view to say the screen appeared, so the clock starts as it is pushed.
        guard let pushed = state.path.ids.last else { return .none }
        return .send(.path(.element(id: pushed, action: .record(.onTask))))

      case let .path(.element(id: id, action: .record(.delegate(.saveMeeting(meeting))))):
        guard let syncUpID = state.path[id: id]?.record?.syncUp.id else { return .none }
        state.syncUpsList.$syncUps.withLock { _ = $0[id: syncUpID]?.meetings.insert(meeting, at: 0) }
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
    .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Path.State: Equatable, Sendable {}
extension AppFeature.Path.Action: Equatable, Sendable {}
