import ComposableArchitecture
import Testing
import TerminalUI

/// A counter with a timer that counts up once a second while it runs.
struct TickingCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var isTimerRunning = false
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case timerTick
    case toggleTimerButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .timerTick:
        state.count += 1
        return .none
      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        guard state.isTimerRunning else { return .cancel(id: CancelID.timer) }
        // On the main actor, so the test clock's wake-ups and the loop's redraws take
        // turns on one queue and the test does not depend on thread timing.
        return .run { @MainActor [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer)
      }
    }
  }

  static func render(_ state: State, into frame: inout Frame) {
    let (title, body, hints) = frame.area.split(top: 1, bottom: 1)
    frame.render(Label("Counter", style: .bold), in: title)
    frame.render("Count: \(state.count)", in: body)
    frame.render(HintBar(keyMap(state)), in: hints)
  }

  static func keyMap(_ state: State) -> KeyMap<Action> {
    KeyMap([
      KeyBinding([.char("+")], help: "add", send: .incrementButtonTapped),
      KeyBinding([.char("t")], help: state.isTimerRunning ? "stop" : "start", send: .toggleTimerButtonTapped),
      .quit([.char("q")]),
    ])
  }
}

@MainActor
@Suite struct RunLoopTests {
  func start(
    _ store: Store<TickingCounter.State, TickingCounter.Action>, on terminal: HeadlessBackend,
    minimumSize: Size = Size(width: 1, height: 1)
  ) -> Task<ExitReason, Never> {
    Task {
      await run(store, on: terminal, minimumSize: minimumSize,
                render: TickingCounter.render, keyMap: TickingCounter.keyMap)
    }
  }

