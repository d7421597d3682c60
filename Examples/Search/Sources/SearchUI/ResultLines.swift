import SearchCore

/// The lines of the results list: one per location, and under the location whose forecast
/// is shown, one per forecast day. Scrolling counts these lines, so a forecast block takes
/// room like rows do.
struct ResultLines {
  enum Line: Equatable {
    /// The row of `results[row]`.
    case location(row: Int)
    /// A forecast day under the row of `results[row]`.
    case day(row: Int, text: String)
  }

  let lines: [Line]
  /// The line of each row.
  private let lineOfRow: [Int]

  init(_ search: Search.State) {
    var lines: [Line] = []
    var lineOfRow: [Int] = []
    lines.reserveCapacity(search.results.count + (search.weather?.days.count ?? 0))
    lineOfRow.reserveCapacity(search.results.count)
    for (row, location) in search.results.enumerated() {
      lineOfRow.append(lines.count)
      lines.append(.location(row: row))
      if let weather = search.weather, weather.id == location.id {
        lines += weather.lines.map { .day(row: row, text: $0) }
      }
    }
    self.lines = lines
    self.lineOfRow = lineOfRow
  }

  var count: Int { lines.count }

  /// The line of `row`'s location.
  func line(ofRow row: Int) -> Int { lineOfRow[row] }

  /// How many lines `row` takes: its own and its forecast's.
  func height(ofRow row: Int) -> Int {
    (row + 1 < lineOfRow.count ? lineOfRow[row + 1] : lines.count) - lineOfRow[row]
  }

  /// The first line to show in `height` lines, moved the least from `offset` to show the
  /// selected row with its forecast block (the row itself wins when both do not fit), and
  /// never leaving empty lines below the end.
  func visibleOffset(from offset: Int, selectedRow: Int?, height: Int) -> Int {
    guard height > 0 else { return 0 }
    var first = min(max(0, offset), max(0, count - height))
    if let row = selectedRow, row < lineOfRow.count {
      let top = lineOfRow[row]
      let bottom = top + self.height(ofRow: row) - 1
      if bottom >= first + height { first = bottom - height + 1 }
      if top < first { first = top }
    }
    return first
  }
}
