/// A scrolling list with one selected row, marked "> " and highlighted.
///
/// Only the rows that fit are produced and drawn (rows come from a closure), so a list of
/// 10,000 items costs what its visible rows cost. Selection and scroll offset live in
/// feature state; rendering repairs them: a selection past the end clamps to the last row,
/// nil selects nothing, and the offset moves just enough to keep the selection visible.
public struct ListView: Widget {
  public var count: Int
  public var selection: Int?
  public var offset: Int
  public var selectedStyle: Style
  /// The style of each row, e.g. dim for finished items; the selected row adds its
  /// attributes to `selectedStyle`.
  public var rowStyle: (Int) -> Style
  public var row: (Int) -> String

  /// A list of `count` rows whose text comes from `row(index)`.
  public init(
    count: Int, selection: Int?, offset: Int = 0, selectedStyle: Style = .reverse,
    rowStyle: @escaping (Int) -> Style = { _ in .plain }, row: @escaping (Int) -> String
  ) {
    self.count = max(0, count)
    self.selection = selection
    self.offset = offset
    self.selectedStyle = selectedStyle
    self.rowStyle = rowStyle
    self.row = row
  }

  /// A list of strings.
  public init(_ items: [String], selection: Int?, offset: Int = 0, selectedStyle: Style = .reverse) {
    self.init(count: items.count, selection: selection, offset: offset, selectedStyle: selectedStyle) { items[$0] }
  }

  /// The selection after clamping to the rows that exist.
  public var clampedSelection: Int? {
    guard let selection, count > 0 else { return nil }
    return min(max(0, selection), count - 1)
  }

  /// The first visible row for a given height: `offset`, moved the least needed to show
  /// the selection and not to leave empty rows below the end. Store it back in state to
  /// keep scrolling smooth; with a constant offset the selection rides the bottom row.
  public func visibleOffset(height: Int) -> Int {
    guard height > 0 else { return 0 }
    var first = min(max(0, offset), max(0, count - height))
    if let selected = clampedSelection {
      if selected < first { first = selected }
      if selected >= first + height { first = selected - height + 1 }
    }
    return first
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let first = visibleOffset(height: area.height)
    let selected = clampedSelection
    let last = min(count, first + area.height)
    guard first < last else { return }
    for index in first..<last {
      let y = area.y + index - first
      let isSelected = index == selected
      let style = isSelected ? selectedStyle.adding(rowStyle(index).attributes) : rowStyle(index)
      let line = Rect(x: area.x, y: y, width: area.width, height: 1)
      if isSelected { frame.fill(line, with: Cell(" ", style: style)) }
      let used = frame.draw(isSelected ? "> " : "  ", x: area.x, y: y, style: style, in: line)
      frame.draw(row(index), x: area.x + used, y: y, style: style, in: line)
    }
  }
}
