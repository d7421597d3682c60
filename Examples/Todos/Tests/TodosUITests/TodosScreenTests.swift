import ComposableArchitecture
import Foundation
import TerminalUI
import Testing
import TodosCore
import TodosUI

/// Whole frames of the screen, compared as text, with the styles that carry meaning.
struct TodosScreenTests {
  let rule = String(repeating: "─", count: 80)
  let demo: IdentifiedArrayOf<Todo.State> = [
    todo(0, "Check mail"), todo(1, "Buy milk"), todo(2, "Call mom", isComplete: true), todo(3),
  ]

  func frame(_ state: TodosTerminal.State, width: Int = 80, height: Int = 24) -> Frame {
    var frame = Frame(width: width, height: height)
    TodosScreen.render(state, into: &frame)
    return frame
  }

  /// The terminal state for a list, after `actions` (which must not start effects).
  func state(
    _ todos: IdentifiedArrayOf<Todo.State>, filter: Filter = .all, editMode: EditMode = .inactive,
    after actions: [TodosTerminal.Action] = []
  ) -> TodosTerminal.State {
    var state = TodosTerminal.State(app: TodosApp.State(list: Todos.State(editMode: editMode, filter: filter, todos: todos)))
    for action in actions { _ = TodosTerminal().reduce(into: &state, action: action) }
    return state
  }

