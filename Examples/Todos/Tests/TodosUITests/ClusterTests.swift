import ComposableArchitecture
import TerminalUI
import Testing
import TodosCore
import TodosUI

/// Emoji with skin tones, flags, a ZWJ family, CJK and combining marks in the rows and in
/// the field being typed: each row is exactly the screen's width as the terminal draws it,
/// and the caret (the terminal's cursor too) stands after what was typed.
struct ClusterTests {
  let todos: IdentifiedArrayOf<Todo.State> = [
    todo(0, "A👍🏽BCD"), todo(1, "👨‍👩‍👧 family 日本"), todo(2, "Zoe\u{301} 🇫🇷", isComplete: true),
    todo(3, String(repeating: "👨‍👩‍👧", count: 20)),
  ]

  func frame(_ state: TodosTerminal.State, width: Int = 80) -> Frame {
    var frame = Frame(width: width, height: 24)
    TodosScreen.render(state, into: &frame)
    return frame
  }

  @Test func everyRowFitsInTheListAndWhileTyping() {
    var list = TodosTerminal.State(app: TodosApp.State(list: Todos.State(todos: todos)))
    for width in [80, 61] { #expect(frame(list, width: width).widthProblems == [], "\(frame(list, width: width).text)") }
    _ = TodosTerminal().reduce(into: &list, action: .editingStarted)
    let typing = frame(list)
    #expect(typing.widthProblems == [])
    #expect(typing.lines[2].hasPrefix(" > [ ] A👍🏽BCD "))
    #expect(typing.cursor == Point(x: 15, y: 2), "after A, a hand of four cells and BCD")
    #expect(typing[15, 2].style.attributes.contains(.reverse))
  }
}
