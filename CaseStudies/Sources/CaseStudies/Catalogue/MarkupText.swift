import TerminalUI

/// A paragraph in the tiny markup of the About texts, drawn with attributes: `*bold*` bold,
/// `_italic_` underlined, `` `code` `` reversed. Wrapped at words like `Paragraph`; an
/// unclosed marker is drawn as itself.
public struct MarkupText: Widget {
  /// One character and how it looks.
  struct Styled: Equatable {
    var character: Character
    var style: Style
  }

  public var text: String
  public var style: Style

  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }

  /// The characters with their styles, markers removed.
  func styledCharacters() -> [Styled] {
    let markers: [Character: Attributes] = ["*": .bold, "_": .underline, "`": .reverse]
    let characters = Array(text)
    var result: [Styled] = []
    var open: [Character: Bool] = [:]
    for (index, character) in characters.enumerated() {
      if markers[character] != nil {
        let closes = open[character] == true
        let hasClosing = characters[(index + 1)...].contains(character)
        if closes || hasClosing {
          open[character] = !closes
          continue
        }
      }
      var current = style
      for (marker, attribute) in markers where open[marker] == true { current = current.adding(attribute) }
      result.append(Styled(character: character, style: current))
    }
    return result
  }

  /// The lines at `width`, wrapped at spaces; explicit newlines start new lines.
  func lines(width: Int) -> [[Styled]] {
    guard width > 0 else { return [] }
    var lines: [[Styled]] = []
    var line: [Styled] = []
    var word: [Styled] = []
    func lineWidth(_ cells: [Styled]) -> Int { cells.reduce(0) { $0 + DisplayWidth.of($1.character) } }
    func endWord() {
      guard !word.isEmpty else { return }
      if !line.isEmpty, lineWidth(line) + 1 + lineWidth(word) > width {
        lines.append(line)
        line = []
      }
      if !line.isEmpty { line.append(Styled(character: " ", style: style)) }
      line += word
      word = []
    }
    for cell in styledCharacters() {
      switch cell.character {
      case " ": endWord()
      case "\n":
        endWord()
        lines.append(line)
        line = []
      default: word.append(cell)
      }
    }
    endWord()
    lines.append(line)
    return lines
  }

  /// How many rows the text needs at `width`.
  public func height(width: Int) -> Int { lines(width: width).count }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    for (row, line) in lines(width: area.width).prefix(area.height).enumerated() {
      var x = area.x
      for cell in line {
        let width = DisplayWidth.of(cell.character)
        guard frame.put(String(cell.character), width: width, x: x, y: area.y + row, style: cell.style, clip: area) else {
          break
        }
        x += width
      }
    }
  }
}
