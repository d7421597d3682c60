import CaseStudies
import ComposableArchitecture
import HTTP
import Persistence
import SharedKeyValue
import TerminalScript
import TerminalScriptHTTP

let (program, options) = Program.start("casestudies", usage: usage) { try CaseStudiesOptions(&$0) }
let driver = program.driver
// Before a study's task starts listening for signals or the clock.
driver.requireTerminal()
// The user-defaults study keeps its count in the program's SQLite settings. A script,
// recording or replay keeps away from the user's files: both shared-state files stay in
// memory then, as do the settings that cannot be opened (said at exit).
let (settings, settingsProblem) = openSettings(isIsolated: driver.isIsolated)
let statsFile = driver.isIsolated ? nil : DependencyValues.current.statsFileURL
// The file-storage study's stats are this one value while it is held: a save that failed is
// still known at exit.
let stats = statsFile.map { Shared(wrappedValue: Stats(), .fileStorage($0)) }
let initialState: Catalogue.State = withDependencies {
  $0.defaultKeyValueStore = settings
  $0.statsFileURL = statsFile
} operation: {
  options.openedStudy.flatMap { Catalogue.State(opening: $0) } ?? Catalogue.State()
}
let store = Store(initialState: initialState) { Catalogue() } withDependencies: {
  $0.defaultKeyValueStore = settings
  $0.statsFileURL = statsFile
  if let template = options.factsTemplate { $0.factClient = .http(template: template, client: driver.tracking(.live)) }
  if options.realDownloads { $0.downloadClient = .http }
  driver.install(into: &$0)
}
driver.attach(store)
store.send(.task)
let reason = await driver.run(
  store, minimumSize: CatalogueScreen.minimumSize, render: CatalogueScreen.render, keyMap: CatalogueScreen.keyMap,
  feature: FeatureUnderTest(
    Catalogue(), imports: ["CaseStudies"], state: \.self, action: \.self,
    initialState: options.openedStudy.map { "Catalogue.State(opening: \(swiftExpression(for: $0)))!" } ?? "Catalogue.State()"
  )
)
// A change to the stats file still waiting for its save delay is written now.
DependencyValues.current.sharedStorage.flush()
let notSaved = [settingsProblem.map { "the shared count was NOT saved: \($0)" }, stats.flatMap(saveProblem)].compactMap(\.self)
if !notSaved.isEmpty { program.endFailing(reason, report: notSaved.joined(separator: "; ")) }
program.end(reason)
