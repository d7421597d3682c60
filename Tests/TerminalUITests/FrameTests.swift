import Testing
import TerminalUI

@Suite struct FrameTests {
  @Test func textShorterThanTheAreaIsDrawnWhole() {
    var frame = Frame(width: 10, height: 2)
    frame.draw("hello", in: frame.area)
    #expect(frame.lines == ["hello     ", "          "])
  }

  @Test func textLongerThanTheAreaIsCutWithAnEllipsis() {
    var frame = Frame(width: 8, height: 1)
    let used = frame.draw("hello world", in: frame.area)
    #expect(frame.text == "hello w…")
    #expect(used == 8)
  }

  @Test func textThatFitsExactlyHasNoEllipsis() {
    var frame = Frame(width: 5, height: 1)
    frame.draw("hello", in: frame.area)
    #expect(frame.text == "hello")
  }

  @Test func doubleWidthCharactersTakeTwoCells() {
    var frame = Frame(width: 6, height: 1)
    let used = frame.draw("日本a", in: frame.area)
    #expect(used == 5)
    #expect(frame[0, 0].symbol == "日")
    #expect(frame[1, 0].isContinuation)
    #expect(frame.lines == ["日本a "])
  }

  @Test func aWideCharacterThatDoesNotFitBeforeTheEllipsisLeavesAGap() {
    var frame = Frame(width: 4, height: 1)
    frame.draw("日本語", in: frame.area)
    #expect(frame.lines == ["日… "])
  }

  @Test func combiningMarksStayWithTheirBase() {
    var frame = Frame(width: 4, height: 1)
    let used = frame.draw("e\u{301}te\u{301}", in: frame.area)
    #expect(used == 3)
    #expect(frame.text == "e\u{301}te\u{301}")
  }

  @Test func emojiSequencesTakeTheCellsTheTerminalDrawsThemIn() {
    var frame = Frame(width: 8, height: 1)
    frame.draw("👍🏽🇫🇷!", in: frame.area)
    #expect(frame.lines == ["👍🏽🇫🇷! "])
    #expect((1...3).allSatisfy { frame[$0, 0].isContinuation } && frame[5, 0].isContinuation)
  }

  @Test func aClusterThatDoesNotFitAtTheRowEndIsNotDrawnHalf() {
    var frame = Frame(width: 8, height: 1)
    frame.draw("ab👨‍👩‍👧", x: 0, y: 0, in: Rect(x: 0, y: 0, width: 7, height: 1))
    #expect(frame.lines == ["ab…     "])
    let atColumn3 = frame.put("👨‍👩‍👧", width: 6, x: 3, y: 0, style: .plain, clip: frame.area)
    #expect(atColumn3 == false)
    let atColumn2 = frame.put("👨‍👩‍👧", width: 6, x: 2, y: 0, style: .plain, clip: frame.area)
    #expect(atColumn2)
    #expect(frame.lines == ["ab👨‍👩‍👧"])
  }

  @Test func fillingOverPartOfAClusterBlanksTheRestOfIt() {
    var frame = Frame(width: 8, height: 1)
    frame.draw("a👨‍👩‍👧b", in: frame.area)
    frame.fill(Rect(x: 3, y: 0, width: 2, height: 1), with: Cell("x"))
    #expect(frame.lines == ["a  xx  b"])
    #expect(!frame[5, 0].isContinuation && !frame[1, 0].isContinuation)
  }

  @Test func cellsHoldClustersUpTo23BytesAndShowLongerOnesAsAReplacement() {
    #expect(Cell("👨‍👩‍👧").symbol == "👨‍👩‍👧")
    #expect(Cell("").isContinuation)
    #expect(Cell("a").symbol == "a")
    let longest = "e" + String(repeating: "\u{301}", count: 11)
    #expect(Cell(longest).symbol == longest)
    #expect(Cell(longest + "\u{301}").symbol == "\u{FFFD}")
  }

  @Test func controlCharactersAreDropped() {
    var frame = Frame(width: 6, height: 1)
    frame.draw("a\tb\u{1B}c", in: frame.area)
    #expect(frame.text == "abc")
  }

