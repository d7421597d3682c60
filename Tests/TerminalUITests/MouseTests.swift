import ComposableArchitecture
import TerminalUI
import Testing

/// A list of ten rows whose cursor the keys, clicks and the wheel move.
struct ClickableList: Reducer {
  typealias State = ListCursor.State
  typealias Action = ListCursor.Action

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    ListCursor().reduce(into: &state, action: action)
  }

  static func render(_ state: State, into frame: inout Frame) {
    let list = state.listView { "row \($0)" }
    frame.render(list, in: frame.area)
    state.markRows(of: list, in: frame.area, frame: &frame, send: { $0 })
  }

  static func keyMap(_ state: State) -> KeyMap<Action> {
    KeyMap(ListCursor.keyBindings(send: { $0 }) + [.quit([.char("q")])])
  }
}

/// Clicks act on what the shown frame marks, the wheel does what ↑ and ↓ do, and neither
/// acts behind the too-small notice; scripts and recordings name them as `click X Y`.
@MainActor
@Suite struct MouseTests {
  @Test func aClickSelectsTheRowUnderItAndTheWheelMovesAsTheArrowsDo() async {
    let store = Store(initialState: ListCursor.State(count: 10, height: 5)) { ClickableList() }
    let terminal = HeadlessBackend(width: 12, height: 5)
    let loop = Task { await run(store, on: terminal, render: ClickableList.render, keyMap: ClickableList.keyMap) }
    await terminal.settle()
    terminal.press(.mouse(MouseEvent(.click, x: 3, y: 3)))
    await terminal.settle()
    #expect(store.state.selection == 3)
    terminal.press(.mouse(MouseEvent(.wheelDown, x: 0, y: 0)))
    terminal.press(.mouse(MouseEvent(.wheelDown, x: 0, y: 0)))
    terminal.press(.mouse(MouseEvent(.wheelUp, x: 0, y: 0)))
    await terminal.settle()
    #expect(store.state.selection == 4)
    // Past the last row there is nothing to click.
    terminal.press(.mouse(MouseEvent(.click, x: 20, y: 1)))
    await terminal.settle()
    #expect(store.state.selection == 4)
    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
  }

  @Test func behindTheTooSmallNoticeTheMouseDoesNothing() async {
    let store = Store(initialState: ListCursor.State(count: 10, height: 5)) { ClickableList() }
    let terminal = HeadlessBackend(width: 12, height: 5)
    let loop = Task {
      await run(
        store, on: terminal, minimumSize: Size(width: 40, height: 10), render: ClickableList.render,
        keyMap: ClickableList.keyMap)
    }
    await terminal.settle()
    terminal.press(.mouse(MouseEvent(.click, x: 3, y: 3)))
    terminal.press(.mouse(MouseEvent(.wheelDown, x: 3, y: 3)))
    await terminal.settle()
    #expect(store.state.selection == 0)
    terminal.send(.scriptEnded)
    #expect(await loop.value == .scriptEnded)
  }

  @Test func aTargetDrawnLaterCoversOneDrawnBefore() {
    var frame = Frame(width: 10, height: 3)
    frame.onClick(frame.area, send: "list")
    frame.onClick(Rect(x: 2, y: 1, width: 3, height: 1), send: "button")
    #expect(frame.clickTargets.action(atX: 3, y: 1, as: String.self) == "button")
    #expect(frame.clickTargets.action(atX: 0, y: 0, as: String.self) == "list")
    #expect(frame.clickTargets.action(atX: 0, y: 0, as: Int.self) == nil)
    frame.liftClickTargets { (name: String) in name.count }
    #expect(frame.clickTargets.action(atX: 3, y: 1, as: Int.self) == 6)
  }

  @Test func aClickOnAnAlertsButtonPressesItAndNothingBeneathIsHit() {
    enum Choice: Equatable, Sendable { case clear }
    let buttons: [ButtonState<Choice>] = [ButtonState(role: .destructive, action: .clear) { TextState("Clear") }, ButtonState(role: .cancel) { TextState("Cancel") }]
    let box = AlertBox(title: "Clear completed todos?", buttons: buttons.map { String(state: $0.label) })
    var frame = Frame(width: 40, height: 7)
    frame.onClick(frame.area, send: PresentationAction<Choice>.dismiss)
    frame.render(box, in: frame.area)
    AlertKeys.markButtons(buttons, of: box, in: frame.area, frame: &frame) { $0 }
    let areas = box.buttonAreas(in: frame.area)
    #expect(areas.count == 2)
    let clear = areas[0]
    #expect(frame.line(clear.y).contains("[ Clear ]  [ Cancel ]"))
    #expect(String(frame.line(clear.y).dropFirst(clear.x).prefix(clear.width)) == "[ Clear ]")
    #expect(frame.clickTargets.action(atX: clear.x + 2, y: clear.y, as: PresentationAction<Choice>.self) == .presented(.clear))
    #expect(frame.clickTargets.action(atX: areas[1].x, y: areas[1].y, as: PresentationAction<Choice>.self) == .dismiss)
    #expect(frame.clickTargets.action(atX: 0, y: 0, as: PresentationAction<Choice>.self) == nil)
  }
}
