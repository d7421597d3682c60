import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The list of sync-ups, with add and delete. Which row is selected is state too, so that the
/// keys that move it are actions a test can send.
@Reducer
public struct SyncUpsList {
  public struct State: Equatable, Sendable {
    public var selection: Int
    public var syncUps: IdentifiedArrayOf<SyncUp>

    public init(selection: Int = 0, syncUps: IdentifiedArrayOf<SyncUp> = []) {
      self.selection = selection
      self.syncUps = syncUps
    }

    /// The selected sync-up, if the list has any.
    public var selected: SyncUp? {
      syncUps.indices.contains(selection) ? syncUps[selection] : nil
    }
  }

  public enum Action: Equatable, Sendable {
    case addButtonTapped
    case deleteButtonTapped(id: SyncUp.ID)
    case selectionMoved(by: Int)
  }

  /// Where new ids come from: a test says which ones (`$0.uuid = .incrementing`).
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.syncUps.append(SyncUp(id: uuid(), title: "New sync-up"))
        state.selection = state.syncUps.count - 1
        return .none

      case let .deleteButtonTapped(id):
        state.syncUps.remove(id: id)
        state.selection = min(state.selection, max(0, state.syncUps.count - 1))
        return .none

      case let .selectionMoved(by: offset):
        state.selection = min(max(0, state.selection + offset), max(0, state.syncUps.count - 1))
        return .none
      }
    }
  }
}
