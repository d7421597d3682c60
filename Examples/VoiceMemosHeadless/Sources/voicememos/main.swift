import AudioClients
import AudioClientsSimulated
import ComposableCore
import Foundation
import Persistence
import TerminalScript
import TerminalUI
import VoiceMemosCore
import VoiceMemosStorageLive
import VoiceMemosUI

let usage = """
  usage: voicememos [--db PATH | --in-memory] [--tone]
                    [--mic-permission granted|denied]
                    [--record-fail-after SECONDS] [--player CMD]
                    [--script FILE [--size WxH]]
                    [--record FILE [--force] | --replay FILE] [--help]

  Record, list, rename, play and delete voice memos in this terminal
  (simulated audio). This machine has no microphone and no speaker: recording
  writes a real WAV file (PCM 16-bit mono 16 kHz) in real time from a
  generator, and playing reads the file and waits as long as it lasts.

    --db PATH             keep the list in PATH and the recordings beside
                          it (default: voicememos.sqlite in
                          $XDG_DATA_HOME/voicememos/, or in
                          ~/.local/share/voicememos/)
    --in-memory           keep nothing: recordings go to a temporary directory
                          removed on exit
    --tone                record a quiet 440 Hz sine instead of silence
    --mic-permission P    what asking for the microphone answers: granted
                          (default) or denied; VOICEMEMOS_MIC sets it too
    --record-fail-after S a recording fails after S seconds, to see the alert
    --player CMD          also pipe each memo played to CMD, e.g. 'aplay -q';
                          a command that fails stops the playback (an alert)
  \(ProgramDriver.help)
                     (--script, --record, --replay: a temporary directory)

  Keys: ↑↓ or k/j select, Enter or space play and stop, e rename (Enter or
  Esc ends typing), d delete (asking first: ←→ choose, Enter on Cancel
  keeps the memo and its file), r record, s stop recording, o open settings
  (when the microphone is refused), Enter or Esc close an alert, q quit.
  Quitting while recording (q, Ctrl-C, SIGTERM, SIGHUP) stops the recording
  and keeps it as a memo. Ctrl-L redraws.
  Recordings are listed by their place in the data folder, so the folder can
  be moved; a memo whose file is missing stays listed, marked missing, until
  deleted. If voicememos.sqlite is deleted while voicememos runs, quitting
  writes the list to a new file at the same path; if another file replaces
  it, or another program writes to it, that file is left alone and the list
  goes to voicememos-kept.sqlite.
  """

/// Prints `message` to stderr and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("voicememos: \(message)\n".utf8))
  exit(status)
}

let (driver, arguments) = ProgramDriver.start(
  program: "voicememos", arguments: Array(CommandLine.arguments.dropFirst()), usage: usage
)
var options: VoiceMemosOptions
do {
  options = try VoiceMemosOptions(arguments, environment: ProcessInfo.processInfo.environment)
} catch {
  fail("\(error)\n\n\(usage)", status: 64)
}
if options.showsHelp {
  print(usage)
  exit(0)
}
// A scripted run leaves the user's memos alone: it records into a temporary directory.
if driver.isIsolated { options.isInMemory = true }

// Where memos go, checked before anything is created: the recordings live in the folder of
// the list's file (the default one, or --db PATH's).
let directory: String
let location: DatabaseLocation?
if options.isInMemory {
  location = nil
  // A replay records into the directory its recording used, as that path is in the state.
  directory = driver.outsideValue("recordings directory") {
    NSTemporaryDirectory() + "voicememos-\(ProcessInfo.processInfo.processIdentifier)"
  }
} else {
  do {
    let resolved = try DatabaseLocation(app: "voicememos")
    try VoiceMemosDatabase.check(path: resolved.path)
    location = resolved
    directory = URL(fileURLWithPath: resolved.path).deletingLastPathComponent().path
  } catch {
    fail("\(error)")
  }
}

// Then the terminal, so `voicememos </dev/null` leaves nothing behind.
driver.requireTerminal()

// The default folder (or the temporary one) is made when missing; a --db path's folder must exist.
if location?.isDefault != false {
  do {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  } catch {
    fail("cannot create \(directory): \(error.localizedDescription)")
  }
}
let database: Database?
let storage: VoiceMemosStorage
if options.isInMemory {
  database = nil
  storage = .inMemory(VoiceMemosMemory())
} else {
  do {
    let opened = try VoiceMemosDatabase.open(path: location?.path ?? directory + "/voicememos.sqlite")
    // Each save writes the whole list: a second voicememos on the file would undo the first.
    try ExclusiveUse.claim(opened, program: "voicememos")
    database = opened
    storage = .live(opened)
  } catch {
    fail("\(error)")
  }
}
let memos: IdentifiedArrayOf<VoiceMemo.State>
do {
  memos = try storage.load()
} catch {
  database?.close()
  fail("cannot read the memos: \(error)")
}

