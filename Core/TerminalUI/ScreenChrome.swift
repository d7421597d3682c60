/// The frame every program's screens share, so they all look and read alike: a title row
/// with the breadcrumb (and, on its right, an accessory such as tabs), a rule, the body, a
/// rule, a status line and the row of key hints.
///
/// Rules span the terminal; everything else sits in a column centred on wide terminals, at
/// most `maximumContentWidth` wide, one cell in from its edges. An accessory that does not
/// fit beside the breadcrumb gets a row of its own below it. All areas clamp at zero, so
/// any size, down to 0x0, lays out without traps.
public struct ScreenChrome: Equatable, Sendable {
  /// The widest the content grows on large terminals.
  public static let maximumContentWidth = 100

  /// The breadcrumb, e.g. `Tic-Tac-Toe › New game`.
  public let path: [String]
  /// Where the breadcrumb is drawn.
  public let titleArea: Rect
  /// Where the accessory goes (empty when none was asked for).
  public let accessoryArea: Rect
  /// The screen's own content, between the rules.
  public let body: Rect
  /// The status line, above the hints.
  public let statusArea: Rect
  /// The key hints, on the last row.
  public let hintsArea: Rect
  let topRule: Rect
  let bottomRule: Rect

  /// The layout for a terminal of `size` with the breadcrumb `path` and an accessory of
  /// `accessoryWidth` columns on the title row (0 for none). `titleWidth`, when given, is
  /// the room the title needs beside the accessory: a screen whose title changes passes the
  /// widest one, so the body does not jump when the title does.
  public init(size: Size, path: [String], accessoryWidth: Int = 0, titleWidth: Int? = nil) {
    self.path = path
    let (middle, bottom) = Rect(size: size).split(bottom: 3)
    let column = { (area: Rect) in
      area.centered(width: Self.maximumContentWidth, height: area.height).inset(horizontal: 1)
    }
    let titleRow = column(middle.row(0))
    var headerHeight = 1
    if accessoryWidth <= 0 {
      titleArea = titleRow
      accessoryArea = Rect(x: titleRow.x, y: titleRow.y, width: 0, height: 0)
    } else if (titleWidth ?? DisplayWidth.of(NavigationHeader(path).text(width: .max))) + 2 + accessoryWidth
      <= titleRow.width
    {
      (titleArea, accessoryArea) = titleRow.split(right: accessoryWidth)
    } else {
      titleArea = titleRow
      accessoryArea = column(middle.row(1))
      headerHeight = 2
    }
    topRule = middle.row(headerHeight)
    let bodyTop = min(middle.height, headerHeight + 1)
    body = column(Rect(x: middle.x, y: middle.y + bodyTop, width: middle.width, height: middle.height - bodyTop))
    bottomRule = bottom.row(0)
    statusArea = column(bottom.row(1))
    hintsArea = column(bottom.row(2))
  }

  /// Lays out a frame and draws the chrome into it: the breadcrumb, the rules and the hints
  /// of `keyMap` (the keys in force, so hints cannot lie). Returns the layout, whose body,
  /// status and accessory areas the screen fills.
  @discardableResult
  public static func draw<Action>(
    path: [String], keyMap: KeyMap<Action>, accessoryWidth: Int = 0, titleWidth: Int? = nil, into frame: inout Frame
  ) -> ScreenChrome {
    let chrome = ScreenChrome(size: frame.size, path: path, accessoryWidth: accessoryWidth, titleWidth: titleWidth)
    frame.render(NavigationHeader(path), in: chrome.titleArea)
    frame.render(Rule(), in: chrome.topRule)
    frame.render(Rule(), in: chrome.bottomRule)
    frame.render(HintBar(keyMap), in: chrome.hintsArea)
    frame.statusArea = chrome.statusArea
    return chrome
  }
}
