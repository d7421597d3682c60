import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI
import TutorialChapter1
import TutorialChapter2
import TutorialChapter6

import struct TutorialChapter4.SyncUpForm
import struct TutorialChapter5.RecordMeeting

/// The screens whose keys `--help` lists: chapter 1's counter, then the screens of the last
/// chapters' program, each in a state where all its keys are in force (a list of two with the
/// second selected, the form on the length, the alert before deleting, a meeting).
///
/// Built in a shared storage of their own that saves nothing, so that making them touches
/// neither the user's list nor its file.
let helpScreens: [(name: String, hints: [KeyHint])] = withDependencies {
  $0.sharedStorage = SharedStorage(persisting: false)
} operation: {
  let syncUps: IdentifiedArrayOf<SyncUp> = [
    SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")], title: "Design"),
    SyncUp(id: UUID(2), title: "Engineering"),
  ]
  DependencyValues.current.sharedStorage.seed(.syncUps, syncUps)
  let list = AppFeature.State(syncUpsList: SyncUpsList.State(selection: 1))
  func detail(_ destination: SyncUpDetail.Destination.State? = nil) -> AppFeature.State {
    var state = list
    state.path.append(.detail(SyncUpDetail.State(destination: destination, syncUp: Shared(value: syncUps[0]))))
    return state
  }
  var form = SyncUpForm.State(syncUp: syncUps[0])
  form.focus = .minutes
  var meeting = detail()
  meeting.path.append(.record(RecordMeeting.State(syncUp: syncUps[0])))
  let screens: [(String, AppFeature.State)] = [
    ("list", list), ("detail", detail()), ("form", detail(.edit(form))), ("alert", detail(.alert(.deleteSyncUp))),
    ("meeting", meeting),
  ]
  return [("counter", CounterScreen.keyMap(CounterFeature.State(count: 1)).hints)]
    + screens.map { name, state in (name, AppScreen.keyMap(state).hints) }
}
