import ComposableArchitecture
import SpeechRecognitionCore
import SpeechRecognitionUI
import TerminalUI
import Testing

/// Scrolling the transcript: it follows its end until the user scrolls up, stays put while
/// it grows, follows again at the end, and re-wraps on resize without losing its place.
/// At 80x24 the long transcript wraps into 19 lines (with the caret), of which 16 show.
@MainActor
struct SpeechRecognitionTerminalTests {
  let long = ScreenStates.listeningToALongTalk

  func store(_ state: SpeechRecognitionTerminal.State) -> TestStore<
    SpeechRecognitionTerminal.State, SpeechRecognitionTerminal.Action
  > {
    TestStore(initialState: state) { SpeechRecognitionTerminal() }
  }

  @Test func scrollingUpStopsFollowingAndTheEndFollowsAgain() async {
    let store = store(ScreenStates.terminal(long))
    #expect(store.state.visibleOffset == 3)
    await store.send(.scrolled(lines: -1)) { $0.scrollOffset = 2 }
    await store.send(.scrolled(lines: -5)) { $0.scrollOffset = 0 }
    await store.send(.scrolled(lines: 1)) { $0.scrollOffset = 1 }
    await store.send(.scrolled(lines: 2)) { $0.scrollOffset = nil }
    await store.send(.scrolled(lines: 15))
    await store.send(.scrolledToTop) { $0.scrollOffset = 0 }
    await store.send(.scrolledToEnd) { $0.scrollOffset = nil }
  }

  @Test func aTranscriptScrolledUpStaysPutWhileItGrows() async {
    let store = store(ScreenStates.terminal(long, scrollOffset: 0))
    let longer = ScreenStates.longTranscript + "And one more sentence arrives while the user reads the start. "
    await store.send(.app(.speech(.success(longer)))) { $0.app.transcribedText = longer }
    #expect(store.state.visibleOffset == 0)
  }

  @Test func aShortTranscriptDoesNotScroll() async {
    let store = store(ScreenStates.terminal(SpeechRecognition.State(transcribedText: "Hello world ")))
    await store.send(.scrolled(lines: -1))
    await store.send(.scrolledToTop)
    #expect(store.state.visibleOffset == 0)
  }

  @Test func resizingRewrapsAndKeepsThePositionWithinTheText() async {
    let store = store(ScreenStates.terminal(long, scrollOffset: 1))
    // Wider and taller, the whole transcript fits: nothing to scroll, the end shows.
    await store.send(.terminalResized(Size(width: 120, height: 30))) {
      $0.size = Size(width: 120, height: 30)
      $0.scrollOffset = nil
    }
    await store.send(.terminalResized(Size(width: 80, height: 24))) { $0.size = Size(width: 80, height: 24) }
    await store.send(.scrolledToTop) { $0.scrollOffset = 0 }
    // Taller, all 19 lines fit: the end shows, and follows again.
    await store.send(.terminalResized(Size(width: 80, height: 30))) {
      $0.size = Size(width: 80, height: 30)
      $0.scrollOffset = nil
    }
    #expect(store.state.app.transcribedText == ScreenStates.longTranscript)
    #expect(store.state.visibleOffset == 0)
  }

  // MARK: Keys

  func action(_ state: SpeechRecognitionTerminal.State, _ key: Key) -> SpeechRecognitionTerminal.Action? {
    if case .send(let action) = SpeechRecognitionScreen.keyMap(state).command(for: key) { action } else { nil }
  }

  func quits(_ state: SpeechRecognitionTerminal.State, _ key: Key) -> Bool {
    if case .quit = SpeechRecognitionScreen.keyMap(state).command(for: key) { true } else { false }
  }

  @Test func spaceAndRPressTheButtonAndQQuits() {
    let state = ScreenStates.terminal(SpeechRecognition.State())
    #expect(action(state, .char(" ")) == .app(.recordButtonTapped))
    #expect(action(state, .char("r")) == .app(.recordButtonTapped))
    #expect(quits(state, .char("q")))
    #expect(action(state, .enter) == nil)
    #expect(action(state, .paste("r q")) == nil)
  }

  @Test func scrollKeysWorkOnlyWhenThereIsMoreThanFits() {
    let short = ScreenStates.terminal(SpeechRecognition.State(transcribedText: "Hello world "))
    for key in [Key.up, .down, .pageUp, .pageDown, .home, .end] {
      #expect(action(short, key) == nil, "\(key)")
    }
    let state = ScreenStates.terminal(long)
    #expect(action(state, .up) == .scrolled(lines: -1))
    #expect(action(state, .down) == .scrolled(lines: 1))
    #expect(action(state, .pageUp) == .scrolled(lines: -15))
    #expect(action(state, .pageDown) == .scrolled(lines: 15))
    #expect(action(state, .home) == .scrolledToTop)
    #expect(action(state, .end) == .scrolledToEnd)
  }

