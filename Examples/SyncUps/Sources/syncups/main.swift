import ComposableCore
import Foundation
import Persistence
import SpeechClient
import SpeechClientSimulated
import SyncUpsCore
import SyncUpsStorageLive
import SyncUpsUI
import TerminalScript
import TerminalUI

let usage = """
  usage: syncups [--db PATH | --in-memory | --demo] [--open ROUTE]
                 [--speech-auth STATUS] [--transcript FILE]
                 [--speech-fail-after SECONDS] [--script FILE [--size WxH]]
                 [--record FILE [--force] | --replay FILE] [--help]

  A meeting timer for daily sync-ups: time split evenly between attendees,
  a transcript, and the history of past meetings, saved in SQLite after
  every change.

    --db PATH     keep the sync-ups in PATH (default:
                  $XDG_DATA_HOME/syncups/syncups.sqlite, or
                  ~/.local/share/syncups/syncups.sqlite)
    --in-memory   start empty and save nothing
    --demo        start with sample sync-ups and save nothing
    --open ROUTE  start on a screen: TITLE (its detail), TITLE/record (a
                  meeting), TITLE/meeting/N (its Nth past meeting, newest 1)

  Speech recognition is SIMULATED (no microphone, no recogniser here): a
  script is "heard" word by word, and the screen says "(simulated)".
    --speech-auth STATUS     authorized (default), denied, restricted or
                             notDetermined; SYNCUPS_SPEECH_AUTH sets it too
    --transcript FILE        hear the words of FILE instead of the built-in
    --speech-fail-after SEC  the recogniser fails after SEC seconds
  \(ProgramDriver.help)

  Keys: list ↑↓ or k/j select, PgUp/PgDn and Home/End or g/G jump, Enter
  open, a add, d delete, q quit. ? or F1 lists the keys. Form: Tab and
  Shift-Tab move (title, length, theme, attendees), ←→ change the length
  (1 to 30 min) and the theme, Ctrl-N and Ctrl-D add and delete attendees,
  Esc dismisses (asking first if an edit changed something), Ctrl-S saves.
  Detail: s start, e edit, x delete the selected meeting, D delete, Esc
  back. Meeting: n or → next speaker, Esc, e or q end (asking first);
  Ctrl-C, SIGTERM or SIGHUP quit and keep the meeting so far as one ended
  early. Alerts open on their Cancel button: ←→ or Tab choose, Enter
  activates, Esc cancels. Ctrl-L redraws.
  If the file is deleted while syncups runs, quitting writes the sync-ups to
  a new file at the same path; if another file replaces it, or another
  program writes to it, that file is left alone and they go to a new file
  beside it (syncups-kept.sqlite).
  """

/// Prints `message` to stderr and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("syncups: \(message)\n".utf8))
  exit(status)
}

let (driver, arguments) = ProgramDriver.start(
  program: "syncups", arguments: Array(CommandLine.arguments.dropFirst()), usage: usage
)
var options: SyncUpsOptions
do {
  options = try SyncUpsOptions(arguments, environment: ProcessInfo.processInfo.environment)
} catch let failure as SyncUpsOptions.Failure {
  fail(failure.status == 64 ? "\(failure)\n\n\(usage)" : "\(failure)", status: failure.status)
}
if options.showsHelp {
  print(usage)
  exit(0)
}
// A scripted run leaves the user's sync-ups alone: it starts empty in memory unless --db names a file.
if driver.isIsolated, options.storage == .file, (try? DatabaseLocation(app: "syncups"))?.isDefault != false {
  options.storage = .memory(isDemo: false)
}
let route: SyncUpsRoute?
do {
  route = try options.route.map(SyncUpsRoute.init)
} catch {
  fail("\(error)", status: 64)
}

// A file that is not ours, or damaged, is reported on a normal screen, untouched, and the
// program exits with status 1 before it creates anything or takes the terminal.
let location: DatabaseLocation?
if options.storage == .file {
  do {
    let resolved = try DatabaseLocation(app: "syncups")
    try SyncUpsDatabase.check(path: resolved.path)
    location = resolved
  } catch {
    fail("\(error)")
  }
} else {
  location = nil
}
driver.requireTerminal()

