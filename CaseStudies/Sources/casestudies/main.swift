import CaseStudies
import ComposableCore
import Foundation
import Persistence
import SharedKeyValue
import TerminalScript
import TerminalUI

let studies = Paragraph.wrap(CaseStudy.all.map(\.id).joined(separator: " "), width: 74).map { "    " + $0 }
let usage = """
  usage: casestudies [--open STUDY] [--facts-url TEMPLATE] [--real-downloads]
                     [--script FILE [--size WxH]]
                     [--record FILE [--force] | --replay FILE] [--help]

  A catalogue of small studies of the Composable Architecture, in this
  terminal. Arrows select a study, Enter opens it, / filters by name, Esc
  goes back, i shows what a study teaches, ? lists the keys, q quits.

    --open STUDY   start in the study STUDY, by its name in the menu ("File
                   storage") or its short name, one of:
  \(studies.joined(separator: "\n"))
    --facts-url TEMPLATE
                   fetch number facts over HTTP: TEMPLATE is an http(s) URL
                   where {n} stands for the number, e.g.
                   http://numbersapi.com/{n}. Without it, facts are computed
                   here after a second (an offline stand-in for that service).
    --real-downloads
                   the offline downloads study fetches each city's "map" (its
                   Wikipedia page) over HTTPS instead of simulating four
                   seconds of progress.
  \(ProgramDriver.help)

  Simulations: the long-living effects study counts SIGUSR1 signals sent to
  this program (kill -USR1 PID) as screenshots; the web socket study talks
  to an echo socket inside this program; favoriting asks no server but
  waits a second and fails one time in four.

  Files: the shared-state studies keep stats.json and casestudies.sqlite
  in $XDG_DATA_HOME/casestudies (else ~/.local/share/casestudies).
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("casestudies: \(message)\n\n\(usage)\n".utf8))
  exit(64)
}

var (driver, arguments) = ProgramDriver.start(
  program: "casestudies", arguments: Array(CommandLine.arguments.dropFirst()), usage: usage
)
var openedStudy: String?
var showsHelp = false
var factsTemplate: String?
var realDownloads = false
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--help", "-h":
    showsHelp = true
  case "--open":
    guard !arguments.isEmpty else { fail("--open needs the name of a study") }
    let name = arguments.removeFirst()
    guard let study = CaseStudy.named(name) else { fail("no study named \(name)") }
    openedStudy = study.id
  case "--facts-url":
    guard !arguments.isEmpty else { fail("--facts-url needs a URL template") }
    let template = arguments.removeFirst()
    guard template.contains("{n}"), template.hasPrefix("http://") || template.hasPrefix("https://") else {
      fail("--facts-url needs an http(s) URL with {n} for the number, not \(template)")
    }
    factsTemplate = template
  case "--real-downloads":
    realDownloads = true
  default:
    fail("unknown argument \(argument)")
  }
}
if showsHelp {
  print(usage)
} else {
  // Before a study's task starts listening for signals or the clock.
  driver.requireTerminal()
  // The user-defaults study keeps its count in the program's SQLite settings; without them it
  // counts in memory and says why on its screen. A script, recording or replay keeps away
  // from the user's files: both shared-state files stay in memory then.
  let settings = driver.isIsolated ? nil : try? DatabaseLocation(app: "casestudies", arguments: []).openKeyValueStore()
  let statsFile = driver.isIsolated ? nil : DependencyValues.current.statsFileURL
  let initialState: Catalogue.State = withDependencies {
    $0.defaultKeyValueStore = settings
    $0.statsFileURL = statsFile
  } operation: {
    openedStudy.flatMap { Catalogue.State(opening: $0) } ?? Catalogue.State()
  }
  let store = Store(initialState: initialState) { Catalogue() } withDependencies: {
    $0.defaultKeyValueStore = settings
    $0.statsFileURL = statsFile
    if let factsTemplate { $0.factClient = .http(template: factsTemplate, client: driver.tracking(.live)) }
    if realDownloads { $0.downloadClient = .http }
    driver.install(into: &$0)
  }
  driver.attach(store)
  store.send(.task)
  let reason = await driver.run(
    store, minimumSize: CatalogueScreen.minimumSize,
    render: CatalogueScreen.render, keyMap: CatalogueScreen.keyMap
  )
  // A change to the stats file still waiting for its save delay is written now.
  DependencyValues.current.sharedStorage.flush()
  print("casestudies: exited (\(reason))")
  // After a signal, the status a shell gives a program it killed (130 for Ctrl-C).
  exit(reason.exitStatus)
}

extension DatabaseLocation {
  /// The key-value table of the database here, creating its directory first.
  func openKeyValueStore() throws -> KeyValueStore {
    try createDirectory()
    return try KeyValueStore(database: Database(path: path))
  }
}
