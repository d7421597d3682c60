import Testing
import TerminalUI

@Suite struct ParagraphTests {
  @Test func paragraphWrapsAtWords() {
    let text = "The quick brown fox jumps over the lazy dog"
    #expect(render(Paragraph(text), width: 12, height: 5).text == """
      The quick
      brown fox
      jumps over
      the lazy dog

      """)
  }

  @Test func paragraphKeepsNewlinesAndCutsLongWords() {
    #expect(render(Paragraph("a\n\nsupercalifragilistic b"), width: 8, height: 4).text == """
      a

      superca…
      b
      """)
  }

  @Test func paragraphDropsLinesBelowTheAreaAndScrolls() {
    let text = "one two three four"
    #expect(render(Paragraph(text), width: 5, height: 2).text == "one\ntwo")
    #expect(render(Paragraph(text, scroll: 2), width: 5, height: 2).text == "three\nfour")
    #expect(Paragraph(text).height(width: 5) == 4)
  }

  @Test func paragraphWrapsWideCharactersByDisplayWidth() {
    #expect(render(Paragraph("日本 日本語 ok"), width: 6, height: 3).text == """
      日本
      日本語
      ok
      """)
  }

  @Test func paragraphInEmptyOrTinyAreas() {
    #expect(render(Paragraph("hello world"), width: 0, height: 0).text == "")
    #expect(render(Paragraph("hello world"), width: 1, height: 1).text == "…")
  }
}
