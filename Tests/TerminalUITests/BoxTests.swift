import Testing
import TerminalUI

@Suite struct BoxTests {
  @Test func boxDrawsABorderWithItsTitle() {
    #expect(render(Box(title: "Hi"), width: 12, height: 4).text == """
      ┌ Hi ──────┐
      │          │
      │          │
      └──────────┘
      """)
  }

  @Test func contentGoesIntoTheInnerArea() {
    var frame = Frame(width: 10, height: 3)
    let box = Box(title: "A long title")
    frame.render(box, in: frame.area)
    frame.render("inside text", in: box.inner(frame.area))
    #expect(frame.text == """
      ┌ A lon… ┐
      │inside …│
      └────────┘
      """)
  }

  @Test func boxesTooSmallForABorderDrawNothing() {
    #expect(render(Box(title: "x"), width: 1, height: 1).text == "")
    #expect(render(Box(title: "x"), width: 0, height: 0).text == "")
    #expect(Box().inner(Rect(width: 1, height: 5)).isEmpty)
    #expect(render(Box(title: "x"), width: 2, height: 2).text == "┌┐\n└┘")
  }

  @Test func ruleSpansItsArea() {
    #expect(render(Rule(), width: 5, height: 2).text == "─────\n")
  }

  @Test func labelsAlign() {
    var frame = Frame(width: 9, height: 3)
    frame.render(Label("ab", alignment: .leading), in: frame.area.row(0))
    frame.render(Label("ab", alignment: .center), in: frame.area.row(1))
    frame.render(Label("ab", alignment: .trailing), in: frame.area.row(2))
    #expect(frame.text == """
      ab
         ab
             ab
      """)
  }
}