  @Test func anAlertTakesOnlyOKAndQuit() {
    let state = ScreenStates.terminal(SpeechRecognition.State(alert: .speechRecognitionDenied))
    #expect(action(state, .enter) == .app(.alert(.dismiss)))
    #expect(action(state, .escape) == .app(.alert(.dismiss)))
    #expect(action(state, .char(" ")) == nil)
    #expect(action(state, .char("r")) == nil)
    #expect(quits(state, .char("q")))
  }

  /// Without colours the start button is bold and the stop button bold and reversed.
  @Test func theButtonIsGreenToStartAndRedToStop() {
    var frame = Frame(width: 80, height: 24)
    SpeechRecognitionScreen.render(ScreenStates.terminal(SpeechRecognition.State()), into: &frame)
    #expect(frame.line(22).hasPrefix("                      [ ▶ Start recording ]"))
    #expect(frame[22, 22].style == Style(.bold, foreground: .green))
    #expect(ColorSupport.monochrome.apply(frame[22, 22].style) == Style(.bold))
    SpeechRecognitionScreen.render(ScreenStates.terminal(SpeechRecognition.State(isRecording: true)), into: &frame)
    #expect(frame[23, 22].style == Style(.bold, foreground: .white, background: .red))
    #expect(ColorSupport.monochrome.apply(frame[23, 22].style) == Style([.bold, .reverse]))
  }

  /// Without a UTF-8 locale the button, the status and the caret keep their shape.
  @Test func anASCIITerminalShowsStandIns() {
    var frame = Frame(width: 80, height: 24)
    let state = SpeechRecognition.State(isRecording: true, transcribedText: "Hello world ")
    SpeechRecognitionScreen.render(ScreenStates.terminal(state), into: &frame)
    frame.restrictToASCII()
    #expect(frame.lines[5].hasPrefix(" Hello world| "))
    #expect(frame.lines[22].hasPrefix("                       [ # Stop recording ]   * listening "))
    #expect(frame.lines[23].hasPrefix(" space/r start-stop  ^v/jk scroll  q quit "))
  }

  @Test func anySizeDrawsWithoutTraps() {
    for (width, height) in [(0, 0), (1, 1), (20, 5), (79, 23)] {
      let size = Size(width: width, height: height)
      var frame = Frame(size: size)
      SpeechRecognitionScreen.render(ScreenStates.terminal(long, size: size), into: &frame)
      let alert = SpeechRecognition.State(alert: .speechRecognitionDenied)
      SpeechRecognitionScreen.render(ScreenStates.terminal(alert, size: size), into: &frame)
    }
  }

  /// `--speech-auth notDetermined`, then space: the question is dismissed, nothing records,
  /// and the screen says why and what to do instead of showing nothing at all.
  @Test func aDismissedPermissionQuestionIsShown() async {
    let store = TestStore(initialState: ScreenStates.terminal(SpeechRecognition.State())) {
      SpeechRecognitionTerminal()
    } withDependencies: {
      $0.speechClient.requestAuthorization = { .notDetermined }
    }
    await store.send(.app(.recordButtonTapped)) { $0.app.isRecording = true }
    await store.receive(.app(.speechRecognizerAuthorizationStatusResponse(.notDetermined))) {
      $0.app.isRecording = false
      $0.isPermissionUndecided = true
    }
    var frame = Frame(size: store.state.size)
    SpeechRecognitionScreen.render(store.state, into: &frame)
    #expect(frame.text == """
       Speech recognition (simulated recogniser)
      \(String(repeating: "─", count: 80))
       Press space to start transcribing. This build has no microphone: a scripted
       talk is "heard" word by word so the feature can be exercised end to end.
       \(String(repeating: "─", count: 78))








         Not allowed yet: the permission question was dismissed. Space asks again.







      \(String(repeating: "─", count: 80))
                            [ ▶ Start recording ]
       space/r start-stop  ↑↓/jk scroll  q quit
      """)
    store.dependencies.speechClient.requestAuthorization = { .denied }
    await store.send(.app(.recordButtonTapped)) { $0.app.isRecording = true }
    await store.receive(.app(.speechRecognizerAuthorizationStatusResponse(.denied))) {
      $0.app.isRecording = false
      $0.isPermissionUndecided = false
      $0.app.alert = .speechRecognitionDenied
    }
  }

  @Test func aFailureStopsTheButtonUnderItsAlert() async {
    let store = TestStore(initialState: ScreenStates.terminal(SpeechRecognition.State(isRecording: true))) {
      SpeechRecognitionTerminal()
    } withDependencies: {
      $0.speechClient.finishTask = {}
    }
    await store.send(.app(.speech(.failure(.couldntStartAudioEngine)))) {
      $0.app.alert = .transcriptionFailed(.couldntStartAudioEngine)
    }
    await store.receive(.app(.recordButtonTapped)) { $0.app.isRecording = false }
  }

}
