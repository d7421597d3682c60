import ComposableArchitecture
import Testing
import TerminalUI

/// The inspector in the run loop, on a headless terminal, as whole frames: F12 opens it beside
/// the program (or alone where both do not fit), its keys move through the log, an earlier
/// action shows the program as it was, and the program gets its keys back with Tab.
@MainActor
@Suite struct InspectorTests {
  let clock = TestClock()

  /// A counter on a headless terminal of `width` by `height`, its run loop started with an
  /// inspector and settled.
  func started(width: Int, height: Int) async -> (
    store: Store<TickingCounter.State, TickingCounter.Action>, terminal: HeadlessBackend,
    inspector: Inspector<TickingCounter.State, TickingCounter.Action>, loop: Task<ExitReason, Never>
  ) {
    let store = Store(initialState: TickingCounter.State()) { TickingCounter() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    let terminal = HeadlessBackend(width: width, height: height)
    let inspector = Inspector(store: store) { .zero }
    let loop = Task {
      await run(
        store, on: terminal, minimumSize: Size(width: 20, height: 3), render: TickingCounter.render,
        keyMap: TickingCounter.keyMap, inspector: inspector
      )
    }
    await terminal.settle()
    return (store, terminal, inspector, loop)
  }

  func press(_ keys: Key..., on terminal: HeadlessBackend) async {
    for key in keys {
      terminal.send(.key(key))
      await terminal.settle()
    }
  }

  @Test func f12OpensTheInspectorBesideTheProgramAndTabGivesTheKeysBack() async {
    let (store, terminal, inspector, loop) = await started(width: 66, height: 12)
    await press(.char("+"), .function(12), on: terminal)
    #expect(inspector.isOpen && inspector.hasKeys)
    // The inspector has the keys: + is not the program's now.
    await press(.char("+"), on: terminal)
    #expect(store.state.count == 1)
    await press(.tab, .char("+"), on: terminal)
    #expect(store.state.count == 2)
    #expect(terminal.text == """
      Counter               │ Inspector · 1 action · live at 0.000
      Count: 2              │> #1 0.000 • incrementButtonTapped
                            │─ State after #1 ──────────────────────────
                            │  TickingCounter.State(
                            │-   count: 1,
                            │+   count: 2,
                            │    isTimerRunning: false
                            │  )
                            │
                            │─ Effects in flight: 0 ────────────────────
                            │none
      + add  t start  q quit│F12 inspector keys
      """)
    await press(.function(12), .function(12), .char("q"), on: terminal)
    #expect(await loop.value == .quit)
  }

  @Test func anEarlierActionShowsTheProgramAsItWasReadOnly() async {
    let (store, terminal, inspector, loop) = await started(width: 66, height: 12)
    await press(.function(12), .tab, .char("+"), .char("+"), .char("+"), .function(12), .up, .up, on: terminal)
    #expect(inspector.pastEntry?.number == 1)
    #expect(terminal.text == """
      Counter               │ Inspector · 3 actions · after #1, read-on…
      Count: 1              │> #1 0.000 • incrementButtonTapped
                            │  #2 0.000 • incrementButtonTapped
                            │  #3 0.000 • incrementButtonTapped
                            │─ State after #1 ──────────────────────────
                            │  TickingCounter.State(
                            │-   count: 0,
                            │+   count: 1,
                            │    isTimerRunning: false
                            │─ Effects in flight: 0 ────────────────────
                            │none
       read-only: after #1  │↑↓/jk select  End/G now  ? help
      """)
    // The program is live again with End, and was never changed.
    await press(.end, on: terminal)
    #expect(inspector.pastEntry == nil)
    #expect(store.state.count == 3)
    #expect(terminal.text.split(separator: "\n")[1].hasPrefix("Count: 3 "))
    await press(.function(12), .char("q"), on: terminal)
    #expect(await loop.value == .quit)
  }

  @Test func whereBothDoNotFitThePaneIsAloneAndTakesEveryKey() async {
    let (store, terminal, inspector, loop) = await started(width: 66, height: 10)
    await press(.function(12), .tab, .char("+"), on: terminal)
    terminal.resize(width: 50, height: 10)
    await terminal.settle()
    await press(.tab, .char("+"), .escape, on: terminal)
    // Tab and Esc cannot give the keys to a program that is not shown, and + is not its.
    #expect(inspector.isOpen)
    #expect(store.state.count == 1)
    #expect(terminal.text == """
       Inspector · 1 action · live at 0.000
      > #1 0.000 • incrementButtonTapped
      ─ State after #1 ─────────────────────────────────
        TickingCounter.State(
      -   count: 0,
      +   count: 1,
          isTimerRunning: false
      ─ Effects in flight: 0 ───────────────────────────
      none
      ↑↓/jk select  F12 close
      """)
    await press(.function(12), .char("q"), on: terminal)
    #expect(await loop.value == .quit)
  }

  @Test func anEffectIsListedWhileInFlightWithItsCancellationID() async {
    let (_, terminal, _, loop) = await started(width: 66, height: 12)
    await press(.function(12), .tab, .char("t"), on: terminal)
    await clock.advance(by: .seconds(1))
    await terminal.settle { terminal.text.contains("timerTick") }
    #expect(terminal.text == """
      Counter               │ Inspector · 2 actions · live at 0.000
      Count: 1              │  #1 0.000 • toggleTimerButtonTapped
                            │> #2 0.000 ↳ timerTick
                            │─ State after #2 ──────────────────────────
                            │  TickingCounter.State(
                            │-   count: 0,
                            │+   count: 1,
                            │    isTimerRunning: true
                            │  )
                            │─ Effects in flight: 1 ────────────────────
                            │#1 0.000 s .timer · root
      + add  t stop  q quit │F12 inspector keys
      """)
    await press(.char("t"), on: terminal)
    for _ in 0..<10_000 where terminal.text.contains("Effects in flight: 1") { await Task.yield() }
    #expect(terminal.text.contains("Effects in flight: 0"))
    await press(.char("q"), on: terminal)
    #expect(await loop.value == .quit)
  }
}
