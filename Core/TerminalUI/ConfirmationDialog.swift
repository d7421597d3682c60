/// A confirmation dialog: a framed list of choices anchored to the bottom of its area,
/// the title in the border, an optional message, and the selected choice marked "> ".
///
/// Taller content than the area shows the choices nearest the selection.
public struct ConfirmationDialog: Widget {
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

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let innerWidth = max(0, area.width - 4)
    let messageLines = message.map { Paragraph.wrap($0, width: innerWidth) } ?? []
    let wanted = 2 + messageLines.count + buttons.count
    let boxArea = area.split(bottom: min(wanted, area.height)).bottom
    let box = Box(title: title)
    frame.render(box, in: boxArea)
    let inner = box.inner(boxArea).inset(horizontal: 1)
    guard !inner.isEmpty else { return }
    let messageRows = min(messageLines.count, max(0, inner.height - 1))
    for row in 0..<messageRows {
      frame.draw(messageLines[row], x: inner.x, y: inner.y + row, style: .dim, in: inner)
    }
    let list = inner.split(top: messageRows).rest
    frame.render(ListView(buttons, selection: selection), in: list)
  }
}
