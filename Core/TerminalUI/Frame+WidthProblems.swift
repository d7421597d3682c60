extension Frame {
  /// Where the frame disagrees with how the terminal draws it, for tests that put emoji,
  /// flags, CJK and combining marks into a screen: a row whose text is not exactly the
  /// frame's width under `DisplayWidth`, a cluster whose cells differ from its width, or the
  /// right part of one whose start was overwritten. Empty when every row fits exactly.
  public var widthProblems: [String] {
    var problems: [String] = []
    for y in 0..<size.height {
      let width = DisplayWidth.of(line(y))
      if width != size.width { problems.append("row \(y) is \(width) cells wide, not \(size.width): \(line(y))") }
      var x = 0
      while x < size.width {
        let cell = self[x, y]
        var span = 1
        while x + span < size.width, self[x + span, y].isContinuation { span += 1 }
        if cell.isContinuation {
          problems.append("row \(y), column \(x): the rest of a cluster whose start is gone")
        } else if let character = cell.symbol.first, DisplayWidth.of(character) != span {
          problems.append("row \(y), column \(x): \(cell.symbol) takes \(span) cells, the terminal draws \(DisplayWidth.of(character))")
        }
        x += span
      }
    }
    return problems
  }
}

extension Frame {
  /// Boxes (`┌` … `┐` over `└` … `┘`) whose sides are not straight: a border pushed aside
  /// by a cluster drawn wider or narrower than counted. Empty when every box is whole.
  public var boxProblems: [String] {
    var problems: [String] = []
    for top in 0..<size.height {
      for left in 0..<size.width where self[left, top].symbol == "┌" {
        guard let right = (left + 1..<size.width).first(where: { self[$0, top].symbol == "┐" }) else {
          problems.append("row \(top): a box's top-left corner at \(left) has no top-right corner")
          continue
        }
        var y = top + 1
        while y < size.height, self[left, y].symbol != "└" {
          if !["│", "├"].contains(self[left, y].symbol) || !["│", "┤"].contains(self[right, y].symbol) {
            problems.append("row \(y): the sides of the box from row \(top) are not at columns \(left) and \(right)")
          }
          y += 1
        }
        if y == size.height || self[right, y].symbol != "┘" {
          problems.append("the box from row \(top), columns \(left)-\(right), has no bottom corners under its top")
        }
      }
    }
    return problems
  }
}

extension Frame {
  /// Text whose width terminals count in different ways (a combining mark, a ZWJ family, a
  /// skin tone, a flag, CJK): what each program's screens are drawn with to look for the
  /// problems above.
  public static let clusterSample = "Zoe\u{301} 👨‍👩‍👧 👍🏽 🇫🇷 日本"
}
