import TerminalUI

extension TodosScreen {
  /// Where each part of the screen goes for a terminal size: title and tabs on the first
  /// row (the tabs wrap to a row of their own when both do not fit), a rule, the list, a
  /// rule, the status line and the hints. Content is centred, at most 100 columns wide.
  struct Layout {
    let title: String
    let titleArea: Rect
    let tabsArea: Rect
    let topRule: Rect
    let listArea: Rect
    let bottomRule: Rect
    let statusArea: Rect
    let hintsArea: Rect

    static let movingTitle = "Todos — MOVE"

    /// The tabs as `TabBar` draws them: "[ All ]" and "  Active  " and so on.
    static let tabsWidth = TodosScreen.filterTitles.reduce(0) { $0 + DisplayWidth.of($1) + 4 }

    init(size: Size, isMoving: Bool) {
      let (middle, bottom) = Rect(size: size).split(bottom: 3)
      let column = { (area: Rect) in
        area.centered(width: TodosScreen.maximumContentWidth, height: area.height).inset(horizontal: 1)
      }
      title = isMoving ? Self.movingTitle : "Todos"
      titleArea = column(middle.row(0))
      // Decided by the longer title, so entering move mode never moves the list.
      let wraps = DisplayWidth.of(Self.movingTitle) + 2 + Self.tabsWidth > titleArea.width
      tabsArea = wraps ? column(middle.row(1)) : titleArea.split(right: Self.tabsWidth).right
      let headerHeight = wraps ? 2 : 1
      topRule = middle.row(headerHeight)
      let listTop = min(middle.height, headerHeight + 1)
      listArea = column(Rect(x: middle.x, y: middle.y + listTop, width: middle.width, height: middle.height - listTop))
      bottomRule = bottom.row(0)
      statusArea = column(bottom.row(1))
      hintsArea = column(bottom.row(2))
    }
  }
}
