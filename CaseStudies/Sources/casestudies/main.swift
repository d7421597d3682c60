import CaseStudies
import ComposableCore
import Foundation
import TerminalScript
import TerminalUI

let studies = Paragraph.wrap(CaseStudy.all.map(\.id).joined(separator: " "), width: 74).map { "    " + $0 }
let usage = """
  usage: casestudies [--open STUDY] [--facts-url TEMPLATE] [--real-downloads]
                     [--script FILE [--size WxH]] [--record FILE | --replay FILE]
                     [--help]

  A catalogue of small studies of the Composable Architecture, in this
  terminal. Arrows select a study, Enter opens it, / filters by name, Esc
  goes back, ? shows what a study teaches, q quits; Ctrl-C exits as well.

    --open STUDY   start in the study STUDY, one of:
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
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("casestudies: \(message)\n\n\(usage)\n".utf8))
  exit(64)
}

var (driver, arguments) = ProgramDriver.start(
  program: "casestudies", arguments: Array(CommandLine.arguments.dropFirst()), usage: usage
)
var initialState = Catalogue.State()
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
    guard let state = Catalogue.State(opening: name) else { fail("no study named \(name)") }
    initialState = state
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
  let store = Store(initialState: initialState) { Catalogue() } withDependencies: {
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
  print("casestudies: exited (\(reason))")
}
