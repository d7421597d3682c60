extension Frame {
  /// The frame's styles as text, beside `text` in checked-in frames so a changed colour or
  /// attribute fails a test: a line per row with styled cells, `row: from-to style, …` (columns
  /// inclusive, from 0), plain cells left out. Empty for a frame without styles.
  public var styleRuns: String {
    var lines: [String] = []
    for y in 0..<size.height {
      var runs: [String] = []
      var x = 0
      while x < size.width {
        let style = self[x, y].style
        var end = x
        while end + 1 < size.width, self[end + 1, y].style == style { end += 1 }
        if style != .plain { runs.append("\(x)-\(end) \(style.runDescription)") }
        x = end + 1
      }
      if !runs.isEmpty { lines.append("\(y): " + runs.joined(separator: ", ")) }
    }
    return lines.joined(separator: "\n")
  }
}

extension Style {
  /// The style in a style run: attributes and colours joined by "+", e.g. `bold+fg:2`,
  /// `reverse+bg:#ff8700`.
  var runDescription: String {
    let names: [(Attributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
    ]
    var parts = names.filter { attributes.contains($0.0) }.map(\.1)
    if let foreground { parts.append("fg:" + foreground.runDescription) }
    if let background { parts.append("bg:" + background.runDescription) }
    return parts.joined(separator: "+")
  }
}

extension Color {
  /// The palette index, or `#rrggbb` for an RGB colour.
  var runDescription: String {
    guard let red, let green, let blue else { return "\(index)" }
    let hex = { (value: UInt8) in (value < 16 ? "0" : "") + String(value, radix: 16) }
    return "#" + hex(red) + hex(green) + hex(blue)
  }
}
