import CaseStudies
import ComposableCore
import Foundation
import TerminalUI

let studies = Paragraph.wrap(CaseStudy.all.map(\.id).joined(separator: " "), width: 74).map { "    " + $0 }
let usage = """
  usage: casestudies [--open STUDY] [--help]

  A catalogue of small studies of the Composable Architecture, in this
  terminal. Arrows select a study, Enter opens it, / filters by name, Esc
  goes back, ? shows what a study teaches, q quits; Ctrl-C exits as well.

    --open STUDY   start in the study STUDY, one of:
  \(studies.joined(separator: "\n"))
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("casestudies: \(message)\n\n\(usage)\n".utf8))
  exit(64)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var initialState = Catalogue.State()
var showsHelp = false
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
  default:
    fail("unknown argument \(argument)")
  }
}
if showsHelp {
  print(usage)
} else {
  let store = Store(initialState: initialState) { Catalogue() }
  let reason = await runInTerminal(
    store, program: "casestudies", minimumSize: CatalogueScreen.minimumSize,
    render: CatalogueScreen.render, keyMap: CatalogueScreen.keyMap
  )
  print("casestudies: exited (\(reason))")
}
