import ComposableArchitecture
import TerminalUI
import Testing
import TodosCore
import TodosUI

/// The program's screen in the run loop on a headless terminal: keys in, frames out, the
/// delayed sort redrawing on its own, resizing, and the save on the way out.
@MainActor
struct TodosRunLoopTests {
  @Test func addCompleteWaitAndQuit() async {
    let clock = TestClock()
    let memory = TodosMemory()
    let store = Store(initialState: TodosTerminal.State()) { TodosTerminal() } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
      $0.todosStorage = .inMemory(memory)
    }
    let terminal = HeadlessBackend(width: 80, height: 24)
    let loop = Task {
      await run(
        store, on: terminal, minimumSize: TodosScreen.minimumSize, render: TodosScreen.render,
        keyMap: TodosScreen.keyMap, sizeChanged: TodosTerminal.Action.terminalResized
      )
    }
    for description in ["Buy milk", "Call mom"] {
      terminal.press(.char("a"))
      terminal.type(description)
      terminal.press(.enter)
    }
    terminal.press(.char(" "))
    await terminal.settle()
    #expect(list(terminal) == ["> [x] Call mom", "[ ] Buy milk"])
    #expect(terminal.frame.line(22).hasPrefix(" 2 items, 1 done"))

    await clock.advance(by: Todos.sortDelay)
    // The sort comes from an effect on another thread: wait for its frame, not a number of turns.
    await terminal.settle { list(terminal) == ["[ ] Buy milk", "> [x] Call mom"] }
    #expect(list(terminal) == ["[ ] Buy milk", "> [x] Call mom"])

    terminal.resize(width: 59, height: 20)
    await terminal.settle()
    #expect(terminal.text.contains("terminal too small (need 60x20)"))
    // q quits there as in every program; the notice names it though the hint bar leaves it out.
    #expect(terminal.text.contains("q quit"))
    terminal.resize(width: 80, height: 30)
    await terminal.settle()
    #expect(store.state.list.height == 25)
    #expect(list(terminal) == ["[ ] Buy milk", "> [x] Call mom"])

    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
    await store.send(.app(.programWillExit)).finish()
    #expect(memory.todos == store.state.app.list.todos)
    #expect(memory.todos.map(\.description) == ["Buy milk", "Call mom"])
  }

  /// The list rows on screen, trimmed.
  private func list(_ terminal: HeadlessBackend) -> [String] {
    terminal.frame.lines.dropFirst(2).prefix(while: { !$0.hasPrefix("─") })
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}