  @Test func keysSendActionsAndTheFrameFollowsTheState() async {
    let store = Store(initialState: TickingCounter.State()) { TickingCounter() }
    let terminal = HeadlessBackend(width: 24, height: 3)
    let loop = start(store, on: terminal)
    await terminal.settle()
    #expect(terminal.text == """
      Counter
      Count: 0
      + add  t start  q quit
      """)
    terminal.type("++")
    await terminal.settle()
    #expect(terminal.text == """
      Counter
      Count: 2
      + add  t start  q quit
      """)
    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
  }

  /// `?` opens the screen's keys over it in every program; behind it no key acts, and Esc
  /// closes it.
  @Test func questionMarkShowsTheKeysAndNothingActsBehindThem() async {
    let store = Store(initialState: TickingCounter.State()) { TickingCounter() }
    let terminal = HeadlessBackend(width: 44, height: 10)
    let loop = start(store, on: terminal)
    await terminal.settle()
    terminal.press(.char("?"))
    await terminal.settle()
    #expect(terminal.text == """
      Counter
      ┌ Keys ───────────────────────────────────┐
      │ +     add                               │
      │ t     start                             │
      │ q     quit                              │
      │ ^L    redraw the screen                 │
      │ ?/F1  this help (Esc, q or ? closes it) │
      │ F12   the inspector                     │
      └─────────────────────────────────────────┘
      + add  t start  q quit
      """)
    terminal.type("+q")
    await terminal.settle()
    #expect(store.state.count == 0)
    terminal.press(.escape)
    await terminal.settle()
    #expect(terminal.text == """
      Counter
      Count: 0







      + add  t start  q quit
      """)
    terminal.press(.function(1))
    await terminal.settle()
    #expect(terminal.text.contains("┌ Keys"))
    terminal.press(.function(1))
    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
  }

  @Test func timerEffectRedrawsWithoutAKeyPress() async {
    let clock = TestClock()
    let store = Store(initialState: TickingCounter.State()) {
      TickingCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let terminal = HeadlessBackend(width: 24, height: 3)
    let loop = start(store, on: terminal)
    terminal.press(.char("t"))
    await terminal.settle()
    let presentedBeforeTicks = terminal.presentedCount
    await clock.advance(by: .seconds(3))
    // The ticks reach the loop through the main actor: wait for their frame, not a number of turns.
    await terminal.settle { terminal.text.contains("Count: 3") }
    #expect(terminal.text == """
      Counter
      Count: 3
      + add  t stop  q quit
      """)
    #expect(terminal.presentedCount > presentedBeforeTicks)
    terminal.press(.char("t"))
    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
  }

  @Test func unchangedFramesAreNotPresentedAgain() async {
    let store = Store(initialState: TickingCounter.State()) { TickingCounter() }
    let terminal = HeadlessBackend(width: 24, height: 3)
    let loop = start(store, on: terminal)
    await terminal.settle()
    #expect(terminal.presentedCount == 1)
    terminal.press(.char("x"))
    terminal.press(.resize)
    await terminal.settle()
    #expect(terminal.presentedCount == 1)
    terminal.send(.interrupt)
    #expect(await loop.value == .interrupted)
  }

  @Test func resizingRedrawsAndATinyTerminalShowsTheNotice() async {
    let store = Store(initialState: TickingCounter.State()) { TickingCounter() }
    let terminal = HeadlessBackend(width: 24, height: 3)
    let loop = start(store, on: terminal, minimumSize: Size(width: 20, height: 3))
    await terminal.settle()
    terminal.resize(width: 12, height: 3)
    await terminal.settle()
    #expect(terminal.text == """
      terminal too
      small (need
         20x3)
      """)
    for (width, height) in [(1, 1), (0, 0), (3, 1)] {
      terminal.resize(width: width, height: height)
      await terminal.settle()
      #expect(terminal.frame.size == Size(width: width, height: height))
    }
    terminal.resize(width: 20, height: 3)
    terminal.press(.char("+"))
    await terminal.settle()
    #expect(terminal.text == """
      Counter
      Count: 1
      + add  ? help
      """)
    terminal.send(.terminate)
    #expect(await loop.value == .terminated)
  }

  @Test func theSizeIsSentBeforeTheFirstDrawAndAfterEachResize() async {
    let store = Store(initialState: [Size]()) {
      Reduce<[Size], Size> { sizes, size in
        sizes.append(size)
        return .none
      }
    }
    let terminal = HeadlessBackend(width: 30, height: 4)
    let loop = Task {
      await run(
        store, on: terminal, render: { sizes, frame in frame.render("\(sizes)", in: frame.area) },
        keyMap: { _ in KeyMap([.quit([.char("q")])]) }, sizeChanged: { $0 }
      )
    }
    await terminal.settle()
    #expect(store.state == [Size(width: 30, height: 4)])
    #expect(terminal.text.split(separator: "\n") == ["[30x4]"])
    terminal.resize(width: 40, height: 5)
    await terminal.settle()
    terminal.resize(width: 40, height: 5)
    await terminal.settle()
    #expect(store.state == [Size(width: 30, height: 4), Size(width: 40, height: 5)])
    #expect(terminal.text.split(separator: "\n") == ["[30x4, 40x5]"])
    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
  }

  @Test func behindTheTooSmallNoticeKeysDoNothingButTheQuitKeyItShows() async {
    let store = Store(initialState: TickingCounter.State()) { TickingCounter() }
    let terminal = HeadlessBackend(width: 12, height: 3)
    let loop = start(store, on: terminal, minimumSize: Size(width: 20, height: 3))
    await terminal.settle()
    terminal.press(.char("+"))
    terminal.press(.char("t"))
    terminal.paste("++")
    await terminal.settle()
    #expect(store.state == TickingCounter.State())
    terminal.resize(width: 20, height: 3)
    terminal.press(.char("+"))
    await terminal.settle()
    #expect(store.state.count == 1)
    // Too small to show "q quit" as well: q does nothing either.
    terminal.resize(width: 5, height: 1)
    terminal.press(.char("q"))
    await terminal.settle()
    terminal.resize(width: 19, height: 8)
    await terminal.settle()
    #expect(terminal.text == """


      terminal too small
          (need 20x3)

            q quit


      """)
    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
  }

  @Test func controlLRepaintsTheScreenAndNoKeyMapSeesIt() async {
    let store = Store(initialState: TickingCounter.State()) { TickingCounter() }
    let terminal = HeadlessBackend(width: 24, height: 3)
    let loop = Task {
      await run(
        store, on: terminal, render: TickingCounter.render,
        keyMap: { _ in KeyMap([KeyBinding([.control("l")], help: "", send: .incrementButtonTapped)]) }
      )
    }
    await terminal.settle()
    terminal.press(.control("l"))
    await terminal.settle()
    #expect(terminal.repaintCount == 1)
    #expect(store.state.count == 0)
    terminal.send(.hangUp)
    #expect(await loop.value == .hungUp)
  }

  @Test func aPasteGoesToATextFieldAsTextAndNeverPressesKeys() async {
    let store = Store(initialState: TextFieldState()) {
      Reduce<TextFieldState, TextEdit> { field, edit in
        field.apply(edit)
        return .none
      }
    }
    let terminal = HeadlessBackend(width: 30, height: 1)
    let loop = Task {
      await run(
        store, on: terminal, render: { field, frame in frame.render(TextField(field), in: frame.area) },
        keyMap: { _ in KeyMap([.quit([.char("q"), .enter])], otherKeys: TextEdit.init) }
      )
    }
    await terminal.settle()
    terminal.paste("Buy bread\nCall dad q")
    await terminal.settle()
    #expect(store.state == TextFieldState("Buy bread Call dad q"))
    #expect(terminal.text == "Buy bread Call dad q")
    terminal.send(.interrupt)
    #expect(await loop.value == .interrupted)
  }

  @Test func anASCIITerminalGetsFramesWithoutOtherCharacters() async {
    let store = Store(initialState: "Café 日本") { EmptyReducer<String, Never>() }
    let terminal = HeadlessBackend(width: 20, height: 3, charset: .ascii)
    let loop = Task {
      await run(
        store, on: terminal,
        render: { text, frame in
          let (top, middle, bottom) = frame.area.split(top: 1, bottom: 1)
          frame.render(NavigationHeader(["Notes", text]), in: top)
          frame.render(Rule(), in: middle)
          frame.render(HintBar(KeyMap<Never>([.quit([.enter, .up, .down])])), in: bottom)
        },
        keyMap: { _ in KeyMap([.quit([.char("q")])]) }
      )
    }
    await terminal.settle()
    #expect(terminal.text == """
      Notes > Caf? ????
      --------------------
      Enter/^/v quit
      """)
    #expect(store.state == "Café 日本")
    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
  }
}
