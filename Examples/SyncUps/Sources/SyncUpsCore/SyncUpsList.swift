import ComposableCore
import Foundation

/// The list of sync-ups, shared with every screen that shows one of them, and the sheet
/// that adds one. Selecting a row is the parent's business (it owns the navigation).
public struct SyncUpsList: Reducer {
  public struct State: Equatable, Sendable {
    /// The add sheet or the delete confirmation, never both.
    @Presents public var destination: Destination.State?
    @Shared(.syncUps) public var syncUps: IdentifiedArrayOf<SyncUp> = []

    /// The list in the shared storage, with nothing presented.
    public init(destination: Destination.State? = nil) {
      self.destination = destination
    }
  }

  public enum Action: CasePathable, Equatable, Sendable {
    case addSyncUpButtonTapped
    case confirmAddSyncUpButtonTapped
    /// `d` on a row: asks first **[DEVIATION]** (the original deletes by swiping, without asking).
    case deleteRequested(SyncUp.ID)
    case destination(PresentationAction<Destination.Action>)
    case dismissAddSyncUpButtonTapped
    case onDelete(atOffsets: IndexSet)

    /// The case paths of the list's actions.
    public struct AllCasePaths: Sendable {
      public let destination = AnyCasePath(embed: Action.destination) {
        if case let .destination(a) = $0 { a } else { nil }
      }
    }
    public static let allCasePaths = AllCasePaths()
  }

  /// What the list can present.
  public struct Destination: Reducer {
    public enum State: CasePathable, Equatable, Sendable {
      case add(SyncUpForm.State)
      case alert(AlertState<SyncUpsList.Action.Alert>)

      /// The case paths of the destinations.
      public struct AllCasePaths: Sendable {
        public let add = AnyCasePath(embed: State.add) { if case let .add(s) = $0 { s } else { nil } }
        public let alert = AnyCasePath(embed: State.alert) { if case let .alert(a) = $0 { a } else { nil } }
      }
      public static let allCasePaths = AllCasePaths()
    }

    public enum Action: CasePathable, Equatable, Sendable {
      case add(SyncUpForm.Action)
      case alert(SyncUpsList.Action.Alert)

      /// The case paths of the destinations' actions.
      public struct AllCasePaths: Sendable {
        public let add = AnyCasePath(embed: Action.add) { if case let .add(a) = $0 { a } else { nil } }
        public let alert = AnyCasePath(embed: Action.alert) { if case let .alert(a) = $0 { a } else { nil } }
      }
      public static let allCasePaths = AllCasePaths()
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      EmptyReducer<State, Action>()
        .ifCaseLet(\.add, action: \.add) { SyncUpForm() }
    }
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: uuid())))
        return .none

      case .confirmAddSyncUpButtonTapped:
        guard case let .add(form)? = state.destination else { return .none }
        let syncUp = form.syncUp.droppingBlankAttendees { uuid() }
        state.$syncUps.withLock { _ = $0.append(syncUp) }
        state.destination = nil
        return .none

      case let .deleteRequested(id):
        guard state.syncUps[id: id] != nil else { return .none }
        state.destination = .alert(.deleteSyncUp(id: id))
        return .none

      case let .destination(.presented(.alert(.confirmDeletion(id)))):
        state.$syncUps.withLock { _ = $0.remove(id: id) }
        return .none

      case .destination:
        return .none

      case .dismissAddSyncUpButtonTapped:
        state.destination = nil
        return .none

      case let .onDelete(atOffsets: offsets):
        state.$syncUps.withLock { $0.remove(atOffsets: offsets) }
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}

extension SyncUpsList.Action {
  /// The buttons of the list's alert.
  public enum Alert: Equatable, Sendable {
    case confirmDeletion(SyncUp.ID)
  }
}

extension AlertState where Action == SyncUpsList.Action.Alert {
  /// Asks before the `d` key deletes a sync-up.
  public static func deleteSyncUp(id: SyncUp.ID) -> Self {
    AlertState(
      title: "Delete sync-up?",
      message: "The sync-up and all its past meetings will be deleted.",
      buttons: [.destructive("Delete", action: .confirmDeletion(id)), .cancel("Cancel")]
    )
  }
}
