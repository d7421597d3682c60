import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TutorialChapter2

/// One sync-up, now a feature of its own: it is edited in a sheet and deleted after an alert.
/// What it can present is one optional `Destination`, so the sheet and the alert are never
/// both up. It holds a copy of the sync-up, so it tells its parent of each change (`delegate`).
@Reducer
public struct SyncUpDetail {
  public struct State: Equatable, Sendable {
    @Presents public var destination: Destination.State?
    public var syncUp: SyncUp

    public init(destination: Destination.State? = nil, syncUp: SyncUp) {
      self.destination = destination
      self.syncUp = syncUp
    }
  }

  public enum Action: Equatable, Sendable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped

    /// What the parent, which holds the list, is told.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case deleteSyncUp(id: SyncUp.ID)
      case syncUpUpdated(SyncUp)
    }

    /// The buttons of the alert.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmDeletion
    }
  }

  /// What the detail can present.
  @Reducer
  public enum Destination {
    case alert(AlertState<SyncUpDetail.Action.Alert>)
    case edit(SyncUpForm)
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        let id = state.syncUp.id
        return .run { [dismiss] send in
          await send(.delegate(.deleteSyncUp(id: id)))
          await dismiss()
        }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case var .edit(form)? = state.destination else { return .none }
        // An invalid form stays open and says why; nothing is lost.
        guard let edited = form.edited(makeID: { uuid() }) else {
          form.problem = "A sync-up needs a title."
          state.destination = .edit(form)
          return .none
        }
        state.syncUp = edited
        state.destination = nil
        return .send(.delegate(.syncUpUpdated(edited)))

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpDetail.Destination.State: Equatable, Sendable {}
extension SyncUpDetail.Destination.Action: Equatable, Sendable {}

extension AlertState where Action == SyncUpDetail.Action.Alert {
  /// Asks before the sync-up goes.
  public static let deleteSyncUp = AlertState { TextState("Delete?") } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: { TextState("Are you sure you want to delete this sync-up?") }
}
