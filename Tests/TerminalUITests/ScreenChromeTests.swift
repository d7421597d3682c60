import Testing
import TerminalUI

@Suite struct ScreenChromeTests {
  let keys = KeyMap<Int>([KeyBinding([.char("a")], help: "add", send: 1), .quit([.char("q")])])

  func frame(width: Int, height: Int, accessoryWidth: Int = 0, fill: Bool = true) -> Frame {
    var frame = Frame(width: width, height: height)
    let chrome = ScreenChrome.draw(path: ["Notes", "Today"], keyMap: keys, accessoryWidth: accessoryWidth, into: &frame)
    if fill {
      frame.render(Label("[tabs]"), in: chrome.accessoryArea)
      frame.render(Paragraph("body body body body body body body body"), in: chrome.body)
      frame.render("2 notes", in: chrome.statusArea)
    }
    return frame
  }

  @Test func titleRuleBodyRuleStatusAndHints() {
    #expect(frame(width: 30, height: 8, accessoryWidth: 6).text == """
       Notes › Today         [tabs]
      ──────────────────────────────
       body body body body body
       body body body

      ──────────────────────────────
       2 notes
       a add  q quit
      """)
  }

  @Test func anAccessoryThatDoesNotFitGetsItsOwnRow() {
    #expect(frame(width: 20, height: 8, accessoryWidth: 6).text == """
       Notes › Today
       [tabs]
      ────────────────────
       body body body
       body body body
      ────────────────────
       2 notes
       a add  q quit
      """)
    let narrow = ScreenChrome(size: Size(width: 20, height: 8), path: ["Notes"], accessoryWidth: 6, titleWidth: 15)
    #expect(narrow.accessoryArea == Rect(x: 1, y: 1, width: 18, height: 1))
  }

  @Test func wideTerminalsCentreEverythingButTheRules() {
    let frame = frame(width: 120, height: 6)
    #expect(frame.line(0).hasPrefix(String(repeating: " ", count: 11) + "Notes › Today"))
    #expect(frame.line(1) == String(repeating: "─", count: 120))
    #expect(frame.line(2).hasPrefix(String(repeating: " ", count: 11) + "body"))
    #expect(frame.line(4).hasPrefix(String(repeating: " ", count: 11) + "2 notes"))
    #expect(frame.line(5).hasPrefix(String(repeating: " ", count: 11) + "a add"))
    #expect(ScreenChrome(size: Size(width: 120, height: 6), path: []).body.width == 98)
  }

  @Test func tinySizesLayOutWithoutTraps() {
    for (width, height) in [(0, 0), (1, 1), (2, 3), (5, 2), (80, 1)] {
      let chrome = ScreenChrome(size: Size(width: width, height: height), path: ["Notes"], accessoryWidth: 6)
      for area in [chrome.titleArea, chrome.accessoryArea, chrome.body, chrome.statusArea, chrome.hintsArea] {
        #expect(area.width >= 0 && area.height >= 0)
        #expect(area.isEmpty || Rect(size: Size(width: width, height: height)).intersection(area) == area)
      }
      _ = frame(width: width, height: height, accessoryWidth: 6)
    }
    #expect(frame(width: 14, height: 3, fill: false).text == """
      ──────────────

       ? help
      """)
  }
}
