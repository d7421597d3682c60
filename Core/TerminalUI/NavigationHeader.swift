/// The path of a navigation stack, e.g. `SyncUps › Design › Record`, the last part bold.
///
/// When too long, leading parts are replaced by "…" so the current screen stays readable:
/// `… › Design › Record`; the last part alone is cut with "…" as a final resort.
public struct NavigationHeader: Widget {
  public var path: [String]

  public init(_ path: [String]) {
    self.path = path
  }

  /// The text shown at a given width.
  public func text(width: Int) -> String {
    let full = path.joined(separator: " › ")
    if DisplayWidth.of(full) <= width || path.count <= 1 { return full }
    for dropped in 1..<path.count {
      let shortened = (["…"] + path.dropFirst(dropped)).joined(separator: " › ")
      if DisplayWidth.of(shortened) <= width { return shortened }
    }
    return path.last ?? ""
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty, let current = path.last else { return }
    let line = area.row(0)
    let text = text(width: line.width)
    let leading = String(text.dropLast(current.count))
    let used = frame.draw(leading, in: line)
    let rest = Rect(x: line.x + used, y: line.y, width: line.width - used, height: 1)
    frame.draw(String(text.suffix(current.count)), in: rest, style: .bold)
  }
}
