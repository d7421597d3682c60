import ComposableArchitecture
import TutorialChapter2

/// The root: the list, and a stack of screens pushed over it. Each screen on the stack is a
/// case of `Path`; `forEach(\.path, action: \.path)` runs the reducer of each screen that has
/// one, and handles pushing and popping.
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
    /// A sync-up's detail. It only shows the sync-up for now, so it is state alone, with no
    /// reducer; chapter 4 makes it a feature.
    @ReducerCaseIgnored
    case detail(SyncUp)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case .path:
        return .none

      case let .syncUpTapped(id):
        guard let syncUp = state.syncUpsList.syncUps[id: id] else { return .none }
        state.path.append(.detail(syncUp))
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
