import Testing
import TerminalUI

@Suite struct ListViewTests {
  let fruits = ["apple", "banana", "cherry", "damson", "elder", "fig"]

  @Test func selectedRowIsMarked() {
    let frame = render(ListView(fruits, selection: 1), width: 10, height: 3)
    #expect(frame.text == """
        apple
      > banana
        cherry
      """)
    #expect(frame[9, 1].style == .reverse)
    #expect(frame[9, 0].style == .plain)
  }

  @Test func rowsCanHaveTheirOwnStyle() {
    let list = ListView(count: 3, selection: 2, rowStyle: { $0 == 1 ? .dim : .plain }) { fruits[$0] }
    let frame = render(list, width: 10, height: 3)
    #expect(frame[2, 0].style == .plain)
    #expect(frame[2, 1].style == .dim)
    #expect(frame[2, 2].style == .reverse)
    let dimSelected = render(ListView(count: 3, selection: 1, rowStyle: { _ in .dim }) { fruits[$0] }, width: 10, height: 3)
    #expect(dimSelected[2, 1].style == Style([.reverse, .dim]))
  }

  @Test func aSelectedRowKeepsItsColoursUnlessTheSelectionSetsItsOwn() {
    let orange = Color.palette(208)
    let coloured = ListView(count: 2, selection: 0, selectedStyle: .bold, rowStyle: { _ in Style(foreground: orange) }) {
      fruits[$0]
    }
    let frame = render(coloured, width: 10, height: 2)
    #expect(frame[2, 0].style == Style(.bold, foreground: orange), "selected: bold, still orange")
    #expect(frame[2, 1].style == Style(foreground: orange))
    let overridden = ListView(
      count: 1, selection: 0, selectedStyle: Style(.bold, foreground: .white), rowStyle: { _ in Style(foreground: orange) }
    ) { fruits[$0] }
    #expect(render(overridden, width: 10, height: 1)[2, 0].style == Style(.bold, foreground: .white))
  }

  @Test func listScrollsToKeepTheSelectionVisible() {
    #expect(render(ListView(fruits, selection: 4), width: 10, height: 3).text == """
        cherry
        damson
      > elder
      """)
    #expect(render(ListView(fruits, selection: 1, offset: 3), width: 10, height: 3).text == """
      > banana
        cherry
        damson
      """)
  }

  @Test func offsetIsClampedSoNoRowsAreLeftEmptyAtTheEnd() {
    #expect(ListView(fruits, selection: nil, offset: 50).visibleOffset(height: 4) == 2)
    #expect(ListView(fruits, selection: nil, offset: 50).visibleOffset(height: 10) == 0)
  }

  @Test func selectionPastTheEndClampsToTheLastRow() {
    #expect(render(ListView(fruits, selection: 99), width: 10, height: 2).text == """
        elder
      > fig
      """)
    #expect(ListView([], selection: 3).clampedSelection == nil)
  }

  @Test func longRowsAreCut() {
    #expect(render(ListView(["a very long row"], selection: 0), width: 8, height: 1).text == "> a ver…")
  }

  @Test func onlyVisibleRowsAreProduced() {
    nonisolated(unsafe) var asked: [Int] = []
    let list = ListView(count: 10_000, selection: 5_000) { index in
      asked.append(index)
      return "Row \(index)"
    }
    let frame = render(list, width: 12, height: 3)
    #expect(frame.text == """
        Row 4998
        Row 4999
      > Row 5000
      """)
    #expect(asked == [4998, 4999, 5000])
  }

  @Test func listInEmptyAndTinyAreas() {
    #expect(render(ListView(fruits, selection: 0), width: 0, height: 0).text == "")
    #expect(render(ListView(fruits, selection: 0), width: 1, height: 1).text == "…")
    #expect(render(ListView([], selection: nil), width: 5, height: 2).text == "\n")
  }

  @Test func scrollIndicatorsShowWhatIsHiddenAboveAndBelow() {
    let list = { (selection: Int) in ListView(fruits, selection: selection, showsScrollIndicators: true) }
    #expect(render(list(0), width: 12, height: 2).text == """
      > apple
        banana   ↓
      """)
    #expect(render(list(2), width: 12, height: 2).text == """
        banana   ↑
      > cherry   ↓
      """)
    #expect(render(list(fruits.count - 1), width: 12, height: 2).lines.last?.hasSuffix(" ") == true)
    #expect(render(list(0), width: 12, height: 9).text.contains("↓") == false)
    #expect(render(list(1), width: 2, height: 1).text == ">")
  }
}
