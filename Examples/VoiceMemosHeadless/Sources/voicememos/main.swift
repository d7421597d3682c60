import AudioClients
import AudioClientsSimulated
import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalScript
import VoiceMemosCore
import VoiceMemosStorageLive
import VoiceMemosUI

// A scripted run records into a temporary directory even with --db: its memos' file names repeat.
let (program, options) = Program.start(
  "voicememos", usage: usage,
  dataFile: DataFile(
    app: "voicememos", migrations: VoiceMemosDatabase.migrations, offersDemo: false, isolatedRunsStayInMemory: true
  )
) { try VoiceMemosOptions(&$0, environment: ProcessInfo.processInfo.environment) }
let driver = program.driver
let database = program.openDatabase()
let directory = recordingsFolder(of: program)
let storage: VoiceMemosStorage = database.map { .live($0) } ?? .inMemory(VoiceMemosMemory())
let memos = program.read(orSay: "cannot read the memos") { try storage.load() }

let recordingsURL = URL(fileURLWithPath: directory, isDirectory: true)
var audio = options.audio
audio.recordingsDirectory = recordingsURL
// The simulated microphone and speaker keep the time of the run: real, or the script's.
let (recorder, player): (AudioRecorderClient, AudioPlayerClient) =
  if let clock = driver.clock { (.simulated(audio, clock: clock), .simulated(audio, clock: clock)) } else {
    (.simulated(audio, clock: ContinuousClock()), .simulated(audio, clock: ContinuousClock()))
  }
let initialState = VoiceMemosTerminal.State(
  app: VoiceMemos.State(voiceMemos: memos), isSimulated: true, timeZone: driver.timeZone
)
let store = Store(initialState: initialState) { VoiceMemosTerminal() } withDependencies: {
  $0.audioRecorder = recorder
  $0.audioPlayer = player
  // The reference records into the temporary directory; here recordings are kept, in the data folder.
  $0.temporaryDirectory = { recordingsURL }
  $0.recordingFileExtension = "wav"
  $0.voiceMemosStorage = storage
  driver.install(into: &$0)
}
let reason = await driver.run(
  store, minimumSize: VoiceMemosScreen.minimumSize, render: VoiceMemosScreen.render,
  keyMap: VoiceMemosScreen.keyMap, sizeChanged: VoiceMemosTerminal.Action.terminalResized,
  feature: FeatureUnderTest(
    VoiceMemos(), imports: ["VoiceMemosCore", "AudioClients", "AudioClientsSimulated"], state: \.app, action: \.app,
    // The test records into a directory of its own, where the session had its temporary one.
    setUp: [
      #"let recordings = NSTemporaryDirectory() + "voicememos-test-\(UUID().uuidString)""#,
      "try? FileManager.default.createDirectory(atPath: recordings, withIntermediateDirectories: true)",
      "defer { try? FileManager.default.removeItem(atPath: recordings) }",
    ],
    placeholders: [recordingsDirectoryName: "recordings"],
    dependencies: [
      "$0.audioRecorder = .simulated(\(swiftExpression(for: audio)), clock: clock)",
      "$0.audioPlayer = .simulated(\(swiftExpression(for: audio)), clock: clock)",
      "$0.temporaryDirectory = { URL(fileURLWithPath: \(swiftExpression(for: directory))) }",
      #"$0.recordingFileExtension = "wav""#,
    ]
  )
)
// A recording still running is stopped and kept as a memo, as `s` would; then the list is
// saved once more, whatever saves were still in flight.
let keptRecording = await keepRecordingInProgress(store)
let saved = store.state.app.savedMemos
var notSaved: String?
if database == nil {
  try? FileManager.default.removeItem(atPath: directory)
} else {
  do { try await storage.save(saved) } catch { notSaved = "the list was NOT saved: \(error)" }
}
await program.endSaving(
  reason, data: saved.count == 1 ? "1 memo" : "\(saved.count) memos", kept: keptRecording,
  inMemory: "discarded (in memory)", notSaved: notSaved
) { try await VoiceMemosStorage.live($0).save(saved) }
