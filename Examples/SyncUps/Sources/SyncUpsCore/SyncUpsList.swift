import ComposableArchitecture
import Tagged
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The list of sync-ups, shared with every screen that shows one of them, and the sheet
/// that adds one. Selecting a row is the parent's business (it owns the navigation).
@Reducer
public struct SyncUpsList {
  public struct State: Equatable, Sendable {
    /// The add sheet or the delete confirmation, never both.
    @Presents public var destination: Destination.State?
    @Shared(.syncUps) public var syncUps: IdentifiedArrayOf<SyncUp>

    /// The list in the shared storage, with nothing presented.
    public init(destination: Destination.State? = nil) {
      self.destination = destination
    }
  }

  public enum Action: Equatable, Sendable {
    case addSyncUpButtonTapped
    case confirmAddSyncUpButtonTapped
    /// `d` on a row: asks first **[DEVIATION]** (the original deletes by swiping, without asking).
    case deleteRequested(SyncUp.ID)
    case destination(PresentationAction<Destination.Action>)
    case dismissAddSyncUpButtonTapped
    case onDelete(atOffsets: [Int])
  }

  /// What the list can present.
  @Reducer
  public enum Destination {
    case add(SyncUpForm)
    case alert(AlertState<SyncUpsList.Action.Alert>)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(uuid()))))
        return .none

      case .confirmAddSyncUpButtonTapped:
        guard case let .add(form)? = state.destination else { return .none }
        let syncUp = form.syncUp.droppingBlankAttendees { Attendee.ID(uuid()) }
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
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpsList.Action {
  /// The buttons of the list's alert.
  @CasePathable
  public enum Alert: Equatable, Sendable {
    case confirmDeletion(SyncUp.ID)
  }
}

extension AlertState where Action == SyncUpsList.Action.Alert {
  /// Asks before the `d` key deletes a sync-up.
  public static func deleteSyncUp(id: SyncUp.ID) -> Self {
    AlertState { TextState("Delete sync-up?") } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id)) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: { TextState("The sync-up and all its past meetings will be deleted.") }
  }

  /// The past meetings of the sync-up titled `title` could not be read, so it was not opened.
  public static func meetingsUnreadable(title: String, error: any Error) -> Self {
    AlertState {
      TextState("Could not open the sync-up")
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState("The past meetings of \(title.isEmpty ? "this sync-up" : "\"\(title)\"") could not be read: \(error)")
    }
  }
}

extension SyncUpsList.Destination.State: Equatable, Sendable {}
extension SyncUpsList.Destination.Action: Equatable, Sendable {}
