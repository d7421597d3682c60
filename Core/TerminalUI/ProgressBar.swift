/// A horizontal bar filled to a fraction, with the percentage at its right: `████░░░░  50%`.
///
/// The fraction is clamped to 0...1 (NaN counts as 0). Below 6 columns only the bar shows.
public struct ProgressBar: Widget {
  public var fraction: Double
  public var style: Style

  public init(fraction: Double, style: Style = .plain) {
    self.fraction = fraction
    self.style = style
  }

  /// The fraction clamped to 0...1.
  public var clampedFraction: Double {
    fraction.isNaN ? 0 : min(1, max(0, fraction))
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let line = area.row(0)
    let percent = Int((clampedFraction * 100).rounded(.down))
    let label = " " + String(repeating: " ", count: max(0, 3 - String(percent).count)) + "\(percent)%"
    let showsLabel = line.width >= 6
    let barWidth = showsLabel ? line.width - label.count : line.width
    let filled = Int((clampedFraction * Double(barWidth)).rounded(.down))
    for column in 0..<barWidth {
      frame.put(column < filled ? "█" : "░", width: 1, x: line.x + column, y: line.y, style: style, clip: line)
    }
    if showsLabel {
      frame.draw(label, x: line.x + barWidth, y: line.y, style: style, in: line)
    }
  }
}