  @Test func drawingClipsToTheArea() {
    var frame = Frame(width: 8, height: 3)
    frame.draw("abcdefgh", in: Rect(x: 2, y: 1, width: 3, height: 1))
    frame.draw("outside", x: 0, y: 0, in: Rect(x: 2, y: 1, width: 3, height: 1))
    #expect(frame.text == """

        ab…

      """)
  }

  @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
    var frame = Frame(width: 4, height: 1)
    frame.draw("日本", in: frame.area)
    frame.draw("x", x: 1, y: 0, in: frame.area)
    #expect(frame.lines == [" x本"])
  }

  @Test func emptyFramesAcceptEveryDrawing() {
    var frame = Frame(width: 0, height: 0)
    frame.draw("hello", in: frame.area)
    frame.fill(Rect(x: -5, y: -5, width: 50, height: 50))
    #expect(frame.text == "")
    #expect(frame.cell(x: 0, y: 0) == nil)
  }

  @Test func truncateCutsToTheWidthWithAnEllipsisAndLeavesWhatFitsAlone() {
    #expect(DisplayWidth.truncate("Design", toWidth: 6) == "Design")
    #expect(DisplayWidth.truncate("Design", toWidth: 5) == "Desi…")
    #expect(DisplayWidth.truncate("日本語", toWidth: 4) == "日…")
    #expect(DisplayWidth.truncate("Design", toWidth: 1) == "…")
    #expect(DisplayWidth.truncate("Design review", toWidth: 8) == "Design…")
    #expect(DisplayWidth.truncate("Design", toWidth: 0) == "")
    #expect(DisplayWidth.truncate("", toWidth: 3) == "")
  }

  @Test func inGraphemeModeAClusterIsAsWideAsTheTerminalDrawsItWhole() {
    #expect(DisplayWidth.of("👨‍👩‍👧", graphemeMode: true) == 2)
    #expect(DisplayWidth.of("👍🏽", graphemeMode: true) == 2)
    #expect(DisplayWidth.of("❤️", graphemeMode: true) == 2)
    #expect(DisplayWidth.of("e\u{301}", graphemeMode: true) == 1)
    #expect(DisplayWidth.glyphs(of: "👨‍👩‍👧").map(\.text) == ["👨", "👩", "👧"])
    #expect(DisplayWidth.glyphs(of: "🇫🇷").map(\.width) == [2])
    #expect(GraphemeMode.decision(state: 2) == (true, true))
    #expect(GraphemeMode.decision(state: 1) == (true, false))
    #expect(GraphemeMode.decision(state: 0) == (false, false))
  }

  @Test func displayWidthFollowsTheTerminalRules() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("日本") == 4)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("👨‍👩‍👧") == 6)  // as tmux 3.3a and most terminals draw it
    #expect(DisplayWidth.of("👍🏽") == 4)
    #expect(DisplayWidth.of("🇫🇷") == 2)
    #expect(DisplayWidth.of("❤️") == 1)
    #expect(DisplayWidth.of("1️⃣") == 1)
    #expect(DisplayWidth.of("한국") == 4)
    #expect(DisplayWidth.of("ｱ") == 1)
    #expect(DisplayWidth.of("Ａ") == 2)
    #expect(DisplayWidth.of("\u{200B}") == 0)
  }

  @Test func debugDescriptionQuotesEveryRow() {
    var frame = Frame(width: 3, height: 2)
    frame.draw("ab", in: frame.area)
    #expect(frame.debugDescription == "Frame 3x2\n\"ab \"\n\"   \"")
  }

  @Test func buttonAndStatusSymbolsHaveASCIIStandIns() {
    var frame = Frame(width: 12, height: 1)
    frame.draw("▶ ■ ● ▏ ★", in: frame.area)
    frame.restrictToASCII()
    #expect(frame.text == "> # * | ?")
  }

  @Test func theProgramsSymbolsHaveASCIIStandInsAndAWideOneKeepsItsTwoCells() {
    var frame = Frame(width: 30, height: 2)
    frame.draw("✓ · ▌ ⏱ ◀ ▸ ▾ ✕ ♥ 70° ×10", in: frame.area.row(0))
    frame.draw("a ❌ b 🔍 c 日", in: frame.area.row(1))
    frame.restrictToASCII()
    #expect(frame.text == """
      v . | > < > v x * 70o x10
      a XX b o- c ??
      """)
  }
}
