/// How much of a row or column split a part takes.
public enum Length: Hashable, Sendable {
  /// Exactly this many cells (fewer when the area runs out).
  case fixed(Int)
  /// This percentage of the whole area.
  case percent(Int)
  /// A share of what the fixed and percentage parts leave, by weight.
  case fill(Int)
}

extension Rect {
  /// Splits the area into stacked rows (a vertical split), one per length.
  public func rows(_ lengths: [Length]) -> [Rect] {
    Self.distribute(height, lengths).map { Rect(x: x, y: y + $0.start, width: width, height: $0.size) }
  }

  /// Splits the area into side-by-side columns (a horizontal split), one per length.
  public func columns(_ lengths: [Length]) -> [Rect] {
    Self.distribute(width, lengths).map { Rect(x: x + $0.start, y: y, width: $0.size, height: height) }
  }

  /// Gives fixed and percentage parts their share in order until the total runs out, then
  /// shares the rest between fill parts by weight; the last fill part takes rounding leftovers.
  static func distribute(_ total: Int, _ lengths: [Length]) -> [(start: Int, size: Int)] {
    var sizes = [Int](repeating: 0, count: lengths.count)
    var remaining = max(0, total)
    for (index, length) in lengths.enumerated() {
      switch length {
      case .fixed(let cells):
        sizes[index] = min(max(0, cells), remaining)
      case .percent(let percent):
        sizes[index] = min(max(0, total * percent / 100), remaining)
      case .fill:
        continue
      }
      remaining -= sizes[index]
    }
    let weights = lengths.map { if case .fill(let weight) = $0 { max(0, weight) } else { 0 } }
    let totalWeight = weights.reduce(0, +)
    if totalWeight > 0 {
      var given = 0
      let lastFill = weights.lastIndex { $0 > 0 }
      for index in lengths.indices where weights[index] > 0 {
        sizes[index] = index == lastFill ? remaining - given : remaining * weights[index] / totalWeight
        given += sizes[index]
      }
    }
    var start = 0
    return sizes.map { size in
      defer { start += size }
      return (start, size)
    }
  }
}
