import CaseStudies
import ComposableCore
import Foundation
import TerminalUI

let usage = """
  usage: casestudies [--help]

  Runs the case studies in this terminal. Keys are shown on the bottom row;
  q quits, Ctrl-C exits as well.
  """

let arguments = Array(CommandLine.arguments.dropFirst())
if let unknown = arguments.first(where: { $0 != "--help" && $0 != "-h" }) {
  FileHandle.standardError.write(Data("casestudies: unknown argument \(unknown)\n\n\(usage)\n".utf8))
  exit(64)
} else if !arguments.isEmpty {
  print(usage)
} else {
  let store = Store(initialState: Counter.State()) { Counter() }
  let reason = await runInTerminal(
    store, program: "casestudies", minimumSize: CounterScreen.minimumSize,
    render: CounterScreen.render, keyMap: CounterScreen.keyMap
  )
  print("casestudies: exited (\(reason)) with count \(store.state.count)")
}
