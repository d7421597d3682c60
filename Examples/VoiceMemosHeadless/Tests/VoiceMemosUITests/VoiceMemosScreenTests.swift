import ComposableArchitecture
import Foundation
import Testing
import TerminalUI
import VoiceMemosCore
import VoiceMemosUI

/// Whole 80x24 frames of the screen's states, and sizes down to 0x0.
struct VoiceMemosScreenTests {
  @Test func theListWithOneMemoPlaying() {
    let state = terminalState(VoiceMemos.State(voiceMemos: threeMemos))
    #expect(screen(state) == """
       Voice memos (simulated audio)                                          3 memos
      ────────────────────────────────────────────────────────────────────────────────
       > Functions                                                         00:05   ▶
         ████████████░░░░░░░░░░░░ Untitled, 2025-03-14 09:03               00:03   ■
         Standup notes                                                     00:42   ▶













       ──────────────────────────────────────────────────────────────────────────────
                                      ( ● )  r record

      ────────────────────────────────────────────────────────────────────────────────
       No microphone or speaker: recordings are real WAV files of simulated sound.
       ↑↓/jk select  ⏎/space play-stop  e rename  d delete  r record  q quit
      """)
  }

  @Test func deleteAsksOnItsCancelButton() {
    var state = terminalState(VoiceMemos.State(voiceMemos: threeMemos))
    state.deleteAlert = .deleteMemo(threeMemos[0])
    #expect(screen(state) == """
       Voice memos (simulated audio)                                          3 memos
      ────────────────────────────────────────────────────────────────────────────────
       > Functions                                                         00:05   ▶
         ████████████░░░░░░░░░░░░ Untitled, 2025-03-14 09:03               00:03   ■
         Standup notes                                                     00:42   ▶




                     ┌ Delete memo? ──────────────────────────────────┐
                     │ "Functions" and its recording will be deleted. │
                     │                                                │
                     │             [ Delete ]  [ Cancel ]             │
                     └────────────────────────────────────────────────┘




       ──────────────────────────────────────────────────────────────────────────────
                                      ( ● )  r record

      ────────────────────────────────────────────────────────────────────────────────
       No microphone or speaker: recordings are real WAV files of simulated sound.
       ←/→/Tab choose  ⏎ activate  Esc cancel  q quit
      """)
    // Cancel is the button selected: Enter pressed at once deletes nothing.
    var frame = Frame(width: 80, height: 24)
    VoiceMemosScreen.render(state, into: &frame)
    #expect(frame[41, 12].style == .reverse)
    #expect(frame[29, 12].style == .plain)
  }

  @Test func aMemoWhoseFileIsMissingKeepsItsRowAndSaysSo() {
    var memos = threeMemos
    memos[id: memos[2].id]?.isMissing = true
    memos[id: memos[1].id]?.mode = .notPlaying
    memos[id: memos[1].id]?.isMissing = true
    #expect(screen(terminalState(VoiceMemos.State(voiceMemos: memos))) == """
       Voice memos (simulated audio)                                          3 memos
      ────────────────────────────────────────────────────────────────────────────────
       > Functions                                                         00:05   ▶
         Untitled, 2025-03-14 09:03 (file missing)                         00:07   ✕
         Standup notes (file missing)                                      00:42   ✕













       ──────────────────────────────────────────────────────────────────────────────
                                      ( ● )  r record

      ────────────────────────────────────────────────────────────────────────────────
       No microphone or speaker: recordings are real WAV files of simulated sound.
       ↑↓/jk select  ⏎/space play-stop  e rename  d delete  r record  q quit
      """)
  }

  @Test func recordingReplacesTheRecordButton() {
    var state = terminalState(VoiceMemos.State(voiceMemos: threeMemos))
    state.app.recordingMemo = RecordingMemo.State(date: march14, duration: 7, url: recordings)
    #expect(screen(state) == """
       Voice memos (simulated audio)                                          3 memos
      ────────────────────────────────────────────────────────────────────────────────
       > Functions                                                         00:05   ▶
         ████████████░░░░░░░░░░░░ Untitled, 2025-03-14 09:03               00:03   ■
         Standup notes                                                     00:42   ▶













       ──────────────────────────────────────────────────────────────────────────────
                            RECORDING   00:07          [s] stop

      ────────────────────────────────────────────────────────────────────────────────
       No microphone or speaker: recordings are real WAV files of simulated sound.
       ↑↓/jk select  ⏎/space play-stop  e rename  d delete  s stop  q quit
      """)
  }

  @Test func savingShowsAnInertStop() {
    var state = terminalState(VoiceMemos.State(voiceMemos: threeMemos))
    state.app.recordingMemo = RecordingMemo.State(date: march14, duration: 2.5, mode: .encoding, url: recordings)
    #expect(screen(state) == """
       Voice memos (simulated audio)                                          3 memos
      ────────────────────────────────────────────────────────────────────────────────
       > Functions                                                         00:05   ▶
         ████████████░░░░░░░░░░░░ Untitled, 2025-03-14 09:03               00:03   ■
         Standup notes                                                     00:42   ▶













       ──────────────────────────────────────────────────────────────────────────────
                            Saving…     00:02

      ────────────────────────────────────────────────────────────────────────────────
       No microphone or speaker: recordings are real WAV files of simulated sound.
       ↑↓/jk select  ⏎/space play-stop  e rename  d delete  q quit
      """)
  }

  @Test func theRecordingLabelBlinksEachSecond() {
    var state = terminalState()
    state.app.recordingMemo = RecordingMemo.State(date: march14, duration: 2, url: recordings)
    var frame = Frame(size: Size(width: 80, height: 24))
    VoiceMemosScreen.render(state, into: &frame)
    #expect(frame[22, 19].style.attributes.contains(.bold))
    state.app.recordingMemo?.duration = 3
    VoiceMemosScreen.render(state, into: &frame)
    #expect(!frame[22, 19].style.attributes.contains(.bold))
  }

  @Test func aRefusedMicrophone() {
    let state = terminalState(VoiceMemos.State(audioRecorderPermission: .denied, voiceMemos: threeMemos))
    #expect(screen(state) == """
       Voice memos (simulated audio)                                          3 memos
      ────────────────────────────────────────────────────────────────────────────────
       > Functions                                                         00:05   ▶
         ████████████░░░░░░░░░░░░ Untitled, 2025-03-14 09:03               00:03   ■
         Standup notes                                                     00:42   ▶













       ──────────────────────────────────────────────────────────────────────────────
                       Recording needs microphone access (simulated).
                                     [o] Open settings
      ────────────────────────────────────────────────────────────────────────────────
       No microphone or speaker: recordings are real WAV files of simulated sound.
       ↑↓/jk select  ⏎/space play-stop  e rename  d delete  r record  ? help
      """)
  }

  @Test func thePermissionAlert() {
    let state = terminalState(VoiceMemos.State(alert: .permissionDenied, audioRecorderPermission: .denied))
    #expect(screen(state) == """
       Voice memos (simulated audio)                                          0 memos
      ────────────────────────────────────────────────────────────────────────────────








                    ┌ Permission is required to record voice memos. ──┐
                    │                     [ OK ]                      │
                    └─────────────────────────────────────────────────┘





       ──────────────────────────────────────────────────────────────────────────────
                       Recording needs microphone access (simulated).
                                     [o] Open settings
      ────────────────────────────────────────────────────────────────────────────────
       No microphone or speaker: recordings are real WAV files of simulated sound.
       ⏎/Esc OK  q quit
      """)
  }

  @Test func theSettingsOverlay() {
    var state = terminalState(VoiceMemos.State(audioRecorderPermission: .denied))
    state.isShowingSettings = true
    #expect(screen(state) == """
       Voice memos (simulated audio)                                          0 memos
      ────────────────────────────────────────────────────────────────────────────────






               ┌ Settings (simulated) ──────────────────────────────────────┐
               │There are no system settings for this simulated microphone. │
               │To grant it, quit and start voicememos with --mic-permission│
               │granted (or VOICEMEMOS_MIC=granted), in a directory you can │
               │write to.                                                   │
               │                                                            │
               └────────────────────────────────────────────────────────────┘



       ──────────────────────────────────────────────────────────────────────────────
                       Recording needs microphone access (simulated).
                                     [o] Open settings
      ────────────────────────────────────────────────────────────────────────────────
       No microphone or speaker: recordings are real WAV files of simulated sound.
       ⏎/Esc close  q quit
      """)
  }

  @Test func typingATitle() {
    var state = terminalState(VoiceMemos.State(voiceMemos: threeMemos))
    state.list.select(1)
    state.selection = threeMemos[1].id
    state.app.voiceMemos[id: threeMemos[1].id]?.mode = .notPlaying
    state.editor = TextFieldState("", cursor: 0)
    let lines = screen(state).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[3] == " > Untitled, 2025-03-14 09:03                                        00:07   ▶")
    #expect(lines.last == " ⏎/Esc done")
  }

  @Test func anEmptyList() {
    let lines = screen(terminalState()).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[10] == "                      No memos yet. Press r to record one.")
  }

  @Test func anyTerminalSizeDraws() {
    let state = terminalState(VoiceMemos.State(alert: .recordingFailed, voiceMemos: threeMemos))
    for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 20, height: 5), Size(width: 200, height: 60)] {
      _ = screen(state, size: size)
    }
    #expect(VoiceMemosScreen.listHeight(for: Size(width: 0, height: 0)) == 0)
    #expect(VoiceMemosScreen.listHeight(for: Size(width: 80, height: 24)) == 16)
  }

  @Test func withoutAUTF8LocaleTheSymbolsHaveStandIns() {
    var frame = Frame(size: Size(width: 80, height: 24))
    VoiceMemosScreen.render(terminalState(VoiceMemos.State(voiceMemos: threeMemos)), into: &frame)
    frame.restrictToASCII()
    let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == " > Functions                                                         00:05   >")
    #expect(lines[3] == "   ############------------ Untitled, 2025-03-14 09:03               00:03   #")
    #expect(lines[19] == "                                ( * )  r record")
  }
}
