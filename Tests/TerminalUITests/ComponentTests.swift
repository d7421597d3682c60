import ComposableArchitecture
import TerminalUI
import Testing

/// The TerminalUI components as features: each is driven through a TestStore, as a program
/// that scopes one in would drive it, and the list is drawn as a whole frame.
@MainActor
struct ComponentTests {
  @Test func theListCursorMovesWithTheKeysOfEveryListAndScrollsToTheSelection() async {
    let store = TestStore(initialState: ListCursor.State(count: 30, height: 10)) { ListCursor() }
    let keys = KeyMap(ListCursor.keyBindings(send: { $0 }))
    func press(_ key: Key) -> ListCursor.Action? {
      guard case .send(let action)? = keys.command(for: key) else { return nil }
      return action
    }
    #expect(press(.char("j")) == .moved(.down))
    #expect(press(.up) == .moved(.up))
    #expect(press(.char("G")) == .moved(.last))
    #expect(press(.home) == .moved(.first))
    await store.send(.moved(.up))
    await store.send(.moved(.pageDown)) { $0.select(10) }
    #expect(store.state.offset == 1)
    await store.send(.moved(.last)) { $0.select(29) }
    #expect(store.state.offset == 20)
    await store.send(.moved(.down))
    await store.send(.moved(.pageUp)) { $0.select(19) }
    #expect(store.state.offset == 19)
    await store.send(.moved(.row(-4))) { $0.select(0) }
    #expect(store.state.offset == 0)
  }

  @Test func aListThatShrinksUnderItsCursorKeepsItInRange() {
    var cursor = ListCursor.State(count: 5, height: 3, selection: 4)
    #expect(cursor.offset == 2)
    cursor.resize(count: 2)
    #expect(cursor.selection == 1)
    #expect(cursor.offset == 0)
    cursor.resize(count: 0)
    #expect(cursor.selection == 0)
    var frame = Frame(width: 12, height: 3)
    frame.render(ListCursor.State(count: 5, height: 3, selection: 3).listView { "row \($0)" }, in: frame.area)
    #expect(frame.text == """
        row 1    ↑
        row 2
      > row 3    ↓
      """)
  }

  @Test func theCursorFollowsItsItemAndKeepsItsRowWhenTheItemGoes() {
    var cursor = ListCursor.State(count: 4, height: 2, selection: 1)
    var selected: String? = "b"
    var items = ["c", "a", "b", "d"]
    #expect(!cursor.follow(&selected, count: items.count, row: { items.firstIndex(of: $0) }, id: { items[$0] }))
    #expect(cursor.selection == 2)
    items = ["c", "a", "d"]
    #expect(cursor.follow(&selected, count: items.count, row: { items.firstIndex(of: $0) }, id: { items[$0] }))
    #expect(selected == "d")
    #expect(cursor.selection == 2)
    items = []
    #expect(cursor.follow(&selected, count: items.count, row: { items.firstIndex(of: $0) }, id: { items[$0] }))
    #expect(selected == nil)
    #expect(cursor.selection == 0)
  }

  @Test func theTextInputTakesEveryEditAndPasteAsText() async {
    let store = TestStore(initialState: TextFieldState("日本")) { TextInput() }
    let keys = KeyMap<TextInput.Action>([], otherKeys: TextInput.otherKeys(send: { $0 }))
    guard case .send(let paste)? = keys.command(for: .paste("a\nb")) else {
      Issue.record("a paste is not an edit")
      return
    }
    await store.send(paste) { $0 = TextFieldState("日本a b") }
    await store.send(.edited(.moveWordLeft)) { $0 = TextFieldState("日本a b", cursor: 4) }
    await store.send(.edited(.deleteWordBackward)) { $0 = TextFieldState("b", cursor: 0) }
    #expect(keys.command(for: .enter) == nil)
  }

  @Test func aButtonRowChoiceLastsAsLongAsItsAlert() async {
    let store = TestStore(initialState: Dialog.State(alert: "Delete?")) { Dialog() }
    await store.send(.buttons(.selected(0))) { $0.buttons.selection = 0 }
    await store.send(.shown("Delete?"))
    await store.send(.shown("Discard?")) {
      $0.alert = "Discard?"
      $0.buttons.selection = nil
    }
  }

  @Test func theSpinnerTurnsWithTheClockUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: SpinnerClock.State(frame: 7)) { SpinnerClock() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.started) { $0.frame = 0 }
    await clock.advance(by: SpinnerClock.interval * 2)
    await store.receive(.ticked) { $0.frame = 1 }
    await store.receive(.ticked) { $0.frame = 2 }
    #expect(store.state.spinner(label: "Loading").symbol == Spinner.dots[2])
    await store.send(.stopped)
    await clock.advance(by: .seconds(1))
  }

  @Test func aTextViewScrollsByLinesAndPagesAndShowsTheLastPageAtMost() async {
    let store = TestStore(initialState: TextScroll.State()) { TextScroll() }
    let keys = KeyMap(TextScroll.keyBindings(page: 5, send: { $0 }))
    guard case .send(let pageDown)? = keys.command(for: .pageDown) else {
      Issue.record("PgDn does not scroll")
      return
    }
    await store.send(.scrolled(-1))
    await store.send(pageDown) { $0.offset = 5 }
    #expect(Array(store.state.visible(Array(0..<8), height: 5)) == [3, 4, 5, 6, 7])
    await store.send(.scrolledToTop) { $0.offset = 0 }
  }
}

/// A screen with an alert and its buttons, as a program has.
@Reducer
struct Dialog {
  struct State: Equatable {
    var alert: String?
    var buttons = ButtonRow.State()
  }

  enum Action: Equatable {
    case buttons(ButtonRow.Action)
    case shown(String?)
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(\.buttons, action: \.buttons) { ButtonRow() }
      Reduce { state, action in
        if case .shown(let alert) = action { state.alert = alert }
        return .none
      }
    }
    .resettingButtonRow(\.buttons) { $0.alert }
  }
}
