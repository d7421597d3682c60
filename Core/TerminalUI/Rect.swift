/// A width and height in terminal cells; never negative.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// True when `other` fits inside this size.
  public func contains(_ other: Size) -> Bool {
    other.width <= width && other.height <= height
  }

  public var description: String { "\(width)x\(height)" }
}

/// A cell's column and row, from the top-left corner.
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) { (self.x, self.y) = (x, y) }
}

/// A rectangle of cells in a frame: the area a widget draws into.
///
/// Sizes are clamped at zero, so arithmetic that runs out of room yields an empty area
/// (which widgets draw nothing into) instead of a negative one.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int = 0, y: Int = 0, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public init(size: Size) {
    self.init(width: size.width, height: size.height)
  }

  public var size: Size { Size(width: width, height: height) }
  public var isEmpty: Bool { width == 0 || height == 0 }
  /// One past the last column.
  public var maxX: Int { x + width }
  /// One past the last row.
  public var maxY: Int { y + height }

  public var description: String { "(\(x),\(y) \(width)x\(height))" }

  /// Whether the cell at (`x`, `y`) is inside the area.
  public func contains(x: Int, y: Int) -> Bool {
    x >= self.x && x < maxX && y >= self.y && y < maxY
  }

  /// The part of this area that is also inside `other`; empty when they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Shrinks the area on every side; an area too small to shrink becomes empty.
  public func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
    Rect(x: x + horizontal, y: y + vertical, width: width - 2 * horizontal, height: height - 2 * vertical)
  }

  /// Shrinks the area by `amount` on all four sides.
  public func inset(by amount: Int) -> Rect {
    inset(horizontal: amount, vertical: amount)
  }

  /// A area of at most the given size centred in this one.
  public func centered(width: Int, height: Int) -> Rect {
    let w = min(max(0, width), self.width)
    let h = min(max(0, height), self.height)
    return Rect(x: x + (self.width - w) / 2, y: y + (self.height - h) / 2, width: w, height: h)
  }

  /// The row at `offset` from the top (empty when out of range).
  public func row(_ offset: Int) -> Rect {
    guard offset >= 0, offset < height else { return Rect(x: x, y: y + height, width: width, height: 0) }
    return Rect(x: x, y: y + offset, width: width, height: 1)
  }

  /// Splits off fixed-height bars at the top and bottom; the middle gets the rest.
  /// Bars shrink when the area is too short: the top bar first gets its rows, then the bottom.
  public func split(top: Int, bottom: Int) -> (top: Rect, middle: Rect, bottom: Rect) {
    let topHeight = min(max(0, top), height)
    let bottomHeight = min(max(0, bottom), height - topHeight)
    let middleHeight = height - topHeight - bottomHeight
    return (
      Rect(x: x, y: y, width: width, height: topHeight),
      Rect(x: x, y: y + topHeight, width: width, height: middleHeight),
      Rect(x: x, y: y + topHeight + middleHeight, width: width, height: bottomHeight)
    )
  }

  /// Splits off a fixed-height bar at the top.
  public func split(top: Int) -> (top: Rect, rest: Rect) {
    let parts = split(top: top, bottom: 0)
    return (parts.top, parts.middle)
  }

  /// Splits off a fixed-height bar at the bottom.
  public func split(bottom: Int) -> (rest: Rect, bottom: Rect) {
    let parts = split(top: 0, bottom: bottom)
    return (parts.middle, parts.bottom)
  }

  /// Splits off fixed-width columns at the left and right; the middle gets the rest.
  public func split(left: Int, right: Int) -> (left: Rect, middle: Rect, right: Rect) {
    let leftWidth = min(max(0, left), width)
    let rightWidth = min(max(0, right), width - leftWidth)
    let middleWidth = width - leftWidth - rightWidth
    return (
      Rect(x: x, y: y, width: leftWidth, height: height),
      Rect(x: x + leftWidth, y: y, width: middleWidth, height: height),
      Rect(x: x + leftWidth + middleWidth, y: y, width: rightWidth, height: height)
    )
  }

  /// Splits off a fixed-width column at the left.
  public func split(left: Int) -> (left: Rect, rest: Rect) {
    let parts = split(left: left, right: 0)
    return (parts.left, parts.middle)
  }

  /// Splits off a fixed-width column at the right.
  public func split(right: Int) -> (rest: Rect, right: Rect) {
    let parts = split(left: 0, right: right)
    return (parts.middle, parts.right)
  }
}
