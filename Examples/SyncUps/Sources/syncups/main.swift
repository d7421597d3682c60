import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpeechClientSimulated
import SyncUpsCore
import SyncUpsStorageLive
import SyncUpsUI
import TerminalScript

let (program, options) = Program.start(
  "syncups", usage: usage, dataFile: DataFile(app: "syncups", migrations: SyncUpsDatabase.migrations)
) { try SyncUpsOptions(&$0, environment: ProcessInfo.processInfo.environment) }
let driver = program.driver
// One store for the whole run: it remembers what the file holds, to write only what changes.
let syncUpsStore = program.openDatabase().map(SyncUpsStore.live)
// A database of this project that holds something else (another example's file) is refused here.
let saved = program.read(orSay: "\(program.location?.path ?? "") holds no sync-ups this program can read") {
  try syncUpsStore?.load()
}
let initialState: SyncUpsTerminal.State
do {
  initialState = try withDependencies {
    $0.syncUpsStore = syncUpsStore
    driver.install(into: &$0)
  } operation: {
    let dependencies = DependencyValues.current
    // The list was read above: the shared value starts from it instead of reading it again.
    let isDemo = program.storage == .memory(isDemo: true)
    dependencies.sharedStorage.seed(.syncUps, isDemo ? .demo(now: dependencies.date()) { dependencies.uuid() } : saved ?? [])
    @Shared(.syncUps) var syncUps
    var state = SyncUpsTerminal.State(app: AppFeature.State())
    if let route = options.route { state.app.path = try route.path(in: $syncUps) }
    return state
  }
} catch {
  program.database?.close()
  program.fail("\(error)", status: error is SyncUpsRoute.Failure ? 64 : 1)
}

let store = Store(initialState: initialState) { SyncUpsTerminal() } withDependencies: {
  $0.syncUpsStore = syncUpsStore
  $0.speechClient = .simulated(options.speech)
  $0.openSettings = openSimulatedSettingsNotice
  driver.install(into: &$0)
}
driver.attach(store)
store.send(.appeared)
// The list the run starts with, copied now: the shared value will hold the run's changes by the
// time a test is written.
let startingSyncUps = initialState.app.syncUpsList.syncUps
let reason = await driver.run(
  store, minimumSize: SyncUpsScreen.minimumSize, render: SyncUpsScreen.render, keyMap: SyncUpsScreen.keyMap,
  feature: FeatureUnderTest(
    AppFeature(), imports: ["SyncUpsCore", "SpeechClientSimulated"], state: \.app, action: \.app,
    initialState: "AppFeature.State()",
    // The list the run started with, in the test's shared storage before its store.
    setUp: startingSyncUps.isEmpty ? [] : ["@Shared(.syncUps) var syncUps = \(swiftExpression(for: startingSyncUps))"],
    dependencies: [
      "$0.speechClient = .simulated("
        + (options.speech == SimulatedSpeech() ? "SimulatedSpeech()" : swiftExpression(for: options.speech)) + ")",
      "$0.openSettings = {}",
    ]
  )
)
// A meeting still running is kept, as one ended early; every change was saved when it was made.
let keptMeeting = await keepMeetingInProgress(store)
DependencyValues.current.sharedStorage.flush()
let syncUps = store.state.app.syncUpsList.syncUps
let (complete, unread) = withMeetingsLoaded(syncUps, from: program.database, syncUpsStore)
await program.endSaving(
  reason, data: syncUps.count == 1 ? "1 sync-up" : "\(syncUps.count) sync-ups", kept: keptMeeting,
  notSaved: store.state.app.syncUpsList.$syncUps.persistenceError.map { "the last change was NOT saved: \($0)" },
  save: { try SyncUpsStore.live($0).save(complete) },
  warning: { unreadMeetingsWarning(unread, copiedTo: $0.path) }
)
