import ComposableArchitecture
import TutorialChapter2

/// The root, as in chapter 3, now listening to the detail: its copy of the sync-up changed,
/// or it asks for the sync-up to go. The list holds the sync-ups, so the list is changed.
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
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(id: _, action: .detail(.delegate(.deleteSyncUp(id))))):
        return .send(.syncUpsList(.deleteButtonTapped(id: id)))

      case let .path(.element(id: _, action: .detail(.delegate(.syncUpUpdated(syncUp))))):
        state.syncUpsList.syncUps[id: syncUp.id] = syncUp
        return .none

      case .path:
        return .none

      case let .syncUpTapped(id):
        guard let syncUp = state.syncUpsList.syncUps[id: id] else { return .none }
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
