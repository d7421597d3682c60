import AudioClients
import ComposableArchitecture
import Foundation
import Synchronization
import TerminalUI
import Testing
import VoiceMemosCore
import VoiceMemosUI

/// The terminal's own feature: the recording starts when it appears, the cursor follows its
/// memo, titles are typed in place, the simulated settings are an overlay, deleting asks
/// first, the list is saved and a deleted memo's file goes, and quitting keeps a recording.
@MainActor
struct VoiceMemosTerminalTests {
  let clock = TestClock()
  let memory = VoiceMemosMemory()
  let newURL = recordings.appendingPathComponent("00000000-0000-0000-0000-000000000000.wav")

  func makeStore(_ state: VoiceMemosTerminal.State) -> TestStore<VoiceMemosTerminal.State, VoiceMemosTerminal.Action> {
    TestStore(initialState: state) { VoiceMemosTerminal() } withDependencies: { [clock, memory] in
      $0.continuousClock = clock
      $0.date = .constant(march14)
      $0.recordingFileExtension = "wav"
      $0.temporaryDirectory = { recordings }
      $0.uuid = .incrementing
      $0.voiceMemosStorage = .inMemory(memory)
    }
  }

  /// 19. The recording starts as it appears; the list stays navigable while it records; the
  /// new memo goes on top and the cursor stays on its memo.
  @Test func recordingStartsWhenPresentedAndTheListStaysUsable() async {
    let stop = AsyncStream.makeStream(of: Bool.self)
    let store = makeStore(terminalState(VoiceMemos.State(audioRecorderPermission: .allowed, voiceMemos: threeMemos)))
    store.dependencies.audioRecorder = AudioRecorderClient(
      requestRecordPermission: { true },
      startRecording: { _ in
        for await result in stop.stream { return result }
        return false
      },
      currentTime: { 1.5 },
      stopRecording: { stop.continuation.yield(true) }
    )
    await store.send(.app(.recordButtonTapped)) {
      $0.app.recordingMemo = RecordingMemo.State(date: march14, url: newURL)
    }
    await store.receive(.app(.recordingMemo(.presented(.onTask))))
    #expect(action(for: .char("r"), in: store.state) == nil)
    await store.send(.list(.moved(.row(2)))) {
      $0.list.select(2)
      $0.selection = threeMemos[2].id
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.app(.recordingMemo(.presented(.timerUpdated)))) { $0.app.recordingMemo?.duration = 1 }
    await store.send(.app(.recordingMemo(.presented(.stopButtonTapped)))) { $0.app.recordingMemo?.mode = .encoding }
    await store.receive(.app(.recordingMemo(.presented(.finalRecordingTime(1.5))))) { $0.app.recordingMemo?.duration = 1.5 }
    await store.receive(.app(.recordingMemo(.presented(.audioRecorderDidFinish(.success(true))))))
    let finished = RecordingMemo.State(date: march14, duration: 1.5, mode: .encoding, url: newURL)
    await store.receive(.app(.recordingMemo(.presented(.delegate(.didFinish(.success(finished))))))) {
      $0.app.recordingMemo = nil
      $0.app.voiceMemos.insert(VoiceMemo.State(date: march14, duration: 1.5, url: newURL), at: 0)
      $0.list.resize(count: 4)
      $0.list.select(3)
    }
    #expect(memory.memos.map(\.url) == [newURL] + threeMemos.map(\.url))
  }

  @Test func typingRenamesTheSelectedMemo() async {
    let store = makeStore(terminalState(VoiceMemos.State(voiceMemos: [memo("a", duration: 3)])))
    let id = memo("a", duration: 3).id
    await store.send(.editingStarted) { $0.editor = TextFieldState() }
    await store.send(.editor(.edited(.insert("Hi")))) { $0.editor = TextFieldState("Hi") }
    await store.receive(.app(.voiceMemos(.element(id: id, action: .titleTextFieldChanged("Hi"))))) {
      $0.app.voiceMemos[id: id]?.title = "Hi"
    }
    await store.send(.editor(.edited(.moveLeft))) { $0.editor = TextFieldState("Hi", cursor: 1) }
    await store.send(.editingEnded) { $0.editor = nil }
    #expect(memory.memos.map(\.title) == ["Hi"])
  }

  @Test func openSettingsShowsTheOverlay() async {
    let opened = Mutex(0)
    let store = makeStore(terminalState(VoiceMemos.State(audioRecorderPermission: .denied)))
    store.dependencies.openSettings = { opened.withLock { $0 += 1 } }
    await store.send(.app(.openSettingsButtonTapped)) { $0.isShowingSettings = true }
    await store.send(.settingsDismissed) { $0.isShowingSettings = false }
    #expect(opened.withLock { $0 } == 1)
  }

  /// [DEVIATION] d asks before a memo and its file go; Cancel keeps both.
  @Test func deletingAMemoAsksFirst() async {
    let store = makeStore(terminalState(VoiceMemos.State(voiceMemos: threeMemos)))
    await store.send(.deleteKeyPressed(threeMemos[2].id)) {
      $0.deleteAlert = .deleteMemo(threeMemos[2])
    }
    #expect(store.state.deleteAlert?.message == TextState("\"Standup notes\" and its recording will be deleted."))
    await store.send(.deleteAlert(.dismiss)) { $0.deleteAlert = nil }
    #expect(memory.deleted.isEmpty)
  }

