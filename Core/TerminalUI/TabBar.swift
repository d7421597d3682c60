/// A row of tab titles with the selected one bracketed and bold: `[ Counter ]  Profile`.
///
/// Tabs that do not fit are cut with "…"; a selection out of range brackets nothing.
public struct TabBar: Widget {
  public var titles: [String]
  public var selection: Int

  public init(_ titles: [String], selection: Int) {
    self.titles = titles
    self.selection = selection
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let line = area.row(0)
    var x = line.x
    for (index, title) in titles.enumerated() {
      guard x < line.maxX else { break }
      let isSelected = index == selection
      let text = isSelected ? "[ \(title) ]" : "  \(title)  "
      let part = Rect(x: x, y: line.y, width: line.maxX - x, height: 1)
      x += frame.draw(text, in: part, style: isSelected ? .bold : .plain)
    }
  }
}
