import Testing
import TerminalUI

@Suite struct BarTests {
  @Test func tabBarBracketsTheSelectedTab() {
    let frame = render(TabBar(["Counter", "Profile"], selection: 0), width: 24, height: 1)
    #expect(frame.text == "[ Counter ]  Profile")
    #expect(frame[0, 0].style == .bold)
    #expect(render(TabBar(["Counter", "Profile"], selection: 1), width: 24, height: 1).text == "  Counter  [ Profile ]")
    #expect(render(TabBar(["Counter", "Profile"], selection: 0), width: 14, height: 1).text == "[ Counter ]  …")
  }

  @Test func progressBarFillsToTheFraction() {
    #expect(render(ProgressBar(fraction: 0.5), width: 15, height: 1).text == "█████░░░░░  50%")
    #expect(render(ProgressBar(fraction: 1), width: 15, height: 1).text == "██████████ 100%")
    #expect(render(ProgressBar(fraction: -3), width: 15, height: 1).text == "░░░░░░░░░░   0%")
    #expect(render(ProgressBar(fraction: .nan), width: 6, height: 1).text == "░   0%")
    #expect(render(ProgressBar(fraction: 0.5), width: 4, height: 1).text == "██░░")
  }

  @Test func spinnerShowsTheFrameForItsCounter() {
    #expect(render(Spinner(frame: 0, label: "Loading"), width: 12, height: 1).text == "⠋ Loading")
    #expect(render(Spinner(frame: 11, label: "Loading"), width: 12, height: 1).text == "⠙ Loading")
    #expect(render(Spinner(frame: -1, frames: Spinner.line), width: 3, height: 1).text == "/")
    #expect(Spinner(frame: 3, frames: []).symbol == "")
  }

  @Test func navigationHeaderShowsThePath() {
    let header = NavigationHeader(["SyncUps", "Design", "Record"])
    let frame = render(header, width: 30, height: 1)
    #expect(frame.text == "SyncUps › Design › Record")
    #expect(frame[19, 0].style == .bold)
    #expect(frame[18, 0].style == .plain)
  }

  @Test func navigationHeaderDropsLeadingPartsWhenNarrow() {
    let header = NavigationHeader(["SyncUps", "Design", "Record"])
    #expect(render(header, width: 20, height: 1).text == "… › Design › Record")
    #expect(render(header, width: 12, height: 1).text == "… › Record")
    #expect(render(header, width: 4, height: 1).text == "Rec…")
    #expect(render(NavigationHeader([]), width: 4, height: 1).text == "")
  }

  @Test func tooSmallNoticeSaysWhatIsNeeded() {
    #expect(render(TooSmallNotice(minimum: Size(width: 80, height: 24)), width: 34, height: 3).text == """

       terminal too small (need 80x24)

      """)
    #expect(render(TooSmallNotice(minimum: Size(width: 80, height: 24)), width: 20, height: 5).text == """

       terminal too small
          (need 80x24)


      """)
    #expect(render(TooSmallNotice(minimum: Size(width: 80, height: 24)), width: 1, height: 1).text == "…")
  }

  @Test func tooSmallNoticeShowsTheKeysThatStillWorkOnlyWhenTheyFitWhole() {
    let notice = TooSmallNotice(minimum: Size(width: 60, height: 20), hints: [KeyHint(keys: "q", help: "quit")])
    #expect(render(notice, width: 40, height: 5).text == """

          terminal too small (need 60x20)

                       q quit

      """)
    #expect(notice.showsHints(in: Rect(width: 40, height: 5), charset: .unicode))
    #expect(render(notice, width: 40, height: 2).text == """
          terminal too small (need 60x20)

      """)
    #expect(!notice.showsHints(in: Rect(width: 40, height: 2), charset: .unicode))
    #expect(!notice.showsHints(in: Rect(width: 5, height: 20), charset: .unicode))
  }

  @Test func barsInEmptyAreasDrawNothing() {
    let widgets: [any Widget] = [
      TabBar(["a"], selection: 0), ProgressBar(fraction: 0.5), Spinner(frame: 0),
      NavigationHeader(["a", "b"]), TooSmallNotice(minimum: Size(width: 9, height: 9)), Rule(),
    ]
    for widget in widgets {
      var frame = Frame(width: 0, height: 0)
      frame.render(widget, in: frame.area)
      #expect(frame.text == "")
      var tiny = Frame(width: 3, height: 3)
      tiny.render(widget, in: Rect(x: 1, y: 1, width: 0, height: 5))
      #expect(tiny.text == "\n\n")
    }
  }
}
