import TerminalUI
import TicTacToeGameCore

/// The 3x3 board with grid lines; the cursor cell is bracketed and reversed, and the cells of
/// a winning line are reversed whole, so the end of a game shows how it was won. Cells are
/// 5x1, or 7x3 when `isLarge`. Marks are bold, X and O in two colours.
struct BoardView: Widget {
  var board: Board
  var cursor: Cursor?
  var isLarge: Bool

  /// The cells drawn highlighted: every line a player owns.
  var winningCells: Set<Cursor> { Set(board.winningLines.joined()) }

  var cellWidth: Int { isLarge ? 7 : 5 }
  var cellHeight: Int { isLarge ? 3 : 1 }
  /// The size the board takes: three cells and two grid lines each way.
  var size: Size { Size(width: 3 * cellWidth + 2, height: 3 * cellHeight + 2) }

  func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let winningCells = winningCells
    let origin = area.centered(width: size.width, height: size.height)
    let separator = Array(repeating: String(repeating: "─", count: cellWidth), count: 3).joined(separator: "┼")
    for row in 0..<3 {
      let top = origin.y + row * (cellHeight + 1)
      for line in 0..<cellHeight {
        for column in 0..<3 {
          let x = origin.x + column * (cellWidth + 1)
          let cellArea = Rect(x: x, y: top + line, width: cellWidth, height: 1).intersection(area)
          let isWinning = winningCells.contains(Cursor(row: row, column: column))
          if isWinning {
            frame.fill(cellArea, with: Cell(" ", style: .reverse))
          }
          if line == cellHeight / 2 {
            drawCell(row: row, column: column, isWinning: isWinning, in: cellArea, frame: &frame)
          }
          if column < 2 {
            frame.draw("│", x: x + cellWidth, y: top + line, in: area)
          }
        }
      }
      if row < 2 {
        frame.draw(separator, x: origin.x, y: top + cellHeight, in: area)
      }
    }
  }

  /// Where each cell is when the board is drawn in `area`: its whole width and height.
  func cellAreas(in area: Rect) -> [(cell: Cursor, area: Rect)] {
    let origin = area.centered(width: size.width, height: size.height)
    return (0..<9).map { index in
      let (row, column) = (index / 3, index % 3)
      let cell = Rect(
        x: origin.x + column * (cellWidth + 1), y: origin.y + row * (cellHeight + 1), width: cellWidth, height: cellHeight)
      return (Cursor(row: row, column: column), cell.intersection(area))
    }
  }

  private func drawCell(row: Int, column: Int, isWinning: Bool, in area: Rect, frame: inout Frame) {
    let player = board[row, column]
    let mark = player?.mark ?? " "
    let markStyle = (player.map { Style.bold.foreground($0 == .x ? .red : .blue) } ?? .plain)
      .adding(isWinning ? .reverse : [])
    let centre = area.x + cellWidth / 2
    if cursor == Cursor(row: row, column: column) {
      frame.draw("[", x: centre - 1, y: area.y, style: .reverse, in: area)
      frame.draw(mark, x: centre, y: area.y, style: markStyle.adding(.reverse), in: area)
      frame.draw("]", x: centre + 1, y: area.y, style: .reverse, in: area)
    } else {
      frame.draw(mark, x: centre, y: area.y, style: markStyle, in: area)
    }
  }
}
