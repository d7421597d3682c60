import ComposableArchitecture
import Testing
import TerminalUI

/// A copy binding: the run loop hands its text to the terminal and says so on the status line
/// until the next key; the feature's state never sees it.
@MainActor
@Suite struct CopyTests {
  static func keyMap(_ state: TickingCounter.State) -> KeyMap<TickingCounter.Action> {
    KeyMap([.copy([.char("y")], text: "Count \(state.count)"), .quit([.char("q")])])
  }

  @Test func copyingHandsTheTextToTheTerminalAndSaysCopiedUntilTheNextKey() async {
    let store = Store(initialState: TickingCounter.State(count: 3)) { TickingCounter() }
    let terminal = HeadlessBackend(width: 24, height: 3)
    let loop = Task {
      await run(store, on: terminal, render: TickingCounter.render, keyMap: Self.keyMap)
    }
    await terminal.settle()
    #expect(terminal.text == "Counter\nCount: 3\n+ add  t start  q quit")
    terminal.press(.char("y"))
    await terminal.settle()
    #expect(terminal.copied == ["Count 3"])
    #expect(terminal.text == "Counter\nCount: 3\nCopied")
    #expect(terminal.frame[0, 2].style == .bold)
    terminal.press(.char("x"))
    await terminal.settle()
    #expect(terminal.text == "Counter\nCount: 3\n+ add  t start  q quit")
    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
  }

  @Test func nothingToCopyDisablesTheKeyAndTheHintBarLeavesItToTheHelp() {
    let empty = KeyMap<Never>([.copy([.char("y")], text: "")])
    #expect(empty.command(for: .char("y")) == nil)
    let keys = KeyMap<Never>([.copy([.char("y")], text: "Buy milk"), .quit([.char("q")])])
    #expect(keys.hints.map(\.help) == ["copy", "quit"])
    #expect(HintBar(keys).hints.map(\.help) == ["quit"])
  }
}
