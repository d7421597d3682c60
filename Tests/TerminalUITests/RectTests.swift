import Testing
import TerminalUI

@Suite struct RectTests {
  @Test func splitTopAndBottomGivesTheMiddleTheRest() {
    let (top, middle, bottom) = Rect(width: 80, height: 24).split(top: 1, bottom: 2)
    #expect(top == Rect(x: 0, y: 0, width: 80, height: 1))
    #expect(middle == Rect(x: 0, y: 1, width: 80, height: 21))
    #expect(bottom == Rect(x: 0, y: 22, width: 80, height: 2))
  }

  @Test func splitInATinyAreaShrinksTheBarsInsteadOfGoingNegative() {
    let (top, middle, bottom) = Rect(width: 5, height: 1).split(top: 1, bottom: 1)
    #expect(top.height == 1)
    #expect(middle.height == 0)
    #expect(bottom.height == 0)
    let empty = Rect(width: 0, height: 0).split(left: 3, right: 3)
    #expect(empty.left.isEmpty && empty.middle.isEmpty && empty.right.isEmpty)
  }

  @Test func rowsShareFillByWeightAfterFixedParts() {
    let rows = Rect(width: 10, height: 11).rows([.fixed(1), .fill(1), .fill(2), .fixed(1)])
    #expect(rows.map(\.height) == [1, 3, 6, 1])
    #expect(rows.map(\.y) == [0, 1, 4, 10])
  }

  @Test func columnsWithPercentagesAndTooLittleRoom() {
    #expect(Rect(width: 10, height: 1).columns([.percent(50), .fill(1)]).map(\.width) == [5, 5])
    #expect(Rect(width: 3, height: 1).columns([.fixed(2), .fixed(2), .fill(1)]).map(\.width) == [2, 1, 0])
  }

  @Test func centeredAndInsetAndIntersection() {
    let area = Rect(x: 2, y: 2, width: 10, height: 6)
    #expect(area.centered(width: 4, height: 2) == Rect(x: 5, y: 4, width: 4, height: 2))
    #expect(area.centered(width: 40, height: 20) == area)
    #expect(area.inset(by: 1) == Rect(x: 3, y: 3, width: 8, height: 4))
    #expect(Rect(width: 1, height: 1).inset(by: 1).isEmpty)
    #expect(area.intersection(Rect(width: 4, height: 4)) == Rect(x: 2, y: 2, width: 2, height: 2))
    #expect(area.intersection(Rect(x: 50, y: 50, width: 1, height: 1)).isEmpty)
  }
}
