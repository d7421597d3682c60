import Testing
import TerminalUI

/// The bytes a frame becomes on the terminal: synchronized, only changed rows, clusters placed
/// by the terminal's widths, colours in its depth, the cursor at a field's caret.
@Suite struct ScreenWriterTests {
  let esc = "\u{1B}"

  func written(_ frames: [Frame], colors: ColorSupport = .colors256, graphemeMode: Bool = false) -> [String] {
    var writer = ScreenWriter(colorSupport: colors, isGraphemeMode: graphemeMode)
    return frames.map { String(decoding: writer.update(to: $0), as: UTF8.self) }
  }

  func frame(_ lines: [String], width: Int, style: Style = .plain) -> Frame {
    var frame = Frame(width: width, height: lines.count)
    for (y, line) in lines.enumerated() { frame.draw(line, x: 0, y: y, style: style, in: frame.area) }
    return frame
  }

  @Test func eachFrameIsOneSynchronizedUpdateWrittenWholeFirstThenOnlyItsChangedRows() {
    let first = frame(["ab", "cd"], width: 4)
    let second = frame(["ab", "ce"], width: 4)
    let bytes = written([first, second, second])
    #expect(bytes[0] == "\(esc)[?2026h\(esc)[?25l\(esc)[0m\(esc)[H\(esc)[2J\(esc)[1;1H\(esc)[0mab\(esc)[K\(esc)[2;1Hcd\(esc)[K\(esc)[0m\(esc)[?2026l")
    #expect(bytes[1] == "\(esc)[?2026h\(esc)[?25l\(esc)[2;1H\(esc)[0mce\(esc)[K\(esc)[0m\(esc)[?2026l")
    #expect(bytes[2] == "", "an equal frame writes nothing")
  }

  @Test func aZWJFamilyIsWrittenAsItsEmojiEachInItsOwnColumns() {
    var family = Frame(width: 8, height: 1)
    family.draw("👨‍👩‍👧x", in: family.area)
    let bytes = written([family])[0]
    #expect(bytes.contains("\(esc)[1;1H\(esc)[0m👨\(esc)[1;3H👩\(esc)[1;5H👧\(esc)[1;7Hx"))
    #expect(!bytes.contains("\u{200D}"), "a joiner would let a terminal join what the layout counts apart")
  }

  @Test func inGraphemeModeAClusterIsWrittenWholeInTwoCells() {
    var family = Frame(width: 4, height: 1)
    family.put("👨‍👩‍👧", width: 2, x: 0, y: 0, style: .plain, clip: family.area)
    family.draw("x", x: 2, y: 0, in: family.area)
    #expect(written([family], graphemeMode: true)[0].contains("\(esc)[1;1H\(esc)[0m👨‍👩‍👧\(esc)[1;3Hx"))
  }

  @Test func aClusterCutByAFillLeavesBlanksNotHalfAGlyph() {
    var frame = Frame(width: 8, height: 1)
    frame.draw("👍🏽abcd", in: frame.area)
    frame.fill(Rect(x: 2, y: 0, width: 1, height: 1), with: Cell("|"))
    #expect(written([frame])[0].contains("\(esc)[1;1H\(esc)[0m  | abcd\(esc)[0m"))
  }

  @Test func theCursorIsShownAtAFocusedFieldsCaretAndHiddenOtherwise() {
    var field = Frame(width: 10, height: 2)
    field.render(TextField(TextFieldState("héllo", cursor: 2)), in: Rect(x: 1, y: 1, width: 8, height: 1))
    #expect(field.cursor == Point(x: 3, y: 1))
    #expect(written([field])[0].hasSuffix("\(esc)[0m\(esc)[2;4H\(esc)[?25h\(esc)[?2026l"))
    var unfocused = Frame(width: 10, height: 2)
    unfocused.render(TextField(TextFieldState("héllo"), isFocused: false), in: unfocused.area)
    #expect(unfocused.cursor == nil)
    #expect(!written([unfocused])[0].contains("\(esc)[?25h"))
  }

  @Test func colorsAreWrittenInTheTerminalsDepth() {
    let orange = Style(.bold, foreground: .rgb(red: 255, green: 135, blue: 0), background: .palette(9))
    let bytes = { (colors: ColorSupport) in self.written([self.frame(["x"], width: 1, style: orange)], colors: colors)[0] }
    #expect(bytes(.truecolor).contains("\(esc)[0;1;38;2;255;135;0;101mx"))
    #expect(bytes(.colors256).contains("\(esc)[0;1;38;5;208;101mx"))
    #expect(bytes(.colors16).contains("\(esc)[0;1;91;101mx"), "16 colours keep the bright red background")
    #expect(bytes(.colors).contains("\(esc)[0;1;33;41mx"))
    #expect(bytes(.monochrome).contains("\(esc)[0;1;7mx"))
  }

  @Test func copyingIsOSC52WithTheTextInBase64() {
    #expect(Clipboard.copySequence("Buy milk") == "\(esc)]52;c;QnV5IG1pbGs=\u{07}")
    #expect(Clipboard.copySequence("Zoë") == "\(esc)]52;c;Wm/Dqw==\u{07}")
    #expect(Clipboard.copySequence("") == "\(esc)]52;c;\u{07}")
  }
}
