import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI
import VoiceMemosCore

/// The one screen: the memos newest first, and below them a panel with the record button, the
/// recording in progress, or the note that the microphone is refused; alerts and the settings
/// overlay over it.
public enum VoiceMemosScreen {
  /// Smaller terminals show a "terminal too small" notice.
  public static let minimumSize = Size(width: 60, height: 20)
  /// The panel below the list: a rule and two lines.
  static let panelHeight = 3
  /// The playing row's progress bar, before its title.
  static let progressWidth = 24

  static func title(isSimulated: Bool) -> String {
    isSimulated ? "Voice memos (simulated audio)" : "Voice memos"
  }

  /// How many memos fit in a terminal of `size`.
  public static func listHeight(for size: Size) -> Int {
    max(0, ScreenChrome(size: size, path: [title(isSimulated: true)], accessoryWidth: 12).body.height - panelHeight)
  }

  // MARK: Drawing

  /// Draws the program's state into a frame of any size.
  public static func render(_ state: VoiceMemosTerminal.State, into frame: inout Frame) {
    let count = state.app.voiceMemos.count
    let counted = count == 1 ? "1 memo" : "\(count) memos"
    let chrome = ScreenChrome.draw(
      path: [title(isSimulated: state.isSimulated)], keyMap: keyMap(state), accessoryWidth: 12, into: &frame
    )
    frame.render(Label(counted, alignment: .trailing), in: chrome.accessoryArea)
    let (list, panel) = chrome.body.split(bottom: panelHeight)
    renderList(state, in: list, frame: &frame)
    frame.render(Rule(), in: panel.row(0))
    renderPanel(state.app, in: Rect(x: panel.x, y: panel.y + 1, width: panel.width, height: max(0, panel.height - 1)), frame: &frame)
    renderStatus(state, in: chrome.statusArea, frame: &frame)
    if let alert = state.app.alert {
      renderAlert(alert, state: state, in: chrome.body, frame: &frame) { .app(.alert($0)) }
    } else if let alert = state.deleteAlert {
      renderAlert(alert, state: state, in: chrome.body, frame: &frame) { .deleteAlert($0) }
    } else if state.isShowingSettings {
      renderSettings(in: chrome.body, frame: &frame)
    }
  }

  /// An alert over the body, its buttons clickable; `send` wraps what a button sends.
  private static func renderAlert<ButtonAction>(
    _ alert: AlertState<ButtonAction>, state: VoiceMemosTerminal.State, in area: Rect, frame: inout Frame,
    send: (PresentationAction<ButtonAction>) -> VoiceMemosTerminal.Action
  ) {
    let box = AlertBox(alert, selection: AlertKeys.chosen(alert.buttons, selection: state.alertButtons.selection))
    frame.render(box, in: area)
    AlertKeys.markButtons(alert.buttons, of: box, in: area, frame: &frame, send: send)
  }

  private static func renderList(_ state: VoiceMemosTerminal.State, in area: Rect, frame: inout Frame) {
    let memos = state.app.voiceMemos
    guard !memos.isEmpty else {
      frame.render(Label("No memos yet. Press r to record one.", style: .dim, alignment: .center), in: area.row(area.height / 2))
      return
    }
    let list = state.list.listView(rowStyle: { memos[$0].title.isEmpty || memos[$0].isMissing ? .dim : .plain }) { _ in "" }
    frame.render(list, in: area)
    // A click selects a row where the list's keys act: not while typing, nor under an overlay.
    if state.editor == nil, state.app.alert == nil, state.deleteAlert == nil, !state.isShowingSettings {
      state.list.markRows(of: list, in: area, frame: &frame, send: VoiceMemosTerminal.Action.list)
    }
    let rows = list.rowsArea(area)
    let first = list.visibleOffset(height: area.height)
    for index in first..<min(memos.count, first + area.height) {
      let line = Rect(x: rows.x + 2, y: area.y + index - first, width: max(0, rows.width - 3), height: 1)
      let style = index == state.list.selection ? Style.reverse.adding(list.rowStyle(index).attributes) : list.rowStyle(index)
      renderRow(memos[index], in: line, style: style, timeZone: state.timeZone, frame: &frame)
    }
    if let editor = state.editor, let id = state.selection, let memo = memos[id: id] {
      let line = Rect(x: rows.x + 2, y: area.y + state.list.selection - first, width: max(0, rows.width - 3 - 11), height: 1)
      frame.render(TextField(editor, placeholder: memo.displayedTitle(in: state.timeZone)), in: line)
    }
  }

