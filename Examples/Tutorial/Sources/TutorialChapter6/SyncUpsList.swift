import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TutorialChapter2

/// The list, as in chapter 2, with its sync-ups in shared state: `@Shared(.syncUps)` is read
/// from the file on first use and each change is written back, so the list outlives the
/// program. Changes go through `withLock`, one read-modify-write at a time.
@Reducer
public struct SyncUpsList {
  public struct State: Equatable, Sendable {
    public var selection: Int
    @Shared(.syncUps) public var syncUps: IdentifiedArrayOf<SyncUp>

    public init(selection: Int = 0) {
      self.selection = selection
    }

    /// The selected sync-up, if the list has any; a selection past the end (the last one was
    /// deleted from its detail) stands for the last.
    public var selected: SyncUp? {
      syncUps.isEmpty ? nil : syncUps[min(selection, syncUps.count - 1)]
    }
  }

  public enum Action: Equatable, Sendable {
    case addButtonTapped
    case deleteButtonTapped(id: SyncUp.ID)
    case selectionMoved(by: Int)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        let syncUp = SyncUp(id: uuid(), title: "New sync-up")
        state.$syncUps.withLock { _ = $0.append(syncUp) }
        state.selection = state.syncUps.count - 1
        return .none

      case let .deleteButtonTapped(id):
        state.$syncUps.withLock { _ = $0.remove(id: id) }
        state.selection = min(state.selection, max(0, state.syncUps.count - 1))
        return .none

      case let .selectionMoved(by: offset):
        state.selection = min(max(0, state.selection + offset), max(0, state.syncUps.count - 1))
        return .none
      }
    }
  }
}
