import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The root of the program: the list, and a navigation stack of the screens opened from it.
/// A deep link is just a value of this state (see `SyncUpsRoute`).
@Reducer
public struct AppFeature {
  public struct State: Equatable, Sendable {
    public var path: StackState<Path.State>
    public var syncUpsList: SyncUpsList.State

    /// The list, with `path` pushed over it.
    public init(path: StackState<Path.State> = StackState(), syncUpsList: SyncUpsList.State = SyncUpsList.State()) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  public enum Action: Equatable, Sendable {
    case path(StackActionOf<Path>)
    /// The program is about to end: a meeting on top of the stack is kept (see
    /// `RecordMeeting.Action.programWillExit`).
    case programWillExit
    /// A row of the list was chosen: push its detail.
    case syncUpTapped(SyncUp.ID)
    case syncUpsList(SyncUpsList.Action)
  }

  /// The screens that can be pushed.
  @Reducer
  public enum Path {
    case detail(SyncUpDetail)
    /// A past meeting, read-only: no reducer of its own.
    @ReducerCaseIgnored
    case meeting(Meeting, syncUp: SyncUp)
    case record(RecordMeeting)
  }

  @Dependency(\.syncUpsStore) var syncUpsStore

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.syncUpsList, action: \.syncUpsList) {
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

      case .programWillExit:
        guard let top = state.path.ids.last, case .record? = state.path[id: top] else { return .none }
        return .send(.path(.element(id: top, action: .record(.programWillExit))))

      case let .syncUpTapped(id):
        guard let syncUp = state.syncUpsList.$syncUps[id: id] else { return .none }
        // Read now rather than in an effect: no detail is ever shown, nor a meeting recorded,
        // with the sync-up's past meetings missing.
        do {
          try state.syncUpsList.$syncUps.loadMeetings(of: id, from: syncUpsStore)
        } catch {
          state.syncUpsList.destination = .alert(.meetingsUnreadable(title: syncUp.wrappedValue.title, error: error))
          return .none
        }
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
