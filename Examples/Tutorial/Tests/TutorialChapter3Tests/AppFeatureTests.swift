import ComposableArchitecture
import Foundation
import TerminalUI
import Testing
import TutorialChapter2
import TutorialChapter3

/// Chapter 3: a tap pushes the detail onto the stack; popping takes it off. The stack's ids
/// count from 0 in a test, so `path[id: 0]` is the first screen pushed.
@MainActor
struct AppFeatureTests {
  let syncUp = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")], title: "Design")

  @Test func openingASyncUpPushesItsDetail() async {
    let store = TestStore(initialState: AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [syncUp]))) {
      AppFeature()
    }
    await store.send(.syncUpTapped(syncUp.id)) {
      $0.path[id: 0] = .detail(self.syncUp)
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
  }

  /// The list's actions go to the list, through `Scope`, named by a case key path.
  @Test func theListRunsInsideTheApp() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(\.syncUpsList.addButtonTapped) {
      $0.syncUpsList.syncUps = [SyncUp(id: UUID(0), title: "New sync-up")]
    }
  }
}

/// Chapter 3's screens: the detail on top of the stack, and Enter on the list opening it.
struct AppScreenTests {
  let syncUp = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")], title: "Design")
  let rule = String(repeating: "─", count: 40)

  @Test func theDetailOnTopOfTheStack() {
    var state = AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [syncUp]))
    state.path.append(.detail(syncUp))
    var frame = Frame(width: 40, height: 12)
    AppScreen.render(state, into: &frame)
    #expect(frame.text == """
       Sync-ups › Design
      \(rule)
       Length  5 min

       Attendees
         Ann

       Past meetings
         none yet
      \(rule)

       Esc back  q quit
      """)
  }

  @Test func enterOpensTheSelectedSyncUp() {
    let state = AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [syncUp]))
    guard case let .send(action)? = AppScreen.keyMap(state).command(for: .enter) else {
      Issue.record("Enter does nothing on the list")
      return
    }
    #expect(action == .syncUpTapped(syncUp.id))
    #expect(AppScreen.keyMap(AppFeature.State()).command(for: .enter) == nil)
  }
}
