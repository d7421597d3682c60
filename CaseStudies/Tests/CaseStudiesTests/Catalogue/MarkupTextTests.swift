import CaseStudies
import Testing
import TerminalUI

struct MarkupTextTests {
  @Test func markersBecomeAttributes() {
    var frame = Frame(width: 30, height: 2)
    frame.render(MarkupText("a *bold* _it_ `code` 2*3"), in: frame.area)
    #expect(frame.text == "a bold it code 2*3\n")
    #expect(frame[0, 0].style == .plain)
    #expect(frame[2, 0].style == .bold)
    #expect(frame[5, 0].style == .bold)
    #expect(frame[6, 0].style == .plain)
    #expect(frame[7, 0].style == .underline)
    #expect(frame[10, 0].style == .reverse)
    #expect(frame[16, 0].style == .plain)
  }

  @Test func wrapsAtWordsKeepingStyles() {
    var frame = Frame(width: 10, height: 2)
    let text = MarkupText("one *two three* four")
    #expect(text.height(width: 10) == 2)
    frame.render(text, in: frame.area)
    #expect(frame.text == "one two\nthree four")
    #expect(frame[0, 1].style == .bold)
    #expect(frame[6, 1].style == .plain)
  }

  @Test func tinyAreasDrawNothingOrClip() {
    var frame = Frame(width: 3, height: 1)
    frame.render(MarkupText("abcdef"), in: frame.area)
    frame.render(MarkupText("x"), in: Rect(width: 0, height: 0))
    #expect(frame.text == "abc")
  }
}
