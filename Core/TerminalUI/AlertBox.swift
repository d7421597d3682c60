/// An alert drawn as a centred box over whatever is below: title in the border, the
/// message wrapped, and the buttons in a row with the selected one reversed (one under
/// another when the row would not fit).
///
/// The box is as narrow as its content allows (at most 60 columns) and shrinks with the
/// area; a selection out of range highlights nothing.
public struct AlertBox: Widget {
  public var title: String
  public var message: String?
  public var buttons: [String]
  public var selection: Int

  public init(title: String, message: String? = nil, buttons: [String], selection: Int = 0) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.selection = selection
  }

  var buttonsText: [String] { buttons.map { "[ \($0) ]" } }

  /// Where the box and its parts go in `area`.
  private struct Layout {
    var boxArea: Rect
    var messageLines: [String]
    /// Each button's cells; a button past the edge has none.
    var buttons: [Rect]
  }

  private func layout(in area: Rect) -> Layout {
    let buttonsWidth = buttonsText.map(DisplayWidth.of).reduce(0, +) + 2 * max(0, buttons.count - 1)
    let messageWidth = message.map(DisplayWidth.of) ?? 0
    let contentWidth = min(56, max(DisplayWidth.of(title) + 2, messageWidth, buttonsWidth))
    let boxWidth = min(area.width, contentWidth + 4)
    let innerWidth = max(0, boxWidth - 4)
    let messageLines = message.map { Paragraph.wrap($0, width: innerWidth) } ?? []
    // Buttons that don't fit side by side go one under another, so no label is cut.
    let isStacked = buttonsWidth > innerWidth && buttons.count > 1
    let buttonRows = isStacked ? buttons.count : 1
    let boxHeight = min(area.height, 2 + messageLines.count + (messageLines.isEmpty ? 0 : 1) + buttonRows)
    let boxArea = area.centered(width: boxWidth, height: boxHeight)
    let inner = Box(title: title).inner(boxArea).inset(horizontal: 1)
    guard !inner.isEmpty else { return Layout(boxArea: boxArea, messageLines: [], buttons: []) }
    let shownLines = Array(messageLines.prefix(max(0, inner.height - buttonRows)))
    var areas: [Rect] = []
    if isStacked {
      let firstRow = max(0, inner.height - buttonRows)
      for (index, text) in buttonsText.enumerated() where firstRow + index < inner.height {
        let row = inner.row(firstRow + index)
        let x = row.x + max(0, (row.width - DisplayWidth.of(text)) / 2)
        areas.append(Rect(x: x, y: row.y, width: min(DisplayWidth.of(text), row.maxX - x), height: 1))
      }
    } else {
      let buttonRow = inner.row(inner.height - 1)
      var x = buttonRow.x + max(0, (buttonRow.width - buttonsWidth) / 2)
      for text in buttonsText where x < buttonRow.maxX {
        areas.append(Rect(x: x, y: buttonRow.y, width: min(DisplayWidth.of(text), buttonRow.maxX - x), height: 1))
        x += DisplayWidth.of(text) + 2
      }
    }
    return Layout(boxArea: boxArea, messageLines: shownLines, buttons: areas)
  }

  /// Where each button is drawn in `area`, by index: what a click on a button hits.
  public func buttonAreas(in area: Rect) -> [Rect] {
    area.isEmpty ? [] : layout(in: area).buttons
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let layout = layout(in: area)
    let box = Box(title: title)
    frame.render(box, in: layout.boxArea)
    let inner = box.inner(layout.boxArea).inset(horizontal: 1)
    guard !inner.isEmpty else { return }
    for (row, line) in layout.messageLines.enumerated() {
      frame.draw(line, x: inner.x, y: inner.y + row, in: inner)
    }
    for (index, (text, buttonArea)) in zip(buttonsText, layout.buttons).enumerated() {
      frame.draw(text, in: buttonArea, style: index == selection ? .reverse : .plain)
    }
  }
}
