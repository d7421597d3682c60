/// The characters a terminal can show. Without a UTF-8 locale (`LANG` unset, common in
/// containers) only ASCII comes out right, so frames are drawn with ASCII stand-ins.
public enum Charset: Hashable, Sendable {
  case unicode
  case ascii

  /// The stand-in for each character the widgets and programs draw: one cell for one cell
  /// (two for a double-width character), so layouts keep their shape. The spinner's dots
  /// become a turning line.
  static let asciiStandIns: [String: String] = {
    var table: [String: String] = [
      "─": "-", "│": "|", "┼": "+", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+",
      "┬": "+", "┴": "+", "═": "=", "║": "|", "…": "~", "›": ">", "‹": "<", "•": "*", "█": "#",
      "░": "-", "▏": "|", "↑": "^", "↓": "v", "←": "<", "→": ">", "⇧": "S", "⏎": "<", "⌫": "<",
      "—": "-", "–": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"", "▲": "^", "▼": "v",
      "▶": ">", "■": "#", "●": "*",
      // What the programs draw: speakers done and to come, a swatch, a timer, pickers,
      // disclosure, missing and favourite marks, degrees, a multiplier, an error mark and a
      // magnifier; the wide ones take two cells.
      "✓": "v", "·": ".", "▌": "|", "⏱": ">", "◀": "<", "▸": ">", "▾": "v", "✕": "x", "♥": "*",
      "°": "o", "×": "x", "❌": "XX", "🔍": "o-",
      // The inspector's mark of an action an effect sent.
      "↳": ">",
    ]
    for (index, dot) in Spinner.dots.enumerated() { table[dot] = Spinner.line[index % Spinner.line.count] }
    return table
  }()

  /// A key label as an ASCII terminal shows it: "⏎" reads "Enter", "⌫" "Bksp", "⇧↑" "S-↑";
  /// what is left goes through `Frame.restrictToASCII` like any text.
  static func asciiLabel(_ label: String) -> String {
    var result = ""
    for character in label {
      switch character {
      case "⏎": result += "Enter"
      case "⌫": result += "Bksp"
      case "⇧": result += "S-"
      default: result.append(character)
      }
    }
    return result
  }
}
