import TerminalUI

/// A list screen over 10,000 rows, as the Todos example draws it: header, list, hint bar.
struct ListScreen {
  let items = (0..<10_000).map { "Todo number \($0): water the plants, buy milk, call home" }
  var selection = 5_000

  func render(into frame: inout Frame) {
    let (top, body, bottom) = frame.area.split(top: 2, bottom: 2)
    frame.render(NavigationHeader(["Todos", "All"]), in: top.row(0))
    frame.render(Rule(), in: top.row(1))
    frame.render(Box(title: "Todos"), in: body)
    frame.render(
      ListView(count: items.count, selection: selection) { [items] in items[$0] },
      in: Box(title: "Todos").inner(body)
    )
    frame.render(Rule(), in: bottom.row(0))
    frame.render("↑/↓ move   space toggle   a add   q quit", in: bottom.row(1))
  }
}

/// Time to render a full 200x60 frame of the list screen, in nanoseconds per frame.
@MainActor
func measureListRender() -> Double {
  let screen = ListScreen()
  let iterations = 2_000
  return measure("render 200x60 frame, 10,000-row list screen", iterations: iterations) {
    for _ in 0..<iterations {
      var frame = Frame(width: 200, height: 60)
      screen.render(into: &frame)
      blackHole(frame)
    }
  }
}