  @Test func aMemoAlreadyGoneAsksNothing() async {
    let store = makeStore(terminalState(VoiceMemos.State(voiceMemos: [memo("a", duration: 3)])))
    await store.send(.deleteKeyPressed(memo("b", duration: 3).id))
  }

  @Test func enterAtOnceOnTheDeleteQuestionDeletesNothing() async {
    let store = makeStore(terminalState(VoiceMemos.State(voiceMemos: threeMemos)))
    await store.send(.deleteKeyPressed(threeMemos[0].id)) {
      $0.deleteAlert = .deleteMemo(threeMemos[0])
    }
    #expect(action(for: .enter, in: store.state) == .deleteAlert(.dismiss))
    await store.send(.deleteAlert(.dismiss)) { $0.deleteAlert = nil }
    await store.send(.deleteKeyPressed(threeMemos[0].id)) {
      $0.deleteAlert = .deleteMemo(threeMemos[0])
    }
    #expect(action(for: .left, in: store.state) == .alertButtons(.selected(0)))
    await store.send(.alertButtons(.selected(0))) { $0.alertButtons.selection = 0 }
    #expect(action(for: .enter, in: store.state) == .deleteAlert(.presented(.confirmDeletion(threeMemos[0].id))))
    await store.send(.deleteAlert(.presented(.confirmDeletion(threeMemos[0].id)))) {
      $0.alertButtons.selection = nil
      $0.deleteAlert = nil
    }
    await store.receive(\.app.onDelete) {
      $0.app.voiceMemos.remove(id: threeMemos[0].id)
      $0.list.resize(count: 2)
      $0.selection = threeMemos[1].id
    }
    await store.finish()
    #expect(memory.deleted == [threeMemos[0].url])
    #expect(memory.memos.map(\.url) == [threeMemos[1].url, threeMemos[2].url])
  }

  /// Quitting never throws work away: a recording still running is stopped as its stop
  /// button would, and kept as a memo.
  @Test func aRecordingRunningAtExitIsStoppedAndKeptAsAMemo() async {
    let recording = RecordingMemo.State(date: march14, url: newURL)
    let store = makeStore(terminalState(VoiceMemos.State(audioRecorderPermission: .allowed, recordingMemo: recording)))
    let stop = AsyncStream.makeStream(of: Bool.self)
    store.dependencies.audioRecorder = AudioRecorderClient(
      startRecording: { _ in
        for await result in stop.stream { return result }
        return false
      },
      currentTime: { 2.5 },
      stopRecording: { stop.continuation.yield(true) }
    )
    await store.send(\.app.recordingMemo.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.app.recordingMemo.timerUpdated) { $0.app.recordingMemo?.duration = 1 }
    await store.send(.programWillExit)
    await store.receive(\.app.recordingMemo.stopButtonTapped) { $0.app.recordingMemo?.mode = .encoding }
    await store.receive(\.app.recordingMemo.finalRecordingTime) { $0.app.recordingMemo?.duration = 2.5 }
    await store.receive(\.app.recordingMemo.audioRecorderDidFinish.success)
    await store.receive(\.app.recordingMemo.delegate.didFinish.success) {
      $0.app.recordingMemo = nil
      $0.app.voiceMemos = [VoiceMemo.State(date: march14, duration: 2.5, url: newURL)]
      $0.list.resize(count: 1)
      $0.selection = newURL
    }
    #expect(memory.memos == [VoiceMemo.State(date: march14, duration: 2.5, url: newURL)])
  }

  @Test func aRecordingAlreadyStoppingIsLeftToFinish() async {
    let recording = RecordingMemo.State(date: march14, mode: .encoding, url: newURL)
    let store = makeStore(terminalState(VoiceMemos.State(audioRecorderPermission: .allowed, recordingMemo: recording)))
    await store.send(.programWillExit)
  }

  @Test func withoutARecordingExitDoesNothing() async {
    let store = makeStore(terminalState(VoiceMemos.State(voiceMemos: [memo("a", duration: 3)])))
    await store.send(.programWillExit)
  }

  @Test func deletingKeepsTheCursorOnItsRow() async {
    var state = terminalState(VoiceMemos.State(voiceMemos: threeMemos))
    state.list.select(2)
    state.selection = threeMemos[2].id
    let store = makeStore(state)
    await store.send(.app(.onDelete([2]))) {
      $0.app.voiceMemos.remove(id: threeMemos[2].id)
      $0.list.resize(count: 2)
      $0.selection = threeMemos[1].id
    }
    #expect(memory.deleted == [threeMemos[2].url])
  }

  @Test func keysOfTheList() {
    let state = terminalState(VoiceMemos.State(voiceMemos: threeMemos))
    #expect(action(for: .char(" "), in: state) == .app(.voiceMemos(.element(id: threeMemos[0].id, action: .playButtonTapped))))
    #expect(action(for: .char("d"), in: state) == .deleteKeyPressed(threeMemos[0].id))
    #expect(action(for: .char("o"), in: state) == nil)
    #expect(action(for: .paste("dddd"), in: state) == nil)
    #expect(action(for: .char("d"), in: terminalState()) == nil)
    #expect(action(for: .char("r"), in: terminalState()) == .app(.recordButtonTapped))
  }

  /// The action a key sends, if it sends one.
  private func action(for key: Key, in state: VoiceMemosTerminal.State) -> VoiceMemosTerminal.Action? {
    if case .send(let action) = VoiceMemosScreen.keyMap(state).command(for: key) { action } else { nil }
  }
}
