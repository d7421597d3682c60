/// A scrolling list with one selected row, marked "> " and highlighted.
///
/// Only the rows that fit are produced and drawn (rows come from a closure), so a list of
/// 10,000 items costs what its visible rows cost. Selection and scroll offset live in
/// feature state; rendering repairs them: a selection past the end clamps to the last row,
/// nil selects nothing, and the offset moves just enough to keep the selection visible.
///
/// With `showsScrollIndicators`, a list longer than its area keeps its last column for a dim
/// "↑" on the top row when rows are hidden above and a "↓" on the bottom row when rows are
/// hidden below, so the reader knows there is more.
public struct ListView: Widget {
  public var count: Int
  public var selection: Int?
  public var offset: Int
  public var selectedStyle: Style
  public var showsScrollIndicators: Bool
  /// The style of each row, e.g. dim for finished items; the selected row adds its
  /// attributes to `selectedStyle`, and keeps its colours where `selectedStyle` sets none.
  public var rowStyle: (Int) -> Style
  public var row: (Int) -> String

  /// A list of `count` rows whose text comes from `row(index)`.
  public init(
    count: Int, selection: Int?, offset: Int = 0, selectedStyle: Style = .reverse, showsScrollIndicators: Bool = false,
    rowStyle: @escaping (Int) -> Style = { _ in .plain }, row: @escaping (Int) -> String
  ) {
    self.count = max(0, count)
    self.selection = selection
    self.offset = offset
    self.selectedStyle = selectedStyle
    self.showsScrollIndicators = showsScrollIndicators
    self.rowStyle = rowStyle
    self.row = row
  }

  /// A list of strings.
  public init(
    _ items: [String], selection: Int?, offset: Int = 0, selectedStyle: Style = .reverse,
    showsScrollIndicators: Bool = false
  ) {
    self.init(
      count: items.count, selection: selection, offset: offset, selectedStyle: selectedStyle,
      showsScrollIndicators: showsScrollIndicators
    ) { items[$0] }
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

  /// Where the rows go in `area`: all of it, or all but the scroll indicators' column and
  /// the gap before it when they show. Overlays on a row (a text field) stay inside it.
  public func rowsArea(_ area: Rect) -> Rect {
    guard showsScrollIndicators, count > area.height, area.width > 2 else { return area }
    return area.split(right: 2).rest
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let first = visibleOffset(height: area.height)
    let selected = clampedSelection
    let last = min(count, first + area.height)
    guard first < last else { return }
    let rows = rowsArea(area)
    let indicators = area.split(right: 1).right
    for index in first..<last {
      let y = area.y + index - first
      let isSelected = index == selected
      let style = isSelected ? Self.selected(rowStyle(index), with: selectedStyle) : rowStyle(index)
      let line = Rect(x: rows.x, y: y, width: rows.width, height: 1)
      if isSelected { frame.fill(line, with: Cell(" ", style: style)) }
      let used = frame.draw(isSelected ? "> " : "  ", x: line.x, y: y, style: style, in: line)
      frame.draw(row(index), x: line.x + used, y: y, style: style, in: line)
    }
    guard rows.width < area.width else { return }
    if first > 0 { frame.draw("↑", in: indicators.row(0), style: .dim) }
    if last < count { frame.draw("↓", in: indicators.row(last - first - 1), style: .dim) }
  }

  /// The selected row's style: the selection's attributes and colours, with the row's own
  /// attributes added and its colours kept where the selection sets none (a coloured row
  /// stays recognisable when selected).
  static func selected(_ row: Style, with selection: Style) -> Style {
    var style = selection.adding(row.attributes)
    style.foreground = selection.foreground ?? row.foreground
    style.background = selection.background ?? row.background
    return style
  }
}
