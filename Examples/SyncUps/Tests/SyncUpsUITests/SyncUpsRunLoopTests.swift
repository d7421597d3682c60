import ComposableArchitecture
import Foundation
import SpeechClient
import SyncUpsCore
import SyncUpsUI
import TerminalUI
import Testing

/// The program in the run loop on a headless terminal: keys in, frames out (spec scenarios
/// 22 and 30).
@MainActor
struct SyncUpsRunLoopTests {
  let clock = TestClock()

  /// A store of the program over `syncUps`, speech denied, and a loop running it.
  func start(
    _ syncUps: IdentifiedArrayOf<SyncUp> = []
  ) -> (Store<SyncUpsTerminal.State, SyncUpsTerminal.Action>, HeadlessBackend, Task<ExitReason, Never>) {
    let storage = SharedStorage(persisting: false)
    let store = withDependencies {
      $0.sharedStorage = storage
    } operation: {
      @Shared(.syncUps) var list = syncUps
      return Store(initialState: SyncUpsTerminal.State()) { SyncUpsTerminal() } withDependencies: { [clock] in
        $0.sharedStorage = storage
        $0.uuid = .incrementing
        $0.continuousClock = clock
        $0.date = .constant(sampleDate)
        $0.speechClient.authorizationStatus = { .denied }
      }
    }
    let terminal = HeadlessBackend(width: 80, height: 24)
    let loop = Task {
      await run(store, on: terminal, minimumSize: SyncUpsScreen.minimumSize, render: SyncUpsScreen.render, keyMap: SyncUpsScreen.keyMap)
    }
    return (store, terminal, loop)
  }

  @Test func addFlowTypedWithKeys() async {
    let (store, terminal, loop) = start()
    terminal.press(.character("a"))
    terminal.type("Engineering")
    // Tab goes as the form is drawn: length, theme, then the first attendee.
    for _ in 0..<3 { terminal.press(.tab) }
    terminal.type("Blob")
    terminal.press(.control("n"))
    terminal.type("Blob Jr.")
    await terminal.settle()
    #expect(terminal.text.contains("> [Blob Jr."))
    terminal.press(.control("s"))
    await terminal.settle()
    #expect(store.state.app.syncUpsList.syncUps.map(\.title) == ["Engineering"])
    #expect(store.state.app.syncUpsList.syncUps[0].attendees.map(\.name) == ["Blob", "Blob Jr."])
    #expect(terminal.text.contains(" > ▌Engineering                                             2 people     5 min\n"))
    terminal.press(.character("q"))
    #expect(await loop.value == .quit)
  }

  /// The list moves as every list does: ↑↓ or k/j, PgUp/PgDn, Home/End or g/G, stopping at
  /// the ends.
  @Test func theListMovesWithTheKeysOfEveryList() async {
    var many = IdentifiedArrayOf<SyncUp>()
    for number in 0..<25 {
      many.append(SyncUp(id: SyncUp.ID(UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!), title: "Team \(number)"))
    }
    let (store, terminal, loop) = start(many)
    var moves: [(Key, Int)] = [(.character("j"), 1), (.character("j"), 2), (.character("k"), 1), (.pageDown, 11)]
    moves += [(.pageDown, 21), (.pageDown, 24), (.character("g"), 0), (.character("G"), 24), (.home, 0), (.end, 24)]
    for (key, row) in moves {
      terminal.press(key)
      await terminal.settle()
      #expect(store.state.list.selection == row, "\(key)")
    }
    terminal.press(.character("q"))
    #expect(await loop.value == .quit)
  }

  @Test func enterAtOnceOnAConfirmationDeletesNothing() async {
    let (store, terminal, loop) = start(sample())
    // d on the list, then Enter: the alert opened on Cancel.
    terminal.press(.character("d"))
    terminal.press(.enter)
    await terminal.settle()
    #expect(store.state.app.syncUpsList.syncUps.count == 3)
    // x on the detail's past meeting, then Enter.
    terminal.press(.enter)
    terminal.press(.down)
    terminal.press(.character("x"))
    await terminal.settle()
    #expect(terminal.text.contains("Delete meeting?"))
    terminal.press(.enter)
    await terminal.settle()
    #expect(store.state.app.syncUpsList.syncUps[0].meetings.count == 1)
    // D on the detail, then Enter.
    terminal.press(.character("D"))
    terminal.press(.enter)
    await terminal.settle()
    #expect(store.state.app.syncUpsList.syncUps.count == 3)
    #expect(store.state.app.path.count == 1)
    terminal.press(.character("q"))
    #expect(await loop.value == .quit)
  }

