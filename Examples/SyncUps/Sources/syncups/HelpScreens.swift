import ComposableArchitecture
import SyncUpsCore
import SyncUpsUI
import TerminalUI

/// The screens whose keys `--help` lists, each in a state where all its keys are in force: the
/// list with a sync-up, the add form on the length and on an attendee, the detail with a past
/// meeting selected, that meeting, a meeting in progress, and a question (ending a meeting).
///
/// Built in a shared storage of their own that saves nothing, so that making them touches
/// neither the program's list nor its file.
let helpScreens: [(name: String, hints: [KeyHint])] = withDependencies {
  $0.sharedStorage = SharedStorage(persisting: false)
  $0.syncUpsStore = nil
} operation: {
  DependencyValues.current.sharedStorage.seed(.syncUps, [.mock])
  let syncUp = Shared(value: SyncUp.mock)
  let list = SyncUpsTerminal.State(app: AppFeature.State())
  func form(focus: SyncUpForm.Field) -> SyncUpsTerminal.State {
    var state = list
    state.app.syncUpsList.destination = .add(SyncUpForm.State(focus: focus, syncUp: .mock))
    return state
  }
  func pushed(_ screens: AppFeature.Path.State...) -> SyncUpsTerminal.State {
    var state = list
    state.app.path = StackState([.detail(SyncUpDetail.State(syncUp: syncUp))] + screens)
    return state
  }
  var detail = pushed()
  // The cursor on the past meeting (after "Start meeting"), so that x deletes it.
  detail.detailRows = ListCursor.State(count: SyncUp.mock.meetings.count + 2, selection: 1)
  let attendee = SyncUp.mock.attendees[0].id
  let screens: [(String, SyncUpsTerminal.State)] = [
    ("list", list), ("form", form(focus: .duration)), ("form", form(focus: .attendee(attendee))), ("detail", detail),
    ("past meeting", pushed(.meeting(SyncUp.mock.meetings[0], syncUp: .mock))),
    ("meeting", pushed(.record(RecordMeeting.State(syncUp: syncUp)))),
    ("question", pushed(.record(RecordMeeting.State(alert: .endMeeting(isDiscardable: true), syncUp: syncUp)))),
  ]
  return screens.map { name, state in (name, SyncUpsScreen.keyMap(state).hints) }
}
