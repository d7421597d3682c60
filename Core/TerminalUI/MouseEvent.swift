/// A press of the mouse's button or a turn of its wheel, at a cell of the screen (column `x`
/// and row `y`, from 0). Programs take the mouse unless `--no-mouse` is given; the terminal's
/// own selection still works with Shift held, as in any program that takes the mouse.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case click, wheelUp, wheelDown
  }

  public var kind: Kind
  public var x: Int
  public var y: Int

  public init(_ kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}

/// Where clicks act on a frame: the areas a screen marked while drawing it (`Frame.onClick`),
/// each with the action a click there sends. They are not what the frame shows, so frames
/// with the same cells are equal whatever their targets.
public struct ClickTargets: Hashable, Sendable {
  fileprivate var targets: [(area: Rect, action: any Sendable)] = []

  public init() {}

  /// The action of the last target marked at (`x`, `y`), if it is an `Action`: a target drawn
  /// later (an alert's button over a list) covers one drawn before it.
  public func action<Action>(atX x: Int, y: Int, as type: Action.Type = Action.self) -> Action? {
    targets.last { $0.area.contains(x: x, y: y) }?.action as? Action
  }

  /// Whether there are no targets.
  public var isEmpty: Bool { targets.isEmpty }

  mutating func append(_ area: Rect, _ action: any Sendable) {
    targets.append((area, action))
  }

  /// Adds `other`'s targets moved by `x` columns and `y` rows: a frame drawn inside another.
  mutating func append(_ other: ClickTargets, movedBy x: Int, _ y: Int) {
    targets += other.targets.map { (Rect(x: $0.area.x + x, y: $0.area.y + y, width: $0.area.width, height: $0.area.height), $0.action) }
  }

  public static func == (_: ClickTargets, _: ClickTargets) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}

extension Frame {
  /// Marks `area` (clipped to the frame) so that a click in it sends `action`, as a key
  /// sends its binding's; the run loop reads the targets of the frame it shows.
  public mutating func onClick<Action: Sendable>(_ area: Rect, send action: Action) {
    let clipped = area.intersection(self.area)
    guard !clipped.isEmpty else { return }
    clickTargets.append(clipped, action)
  }
}

extension Frame {
  /// Turns the targets marked so far with `Child` actions into `Parent` ones, as
  /// `KeyMap.map` does for keys: a child screen drawn inside its parent's.
  public mutating func liftClickTargets<Child, Parent: Sendable>(_ transform: (Child) -> Parent) {
    clickTargets.lift(transform)
  }
}

extension ClickTargets {
  mutating func lift<Child, Parent: Sendable>(_ transform: (Child) -> Parent) {
    targets = targets.map { target in
      guard let child = target.action as? Child else { return target }
      return (target.area, transform(child))
    }
  }
}

extension ListView {
  /// The area of each row on screen when drawn in `area`, by the row's index.
  public func rowAreas(in area: Rect) -> [(row: Int, area: Rect)] {
    guard !area.isEmpty else { return [] }
    let first = visibleOffset(height: area.height)
    let rows = rowsArea(area)
    return (first..<min(count, first + area.height)).map { row in
      (row, Rect(x: rows.x, y: area.y + row - first, width: rows.width, height: 1))
    }
  }
}

extension ListCursor.State {
  /// Marks each row `list` shows in `area` so that a click selects it.
  public func markRows<Parent: Sendable>(
    of list: ListView, in area: Rect, frame: inout Frame, send: (ListCursor.Action) -> Parent
  ) {
    for (row, rowArea) in list.rowAreas(in: area) { frame.onClick(rowArea, send: send(.moved(.row(row)))) }
  }
}

extension MouseEvent {
  /// The event for a button number as both report forms give it: 0 the first button pressed,
  /// 64 and 65 the wheel, with 4, 8 and 16 added for Shift, Alt and Ctrl; nil for a release,
  /// a drag, another button, or a place left of or above the screen.
  init?(button: Int, x: Int, y: Int) {
    guard x >= 0, y >= 0 else { return nil }
    switch button & ~(4 | 8 | 16) {
    case 0: self.init(.click, x: x, y: y)
    case 64: self.init(.wheelUp, x: x, y: y)
    case 65: self.init(.wheelDown, x: x, y: y)
    default: return nil
    }
  }

  /// The event for the three bytes after `ESC [ M` (X10 form): 32 plus the button, 33 plus
  /// the column and 33 plus the row, from 0.
  init?(x10Report bytes: [UInt32]) {
    guard bytes.count == 3 else { return nil }
    self.init(button: Int(bytes[0]) - 32, x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33)
  }
}