  /// One memo: progress bar while playing, the title, the time and the play or stop glyph; a
  /// memo whose file is gone says so after its title and shows no play glyph.
  static func renderRow(_ memo: VoiceMemo.State, in line: Rect, style: Style, timeZone: TimeZone, frame: inout Frame) {
    let (left, right) = line.split(right: 11)
    var titleArea = left
    if case .playing(let progress) = memo.mode {
      let filled = Int((progress * Double(progressWidth)).rounded(.down))
      let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: progressWidth - filled)
      frame.draw(bar, in: left, style: style)
      titleArea = left.split(left: min(left.width, progressWidth + 1)).rest
    }
    let title = memo.displayedTitle(in: timeZone) + (memo.isMissing ? " (file missing)" : "")
    frame.render(Label(title, style: style), in: titleArea.split(right: 1).rest)
    let glyph = memo.isMissing ? "✕" : memo.isPlaying ? "■" : "▶"
    frame.render(Label("\(memo.displayedTime.minutesAndSeconds)   \(glyph)", style: style, alignment: .trailing), in: right)
  }

  private static func renderPanel(_ app: VoiceMemos.State, in area: Rect, frame: inout Frame) {
    if let recording = app.recordingMemo {
      let line: String
      switch recording.mode {
      case .recording: line = "RECORDING   \(recording.duration.minutesAndSeconds)          [s] stop"
      case .encoding: line = "Saving…     \(recording.duration.minutesAndSeconds)"
      }
      let width = DisplayWidth.of("RECORDING   00:00          [s] stop")
      let row = area.row(0).centered(width: width, height: 1)
      // "RECORDING" blinks: bold on even seconds.
      let emphasis = Int(recording.duration) % 2 == 0 ? Style(.bold, foreground: .red) : Style(foreground: .red)
      frame.draw(line, in: row)
      if recording.mode == .recording { frame.draw("RECORDING", in: row, style: emphasis) }
      return
    }
    if app.audioRecorderPermission == .denied {
      frame.render(Label("Recording needs microphone access (simulated).", alignment: .center), in: area.row(0))
      frame.render(Label("[o] Open settings", alignment: .center), in: area.row(1))
      return
    }
    frame.render(Label("( ● )  r record", style: Style(.bold, foreground: .red), alignment: .center), in: area.row(0))
  }

  private static func renderStatus(_ state: VoiceMemosTerminal.State, in area: Rect, frame: inout Frame) {
    if let saveError = state.saveError {
      frame.draw("not saved: \(saveError)", in: area, style: Style(.bold, foreground: .red))
    } else if state.isSimulated {
      // A narrow terminal gets the short form rather than a sentence cut with "…".
      let long = "No microphone or speaker: recordings are real WAV files of simulated sound."
      let text = DisplayWidth.of(long) <= area.width ? long : "Simulated audio: recordings are real WAV files."
      frame.draw(text, in: area, style: .dim)
    }
  }

  private static func renderSettings(in area: Rect, frame: inout Frame) {
    let sheet = Sheet(title: "Settings (simulated)")
    let panel = area.centered(width: 64, height: 8)
    frame.render(sheet, in: panel)
    frame.render(
      Paragraph(
        "There are no system settings for this simulated microphone. To grant it, quit and start voicememos "
          + "with --mic-permission granted (or VOICEMEMOS_MIC=granted), in a directory you can write to."
      ),
      in: sheet.inner(panel)
    )
  }

  // MARK: Keys

  /// The keys in force: OK on an alert or the settings overlay, typing a title, or the list
  /// with the panel's control.
  public static func keyMap(_ state: VoiceMemosTerminal.State) -> KeyMap<VoiceMemosTerminal.Action> {
    if let alert = state.app.alert {
      return alertKeyMap(alert.buttons, state: state) { .app(.alert($0)) }
    }
    if let alert = state.deleteAlert {
      return alertKeyMap(alert.buttons, state: state) { .deleteAlert($0) }
    }
    if state.isShowingSettings {
      return KeyMap([
        KeyBinding([.enter, .escape], help: "close", send: .settingsDismissed),
        .quit([.char("q")]),
      ])
    }
    if state.isEditingTitle {
      return KeyMap(
        [KeyBinding([.enter, .escape], help: "done", send: .editingEnded)],
        otherKeys: TextInput.otherKeys(send: VoiceMemosTerminal.Action.editor)
      )
    }
    return listKeyMap(state)
  }

  /// An alert's keys, and `q`.
  private static func alertKeyMap<ButtonAction>(
    _ buttons: [ButtonState<ButtonAction>], state: VoiceMemosTerminal.State,
    send: @escaping (PresentationAction<ButtonAction>) -> VoiceMemosTerminal.Action
  ) -> KeyMap<VoiceMemosTerminal.Action> {
    var keys = AlertKeys.keyMap(
      buttons, selection: state.alertButtons.selection, select: { .alertButtons(.selected($0)) }, send: send
    )
    keys.bindings.append(.quit([.char("q")]))
    return keys
  }

  private static func listKeyMap(_ state: VoiceMemosTerminal.State) -> KeyMap<VoiceMemosTerminal.Action> {
    let app = state.app
    let selected = app.voiceMemos.isEmpty ? nil : app.voiceMemos[min(state.list.selection, app.voiceMemos.count - 1)]
    var bindings = ListCursor.keyBindings(
      help: "select", isEnabled: selected != nil, send: VoiceMemosTerminal.Action.list)
    if let selected {
      let play = VoiceMemosTerminal.Action.app(.voiceMemos(.element(id: selected.id, action: .playButtonTapped)))
      bindings += [
        KeyBinding([.enter, .char(" ")], help: "play-stop", send: play),
        KeyBinding([.char("e")], help: "rename", send: .editingStarted),
        KeyBinding([.char("d")], help: "delete", send: .deleteKeyPressed(selected.id)),
        KeyBinding([.delete], help: "", send: .deleteKeyPressed(selected.id)),
        .copy([.char("y")], text: selected.title),
      ]
    }
    if let recording = app.recordingMemo {
      bindings.append(
        KeyBinding(
          [.char("s")], help: "stop", send: .app(.recordingMemo(.presented(.stopButtonTapped))),
          isEnabled: recording.mode == .recording
        )
      )
    } else {
      bindings.append(KeyBinding([.char("r")], help: "record", send: .app(.recordButtonTapped)))
      if app.audioRecorderPermission == .denied {
        bindings.append(KeyBinding([.char("o")], help: "settings", send: .app(.openSettingsButtonTapped)))
      }
    }
    bindings.append(.quit([.char("q")]))
    return KeyMap(bindings)
  }
}
