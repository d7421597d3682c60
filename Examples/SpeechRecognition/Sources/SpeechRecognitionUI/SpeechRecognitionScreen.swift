import ComposableArchitecture
import SpeechRecognitionCore
import TerminalUI

/// The one screen: a blurb, the transcript (wrapped, following its end), and the record
/// button on the status line; an alert over it when something went wrong.
public enum SpeechRecognitionScreen {
  /// Smaller terminals show a "terminal too small" notice.
  public static let minimumSize = Size(width: 60, height: 20)

  static func title(isSimulated: Bool) -> String {
    isSimulated ? "Speech recognition (simulated recogniser)" : "Speech recognition"
  }

  static func blurb(isSimulated: Bool) -> String {
    let start = "Press space to start transcribing."
    guard isSimulated else { return start }
    return start + """
       This build has no microphone: a scripted talk is "heard" word by word so the feature \
      can be exercised end to end.
      """
  }

  /// Green to start; filled red to stop. Without colours (or with `NO_COLOR`) they become
  /// bold and bold reversed, so the two still differ.
  static let startButtonStyle = Style(.bold, foreground: .green)
  static let stopButtonStyle = Style(.bold, foreground: .white, background: .red)

  /// The end of the text while listening, where the next words will appear.
  static let caret = "▏"

  // MARK: Drawing

  /// Draws the program's state into a frame of any size.
  public static func render(_ state: SpeechRecognitionTerminal.State, into frame: inout Frame) {
    let chrome = ScreenChrome.draw(path: [title(isSimulated: state.isSimulated)], keyMap: keyMap(state), into: &frame)
    let layout = Layout(chrome: chrome, isSimulated: state.isSimulated)
    frame.render(Paragraph(blurb(isSimulated: state.isSimulated)), in: layout.blurb)
    frame.render(Rule(), in: layout.rule)
    renderTranscript(state, layout: layout, frame: &frame)
    renderButton(state.app, in: chrome.statusArea, frame: &frame)
    if let alert = state.app.alert {
      frame.clickTargets = ClickTargets()
      frame.render(alertBox(alert), in: chrome.body)
    }
  }

  /// The alert's box. The reference's alerts are a sentence each, without a message; one too
  /// long for the box's border is wrapped inside it instead, so no word of it is cut.
  static func alertBox(_ alert: AlertState<SpeechRecognition.Action.Alert>) -> AlertBox {
    var box = AlertBox(alert)
    if box.message == nil, DisplayWidth.of(box.title) > alertTitleWidth {
      (box.title, box.message) = ("", box.title)
    }
    return box
  }

  /// The longest title an alert's border shows whole.
  static let alertTitleWidth = 54

  /// The lines the transcript wraps into at `width`, with the caret at its end while
  /// listening.
  static func transcriptLines(_ state: SpeechRecognition.State, width: Int) -> [String] {
    let text = state.transcribedText.trimmingTrailingSpaces
    guard !text.isEmpty else { return [] }
    return Paragraph.wrap(state.isRecording ? text + caret : text, width: width)
  }

  private static func renderTranscript(_ state: SpeechRecognitionTerminal.State, layout: Layout, frame: inout Frame) {
    let lines = transcriptLines(state.app, width: layout.transcriptText.width)
    guard !lines.isEmpty else {
      let message =
        state.app.isRecording
        ? "Listening…"
        : state.isPermissionUndecided
          ? "Not allowed yet: the permission question was dismissed. Space asks again."
          : "Nothing transcribed yet."
      let area = layout.transcript
      frame.render(Label(message, style: .dim, alignment: .center), in: area.row(area.height / 2))
      return
    }
    let offset = state.visibleOffset
    let area = layout.transcriptText
    for (row, line) in lines.dropFirst(offset).prefix(area.height).enumerated() {
      frame.draw(line, x: area.x, y: area.y + row, in: area)
    }
    // Dim arrows in the margin say there is more above or below.
    let margin = layout.scrollMargin
    if offset > 0 {
      frame.render(Label("↑", style: .dim, alignment: .trailing), in: margin.row(0))
    }
    if offset + area.height < lines.count {
      frame.render(Label("↓", style: .dim, alignment: .trailing), in: margin.row(margin.height - 1))
    }
  }

  private static func renderButton(_ state: SpeechRecognition.State, in area: Rect, frame: inout Frame) {
    let button = state.isRecording ? "[ ■ \(state.recordButtonTitle) ]" : "[ ▶ \(state.recordButtonTitle) ]"
    let buttonStyle = state.isRecording ? stopButtonStyle : startButtonStyle
    let status = "● listening"
    // The status keeps its room when idle, so the button stays put.
    let width = DisplayWidth.of(button) + 3 + DisplayWidth.of(status)
    let row = area.centered(width: width, height: 1)
    let (buttonArea, rest) = row.split(left: DisplayWidth.of(button))
    frame.render(Label(button, style: buttonStyle), in: buttonArea)
    // A click on the button starts or stops, as space does.
    frame.onClick(buttonArea, send: SpeechRecognitionTerminal.Action.app(.recordButtonTapped))
    if state.isRecording {
      frame.render(Label(status, style: Style(foreground: .red)), in: rest.split(left: 3).rest)
    }
  }

  // MARK: Keys

  /// The keys in force: OK on an alert; otherwise the button, scrolling and quitting.
  public static func keyMap(_ state: SpeechRecognitionTerminal.State) -> KeyMap<SpeechRecognitionTerminal.Action> {
    if state.app.alert != nil {
      return KeyMap([
        KeyBinding([.enter, .escape], help: "OK", send: .app(.alert(.dismiss))),
        .quit([.char("q")]),
      ])
    }
    let (lines, height) = state.transcript
    let canScroll = lines > height
    let page = max(1, height - 1)
    return KeyMap([
      KeyBinding([.char(" "), .char("r")], help: "start-stop", send: .app(.recordButtonTapped)),
      // Neighbours with one help text share a hint: "↑↓/jk scroll".
      KeyBinding([.up, .char("k")], help: "scroll", send: .scrolled(lines: -1), isEnabled: canScroll, showsWhenDisabled: true),
      KeyBinding([.down, .char("j")], help: "scroll", send: .scrolled(lines: 1), isEnabled: canScroll, showsWhenDisabled: true),
      KeyBinding([.pageUp], help: "", send: .scrolled(lines: -page), isEnabled: canScroll),
      KeyBinding([.pageDown], help: "", send: .scrolled(lines: page), isEnabled: canScroll),
      KeyBinding([.home, .char("g")], help: "", send: .scrolledToTop, isEnabled: canScroll),
      KeyBinding([.end, .char("G")], help: "", send: .scrolledToEnd, isEnabled: canScroll),
      .copy([.char("y")], text: state.app.transcribedText.trimmingTrailingSpaces),
      .quit([.char("q")]),
    ])
  }
}

extension String {
  /// The text without the spaces a recogniser leaves after its last word.
  var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