let recordingsURL = URL(fileURLWithPath: directory, isDirectory: true)
options.audio.recordingsDirectory = recordingsURL
let audio = options.audio
// The simulated microphone and speaker keep the time of the run: real, or the script's.
let recorder: AudioRecorderClient
let player: AudioPlayerClient
if let clock = driver.clock {
  recorder = .simulated(audio, clock: clock)
  player = .simulated(audio, clock: clock)
} else {
  recorder = .simulated(audio, clock: ContinuousClock())
  player = .simulated(audio, clock: ContinuousClock())
}
let initialState = VoiceMemosTerminal.State(
  app: VoiceMemos.State(voiceMemos: memos), isSimulated: true, timeZone: driver.timeZone
)
let store = Store(initialState: initialState) {
  VoiceMemosTerminal()
} withDependencies: {
  $0.audioRecorder = recorder
  $0.audioPlayer = player
  $0.recordingsDirectory = RecordingsDirectory { recordingsURL }
  $0.voiceMemosStorage = storage
  driver.install(into: &$0)
}
let reason = await driver.run(
  store, minimumSize: VoiceMemosScreen.minimumSize, render: VoiceMemosScreen.render,
  keyMap: VoiceMemosScreen.keyMap, sizeChanged: VoiceMemosTerminal.Action.terminalResized
)
// A recording still running is stopped and kept as a memo, as `s` would; the memo arrives
// once the recorder has finished its file (milliseconds; up to five seconds on a loaded
// machine). Then the list is saved once more, whatever saves were still in flight.
let keptRecording = await keepRecordingInProgress()
let saved = store.state.app.savedMemos
let counted = saved.count == 1 ? "1 memo" : "\(saved.count) memos"
guard let database else {
  try? FileManager.default.removeItem(atPath: directory)
  print("voicememos: exited (\(reason)); \(keptRecording)\(counted) discarded (in memory)")
  exit(reason.exitStatus)
}
do {
  try await storage.save(saved)
} catch {
  // A file written by another program refused the save; the list goes beside it below.
  if database.fileStatus() == .inPlace {
    database.close()
    fail("exited (\(reason)); \(keptRecording)the list was NOT saved: \(error)")
  }
}
// Closing leaves the file alone holding the list; a file deleted or replaced meanwhile took the
// saves into nothing, so the list goes to a new file (the recordings stay where they are).
do {
  let final = try await database.closeKeepingData(
    migrations: VoiceMemosDatabase.migrations, recreatingDirectory: location?.isDefault ?? true
  ) {
    try await VoiceMemosStorage.live($0).save(saved)
  }
  print("voicememos: exited (\(reason)); \(keptRecording)\(final.report(of: counted, program: "voicememos"))")
} catch {
  fail("exited (\(reason)); \(keptRecording)\(error.report(of: counted, program: "voicememos"))")
}
/// Stops the recording in progress, if any, and waits for it to become a memo. Returns what
/// the exit line says of it first ("kept the recording in progress as a memo (00:03); "), or
/// nothing when there was none. A recorder that does not finish in time loses the recording,
/// and the line says so.
@MainActor
func keepRecordingInProgress() async -> String {
  guard let url = store.state.app.recordingMemo?.url else { return "" }
  await store.send(.app(.programWillExit)).finish()
  let deadline = ContinuousClock.now + .seconds(5)
  while store.state.app.recordingMemo != nil, ContinuousClock.now < deadline {
    try? await Task.sleep(for: .milliseconds(5))
  }
  if let memo = store.state.app.voiceMemos[id: url] {
    return "kept the recording in progress as a memo (\(memo.duration.minutesAndSeconds)); "
  }
  if store.state.app.recordingMemo != nil {
    await store.send(.app(.recordingMemo(.dismiss))).finish()
  }
  return "the recording in progress could NOT be kept (the recorder failed); "
}

// Saved (the declarations above run nothing): after a signal, the status a shell gives a
// program it killed (130 for Ctrl-C).
exit(reason.exitStatus)
