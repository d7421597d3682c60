import ComposableArchitecture
import Persistence
import SyncUpsCore
import SyncUpsStorageLive
import SyncUpsUI

/// Saves the meeting on screen, if one is running, as a meeting ended early. Returns what the
/// exit line says of it first ("kept the meeting of Design, ended early at 02:35; "), or
/// nothing when no meeting ran or nothing was timed or heard yet.
@MainActor
func keepMeetingInProgress(_ store: Store<SyncUpsTerminal.State, SyncUpsTerminal.Action>) async -> String {
  guard let top = store.state.app.path.ids.last, case .record(let meeting)? = store.state.app.path[id: top] else {
    return ""
  }
  let before = meeting.syncUp.meetings.count
  await store.send(.app(.programWillExit)).finish()
  guard meeting.syncUp.meetings.count > before else { return "" }
  let seconds = meeting.secondsElapsed
  let elapsed = (seconds / 60 < 10 ? "0" : "") + "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
  let title = meeting.syncUp.title.isEmpty ? "an untitled sync-up" : meeting.syncUp.title
  return "kept the meeting of \(title), ended early at \(elapsed); "
}

/// The sync-ups with every meeting, for a new file when the one opened was deleted or replaced
/// meanwhile (the saves went into nothing): the meetings never loaded are read from the file
/// this run opened, which stays readable until closed. `unread` names the sync-ups whose
/// meetings could not be read.
func withMeetingsLoaded(
  _ syncUps: IdentifiedArrayOf<SyncUp>, from database: Database?, _ syncUpsStore: SyncUpsStore?
) -> (syncUps: IdentifiedArrayOf<SyncUp>, unread: [String]) {
  guard let database, database.fileStatus() != .inPlace, let syncUpsStore else { return (syncUps, []) }
  var complete = syncUps
  var unread: [String] = []
  for syncUp in syncUps where !syncUp.areMeetingsLoaded {
    guard let meetings = try? syncUpsStore.loadMeetings(syncUp.id) else {
      unread.append(syncUp.title.isEmpty ? "an untitled sync-up" : syncUp.title)
      continue
    }
    complete[id: syncUp.id]?.meetings = meetings
    complete[id: syncUp.id]?.areMeetingsLoaded = true
  }
  return (complete, unread)
}

/// What the user must hear when the meetings of `unread` (sync-up titles) are missing from the
/// new file at `path`; nil when none are.
func unreadMeetingsWarning(_ unread: [String], copiedTo path: String) -> String? {
  guard !unread.isEmpty else { return nil }
  return "the past meetings of \(unread.joined(separator: ", ")) could NOT be read to copy them to \(path)"
}