  @Test func clearDoneAsksOnItsCancelButton() {
    let frame = frame(state(demo, after: [.clearCompletedKeyPressed]))
    #expect(frame.text == """
       Todos                                           [ All ]  Active    Completed
      \(rule)
       > [ ] Check mail
         [ ] Buy milk
         [x] Call mom
         [ ] Untitled Todo



                          ┌ Clear completed todos? ─────────────┐
                          │ The completed todo will be deleted. │
                          │                                     │
                          │        [ Clear ]  [ Cancel ]        │
                          └─────────────────────────────────────┘







      \(rule)
       4 items, 1 done
       ←/→/Tab choose  ⏎ activate  Esc cancel
      """)
    #expect(frame[40, 12].style == .reverse)
    #expect(frame[29, 12].style == .plain)
  }

  @Test func listWithCompletedItemsDimmed() {
    let frame = frame(state(demo))
    #expect(frame.text == """
       Todos                                           [ All ]  Active    Completed
      \(rule)
       > [ ] Check mail
         [ ] Buy milk
         [x] Call mom
         [ ] Untitled Todo















      \(rule)
       4 items, 1 done
       a add  space toggle  ⏎ edit  d delete  m move mode  f/F filter  C clear done
      """)
    #expect(frame[5, 2].style == .reverse)
    #expect(frame[5, 3].style == .plain)
    #expect(frame[5, 4].style == .dim)
    #expect(frame[5, 5].style == .dim)
    #expect(frame[50, 0].style == .bold)
  }

  @Test func emptyList() {
    let empty = frame(state([]))
    // Nothing is done yet: "C clear done" is there, dim, like a greyed-out button.
    #expect(empty[20, 23].symbol == "C")
    #expect(empty[20, 23].style == .dim)
    #expect(empty[1, 23].style == .bold)
    #expect(empty.text == """
       Todos                                           [ All ]  Active    Completed
      \(rule)









                             No todos yet. Press a to add one.









      \(rule)
       0 items, 0 done
       a add  f/F filter  C clear done
      """)
  }

  @Test func aFilterWithNothingToShowSaysSo() {
    let lines = frame(state([todo(0)], filter: .completed)).lines
    #expect(lines[0].hasSuffix("  All    Active  [ Completed ] "))
    #expect(lines[11].trimmingCharacters(in: .whitespaces) == "Nothing completed yet. Press 1 to show the 1 todo.")
    let active = frame(state([todo(0, isComplete: true), todo(1, isComplete: true)], filter: .active)).lines
    #expect(active[11].trimmingCharacters(in: .whitespaces) == "Nothing left to do. Press 1 to show all 2 todos.")
    #expect(lines[22].hasPrefix(" 1 item, 0 done"))
  }

  @Test func moveMode() {
    let frame = frame(state(demo, editMode: .active, after: [.list(.moved(.row(1)))]))
    #expect(frame.lines[0].hasPrefix(" Todos — MOVE "))
    #expect(frame.lines[2...5].map { $0.trimmingCharacters(in: .whitespaces) } == [
      "[ ] Check mail", "> [ ] Buy milk", "[x] Call mom", "[ ] Untitled Todo",
    ])
    #expect(frame.lines[23].hasPrefix( " ⇧↑/K move up  ⇧↓/J move down  Esc/m done moving  a add  space toggle  ? help"))
  }

  @Test func aLongListScrollsToTheCursorAndShowsWhatIsHidden() {
    let todos = IdentifiedArray((0..<200).map { todo(UInt64($0), "Todo \($0)") })
    let rows = (132...150).map { "\($0 == 150 ? " > " : "   ")[ ] Todo \($0)" }
    // The indicators sit in the content column's last cell, after a gap.
    func withIndicator(_ row: String, _ indicator: String) -> String {
      row.padding(toLength: 78, withPad: " ", startingAt: 0) + indicator
    }
    #expect(frame(state(todos, after: [.list(.moved(.row(150)))])).text == """
       Todos                                           [ All ]  Active    Completed
      \(rule)
      \(withIndicator(rows[0], "↑"))
      \(rows[1...17].joined(separator: "\n"))
      \(withIndicator(rows[18], "↓"))
      \(rule)
       200 items, 0 done
       a add  space toggle  ⏎ edit  d delete  m move mode  f/F filter  C clear done
      """)
    // Going back up scrolls only once the cursor reaches the top row.
    let up = self.frame(state(todos, after: [.list(.moved(.row(150))), .list(.moved(.row(140)))]))
    #expect(up.lines[2] == withIndicator("   [ ] Todo 132", "↑ "))
    #expect(up.lines[10].trimmingCharacters(in: .whitespaces) == "> [ ] Todo 140")
    // At the top nothing is hidden above; a list that fits has no indicators at all.
    let top = self.frame(state(todos))
    #expect(top.lines[2] == " > [ ] Todo 0".padding(toLength: 80, withPad: " ", startingAt: 0))
    #expect(top.lines[20] == withIndicator("   [ ] Todo 18", "↓ "))
    #expect(top[78, 20].style == .dim)
    #expect(!self.frame(state(demo)).text.contains("↓"))
  }

  @Test func aNarrowTerminalWrapsTheFiltersUnderTheTitle() {
    #expect(frame(state(demo, editMode: .active), width: 40, height: 12).text == """
       Todos — MOVE
       [ All ]  Active    Completed
      ────────────────────────────────────────
       > [ ] Check mail
         [ ] Buy milk
         [x] Call mom
         [ ] Untitled Todo


      ────────────────────────────────────────
       4 items, 1 done
       ⇧↓/J move down  ? help
      """)
    #expect(TodosScreen.listHeight(for: Size(width: 40, height: 12)) == 6)
  }

  @Test func everySizeDrawsWithoutCrashing() {
    let todos = IdentifiedArray((0..<30).map { todo(UInt64($0), "Todo \($0) with a long description 日本語") })
    for width in [0, 1, 2, 5, 13, 39, 80, 120, 250] {
      for height in [0, 1, 2, 3, 4, 5, 24, 70] {
        _ = frame(state(todos, editMode: .active, after: [.list(.moved(.row(29))), .editingStarted]), width: width, height: height)
      }
    }
  }

  @Test func wideTerminalsCentreTheContent() {
    let frame = frame(state(demo), width: 140, height: 24)
    #expect(frame.lines[0].hasPrefix(String(repeating: " ", count: 21) + "Todos"))
    #expect(frame.lines[2].hasPrefix(String(repeating: " ", count: 21) + "> [ ] Check mail"))
    #expect(frame.lines[1] == String(repeating: "─", count: 140))
  }

  @Test func typingShowsTheDescriptionAsATextField() {
    let frame = frame(state(demo, after: [.list(.moved(.row(1))), .editingStarted, .editor(.edited(.moveLeft))]))
    #expect(frame.lines[3].hasPrefix(" > [ ] Buy milk "))
    // The text cursor is on the last "k".
    #expect(frame[14, 3].symbol == "k")
    #expect(frame[14, 3].style.attributes.contains(.reverse))
    #expect(!frame[13, 3].style.attributes.contains(.reverse))
    #expect(frame.lines[23] == " ⏎/Esc done" + String(repeating: " ", count: 69))
  }

  @Test func aFailedSaveShowsInTheStatusLine() {
    var failed = state(demo)
    failed.app.saveError = "/home/blob/todos.sqlite is read-only"
    let frame = frame(failed)
    #expect(frame.lines[22].hasPrefix(" 4 items, 1 done  not saved: /home/blob/todos.sqlite is read-only"))
    #expect(frame[20, 22].style.attributes.contains(.bold))
  }
}
