import AudioClients
import ComposableArchitecture
import Foundation
import Synchronization
import TerminalUI
import Testing
import VoiceMemosCore
import VoiceMemosUI

/// The terminal's own feature: the recording starts when it appears, the cursor follows its
/// memo, titles are typed in place, and the simulated settings are an overlay.
@MainActor
struct VoiceMemosTerminalTests {
  let clock = TestClock()
  let memory = VoiceMemosMemory()
  let newURL = recordings.appendingPathComponent("00000000-0000-0000-0000-000000000000.wav")

  func makeStore(_ state: VoiceMemosTerminal.State) -> TestStore<VoiceMemosTerminal.State, VoiceMemosTerminal.Action> {
    TestStore(initialState: state) { VoiceMemosTerminal() } withDependencies: { [clock, memory] in
      $0.continuousClock = clock
      $0.date = .constant(march14)
      $0.recordingsDirectory = RecordingsDirectory { recordings }
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

  @Test func enterAtOnceOnTheDeleteQuestionDeletesNothing() async {
    let store = makeStore(terminalState(VoiceMemos.State(voiceMemos: threeMemos)))
    await store.send(.app(.deleteButtonTapped(threeMemos[0].id))) {
      $0.app.alert = .deleteMemo(threeMemos[0])
    }
    #expect(action(for: .enter, in: store.state) == .app(.alert(.dismiss)))
    await store.send(.app(.alert(.dismiss))) { $0.app.alert = nil }
    await store.send(.app(.deleteButtonTapped(threeMemos[0].id))) {
      $0.app.alert = .deleteMemo(threeMemos[0])
    }
    #expect(action(for: .left, in: store.state) == .alertButtons(.selected(0)))
    await store.send(.alertButtons(.selected(0))) { $0.alertButtons.selection = 0 }
    #expect(action(for: .enter, in: store.state) == .app(.alert(.presented(.confirmDeletion(threeMemos[0].id)))))
    await store.send(.app(.alert(.presented(.confirmDeletion(threeMemos[0].id))))) {
      $0.alertButtons.selection = nil
      $0.app.alert = nil
      $0.app.voiceMemos.remove(id: threeMemos[0].id)
      $0.list.resize(count: 2)
      $0.selection = threeMemos[1].id
    }
    await store.finish()
    #expect(memory.deleted == [threeMemos[0].url])
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
    #expect(action(for: .char("d"), in: state) == .app(.deleteButtonTapped(threeMemos[0].id)))
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