let database: Database?
// One store for the whole run: it remembers what the file holds, to write only what changes.
let syncUpsStore: SyncUpsStore?
let saved: IdentifiedArrayOf<SyncUp>?
if let location {
  do {
    if location.isDefault { try location.createDirectory() }
    let opened = try SyncUpsDatabase.open(path: location.path)
    // Each change saves the list: a second syncups on the file would undo the first's.
    try ExclusiveUse.claim(opened, program: "syncups")
    database = opened
    syncUpsStore = .live(opened)
  } catch {
    fail("\(error)")
  }
  do {
    // Read once before the terminal is taken: a database of this project that holds
    // something else (another example's file) is refused here, untouched.
    saved = try syncUpsStore!.load()
  } catch {
    database?.close()
    fail("\(location.path) holds no sync-ups this program can read: \(error)")
  }
} else {
  database = nil
  syncUpsStore = nil
  saved = nil
}

let initialState: SyncUpsTerminal.State
do {
  initialState = try withDependencies {
    $0.syncUpsStore = syncUpsStore
    driver.install(into: &$0)
  } operation: {
    let dependencies = DependencyValues.current
    // The list was read above: the shared value starts from it instead of reading it again.
    dependencies.sharedStorage.seed(
      .syncUps,
      options.storage == .memory(isDemo: true) ? .demo(now: dependencies.date()) { dependencies.uuid() } : saved ?? []
    )
    @Shared(.syncUps) var syncUps
    var state = SyncUpsTerminal.State(app: AppFeature.State())
    if let route { state.app.path = try route.path(in: $syncUps) }
    return state
  }
} catch {
  database?.close()
  fail("\(error)", status: error is SyncUpsRoute.Failure ? 64 : 1)
}

let store = Store(initialState: initialState) { SyncUpsTerminal() } withDependencies: {
  $0.syncUpsStore = syncUpsStore
  $0.speechClient = .simulated(options.speech)
  $0.openSettings = openSimulatedSettingsNotice
  driver.install(into: &$0)
}
driver.attach(store)
store.send(.appeared)
let reason = await driver.run(
  store, minimumSize: SyncUpsScreen.minimumSize, render: SyncUpsScreen.render,
  keyMap: SyncUpsScreen.keyMap
)
// A meeting still running is kept, as one ended early; then every change was saved when it
// was made: flush anything still pending.
let keptMeeting = await keepMeetingInProgress()
DependencyValues.current.sharedStorage.flush()
let syncUps = store.state.app.syncUpsList.syncUps
let saveError = store.state.app.syncUpsList.$syncUps.persistenceError
let counted = syncUps.count == 1 ? "1 sync-up" : "\(syncUps.count) sync-ups"
guard let database, let location else {
  print("syncups: exited (\(reason)); \(keptMeeting)\(counted) in memory, nothing saved")
  exit(reason.exitStatus)
}
// A file written by another program refused the saves; the list goes beside it below.
if let saveError, database.fileStatus() == .inPlace {
  database.close()
  fail("exited (\(reason)); \(keptMeeting)the last change was NOT saved: \(saveError)")
}
// Closing leaves the file alone holding the data; a file deleted or replaced meanwhile took the
// saves into nothing (one another program wrote to refused them), so the list goes to a new
// file, and the user is told where: with the meetings never loaded, read first from the file
// this run opened, which is readable until closed.
var unreadMeetings: [String] = []
let complete: IdentifiedArrayOf<SyncUp> = {
  guard database.fileStatus() != .inPlace, let syncUpsStore else { return syncUps }
  var complete = syncUps
  for syncUp in syncUps where !syncUp.areMeetingsLoaded {
    guard let meetings = try? syncUpsStore.loadMeetings(syncUp.id) else {
      unreadMeetings.append(syncUp.title.isEmpty ? "an untitled sync-up" : syncUp.title)
      continue
    }
    complete[id: syncUp.id]?.meetings = meetings
    complete[id: syncUp.id]?.areMeetingsLoaded = true
  }
  return complete
}()
do {
  let saved = try await database.closeKeepingData(
    migrations: SyncUpsDatabase.migrations, recreatingDirectory: location.isDefault
  ) { try SyncUpsStore.live($0).save(complete) }
  print("syncups: exited (\(reason)); \(keptMeeting)\(saved.report(of: counted, program: "syncups"))")
  if !unreadMeetings.isEmpty {
    fail("the past meetings of \(unreadMeetings.joined(separator: ", ")) could NOT be read to copy them to \(saved.path)")
  }
} catch {
  fail("exited (\(reason)); \(keptMeeting)\(error.report(of: counted, program: "syncups"))")
}
/// Saves the meeting on screen, if one is running, as a meeting ended early. Returns what the
/// exit line says of it first ("kept the meeting of Design, ended early at 02:35; "), or
/// nothing when no meeting ran or nothing was timed or heard yet.
@MainActor
func keepMeetingInProgress() async -> String {
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

// Saved (the declarations above run nothing): after a signal, the status a shell gives a
// program it killed (130 for Ctrl-C).
exit(reason.exitStatus)