  @Test func anAlertThatReplacesAnotherOpensOnItsOwnSafeButton() async {
    let design = SyncUp(id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()), name: "Blob")], duration: .seconds(60), title: "Design")
    let (store, terminal, loop) = start([design])
    terminal.press(.enter)
    await terminal.settle()
    store.send(.app(.path(.element(id: 0, action: .detail(.delegate(.startMeeting))))))
    await terminal.settle()
    terminal.press(.escape)
    terminal.press(.left)
    await terminal.settle()
    // "Discard" chosen on "End meeting?"; then the recogniser fails and its alert takes over.
    #expect(store.state.alertButtons.selection == 1)
    store.send(.app(.path(.element(id: 1, action: .record(.speechFailure)))))
    await terminal.settle()
    #expect(terminal.text.contains("Speech recognition stopped"))
    #expect(store.state.alertButtons.selection == nil)
    terminal.press(.enter)
    await terminal.settle()
    #expect(store.state.app.path.count == 2)
    #expect(!terminal.text.contains("Speech recognition stopped"))
    terminal.press(.character("q"))
    terminal.press(.right)
    terminal.press(.right)
    terminal.press(.enter)
    await terminal.settle { store.state.app.path.count == 1 }
    terminal.press(.character("q"))
    #expect(await loop.value == .quit)
  }

  @Test func escInTheEditSheetAsksOnlyWhenSomethingChanged() async {
    let (store, terminal, loop) = start(sample())
    terminal.press(.enter)
    terminal.press(.character("e"))
    terminal.press(.escape)
    await terminal.settle()
    #expect(!terminal.text.contains("Discard changes?"))
    #expect(!terminal.text.contains("Tab/⇧Tab field"))
    terminal.press(.character("e"))
    terminal.type(" review")
    terminal.press(.escape)
    await terminal.settle()
    #expect(terminal.text.contains("Discard changes?"))
    // Enter at once keeps editing.
    terminal.press(.enter)
    await terminal.settle()
    #expect(!terminal.text.contains("Discard changes?"))
    #expect(terminal.text.contains("[Design review"))
    terminal.press(.escape)
    terminal.press(.left)
    terminal.press(.enter)
    await terminal.settle()
    #expect(!terminal.text.contains("Tab/⇧Tab field"))
    #expect(store.state.app.syncUpsList.syncUps[0].title == "Design")
    terminal.press(.character("q"))
    #expect(await loop.value == .quit)
  }

  @Test func aPastedTitleIsTextAndEscDismisses() async {
    let (store, terminal, loop) = start()
    terminal.press(.character("a"))
    terminal.paste("q\tx")
    await terminal.settle()
    #expect(store.state.visibleFormTitle == "q x")
    terminal.press(.escape)
    await terminal.settle()
    #expect(store.state.app.syncUpsList.syncUps.isEmpty)
    #expect(terminal.text.contains("No sync-ups yet"))
    terminal.press(.character("q"))
    #expect(await loop.value == .quit)
  }

  @Test func meetingRunsToTheEndAcrossAResizeAndIsInTheHistory() async {
    let design = SyncUp(
      id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()), name: "Blob"), Attendee(id: Attendee.ID(UUID()), name: "Blob Jr")],
      duration: .seconds(4), title: "Design"
    )
    let (store, terminal, loop) = start([design])
    terminal.press(.enter)
    terminal.press(.character("s"))
    await terminal.settle()
    // Denied: the alert offers to go on without recording, two buttons left of its Cancel.
    #expect(terminal.text.contains("Speech recognition denied"))
    terminal.press(.left)
    terminal.press(.left)
    terminal.press(.enter)
    await terminal.settle()
    #expect(terminal.text.contains("Blob is speaking"))
    await tick(by: .seconds(1), terminal)
    await terminal.settle { store.state.secondsElapsed == 1 }
    terminal.resize(width: 59, height: 20)
    await terminal.settle()
    #expect(terminal.text.contains("terminal too small (need 60x20)"))
    await tick(by: .seconds(1), terminal)
    await terminal.settle { store.state.secondsElapsed == 2 }
    terminal.resize(width: 120, height: 40)
    await terminal.settle()
    #expect(terminal.text.contains("Elapsed 0:02"))
    #expect(terminal.text.contains("Blob Jr is speaking"))
    await tick(by: .seconds(1), terminal)
    await terminal.settle { store.state.secondsElapsed == 3 }
    await tick(by: .seconds(1), terminal)
    await terminal.settle { store.state.app.path.count == 1 }
    #expect(store.state.app.syncUpsList.syncUps[0].meetings.count == 1)
    #expect(terminal.text.contains("2025-03-07  09:03"))
    terminal.press(.character("q"))
    #expect(await loop.value == .quit)
  }

  @Test func recordScreenAsksOnQ() async {
    let design = SyncUp(id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()), name: "Blob")], duration: .seconds(60), title: "Design")
    let (store, terminal, loop) = start([design])
    terminal.press(.enter)
    await terminal.settle()
    store.send(.app(.path(.element(id: 0, action: .detail(.delegate(.startMeeting))))))
    await terminal.settle()
    terminal.press(.character("q"))
    await terminal.settle()
    // q does not quit a meeting: it asks how to end it, as Esc does.
    #expect(store.state.app.path.count == 2)
    guard case .record(let meeting)? = store.state.app.path.last else {
      Issue.record("the meeting is not on top")
      return
    }
    #expect(meeting.alert == .endMeeting(isDiscardable: true))
    // The alert opens on Resume, its cancel button; Discard is the one before it.
    terminal.press(.left)
    terminal.press(.enter)
    // Discard dismisses through an effect, which runs off the loop.
    await terminal.settle { store.state.app.path.count == 1 }
    #expect(store.state.app.path.count == 1)
    #expect(store.state.app.syncUpsList.syncUps[0].meetings.isEmpty)
    terminal.press(.character("q"))
    #expect(await loop.value == .quit)
  }

  @Test func textFieldsAreEditedInPlaceAtTheCaret() async {
    let (store, terminal, loop) = start()
    terminal.press(.character("a"))
    terminal.type("Stndup")
    for _ in 0..<4 { terminal.press(.left) }
    terminal.type("a")
    await terminal.settle()
    #expect(store.state.visibleFormTitle == "Standup")
    #expect(store.state.formInput?.cursor == 3)
    // The caret is a reversed cell on the "n" after the inserted "a".
    let titleRow = (0..<24).first { y in (0..<80).contains { terminal.frame[$0, y].symbol == "[" } }!
    let caretColumn = (0..<80).first { terminal.frame[$0, titleRow].symbol == "[" }! + 4
    #expect(terminal.frame[caretColumn, titleRow].symbol == "n")
    #expect(terminal.frame[caretColumn, titleRow].style.attributes.contains(.reverse))
    terminal.press(.home)
    terminal.press(.delete)
    terminal.type("s")
    terminal.press(.end)
    terminal.press(.backspace)
    terminal.paste("-up\nmeeting")
    terminal.press(.right)
    await terminal.settle()
    #expect(store.state.visibleFormTitle == "standu-up meeting")
    // ←/→ on the length and the theme, next in Tab order, adjust them.
    terminal.press(.tab)
    terminal.press(.right)
    terminal.press(.tab)
    terminal.press(.left)
    // The caret belongs to the title: the attendee field starts with it at the end of its text.
    terminal.press(.tab)
    terminal.type("Blo")
    terminal.press(.left)
    terminal.press(.backspace)
    await terminal.settle()
    guard case let .add(form)? = store.state.app.syncUpsList.destination else {
      Issue.record("The add form is gone.")
      return
    }
    #expect(form.syncUp.attendees.map(\.name) == ["Bo"])
    #expect(form.syncUp.duration == .seconds(360))
    #expect(form.syncUp.theme == .yellow)
    terminal.press(.escape)
    terminal.press(.character("q"))
    #expect(await loop.value == .quit)
  }

  /// Below 60x20 the whole frame is the notice, centred, with the quit key that still works,
  /// until the terminal grows again.
  @Test func tooSmallTerminalShowsOnlyTheNotice() async {
    let (_, terminal, loop) = start()
    terminal.resize(width: 79, height: 12)
    await terminal.settle()
    #expect(terminal.text == """




                              terminal too small (need 60x20)

                                          q quit





      """)
    terminal.resize(width: 80, height: 24)
    await terminal.settle()
    #expect(terminal.text.contains("No sync-ups yet — press a"))
    terminal.press(.character("q"))
    #expect(await loop.value == .quit)
  }

  /// Advances the clock once the meeting's timer waits on it: the timer is an effect that
  /// starts off the loop.
  private func tick(by duration: Duration, _ terminal: HeadlessBackend) async {
    await terminal.settle { clock.sleeperCount > 0 }
    await clock.advance(by: duration)
  }
}

extension SyncUpsTerminal.State {
  /// The record screen's elapsed seconds, when it is on top.
  var secondsElapsed: Int? {
    guard let top = app.path.ids.last, case let .record(record)? = app.path[id: top] else { return nil }
    return record.secondsElapsed
  }

  /// The title in the add sheet.
  var visibleFormTitle: String? {
    guard case let .add(form)? = app.syncUpsList.destination else { return nil }
    return form.syncUp.title
  }
}
