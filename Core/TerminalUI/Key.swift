/// A key press, decoded from the terminal (see `Key.decode`) or written in a key map.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// A printable character, including non-ASCII ones typed whole.
  case character(Character)
  /// A letter pressed with Ctrl, lowercased: Ctrl-A is `.control("a")`.
  case control(Character)
  case up, down, left, right
  case shiftUp, shiftDown, shiftLeft, shiftRight
  case enter, escape, tab, backTab
  case backspace, delete, insert
  case home, end, pageUp, pageDown
  /// F1 is `.function(1)`.
  case function(Int)
  /// The terminal changed size; the backend already knows the new size.
  case resize
  /// Text pasted into the terminal (bracketed paste), whole: it is text, never key presses,
  /// so a key map binds no paste; a text field inserts it (`TextEdit`), other screens ignore it.
  case paste(String)

  /// A single character key, so key maps read `.char("q")`.
  public static func char(_ character: Character) -> Key { .character(character) }

  /// How the key appears in hints: "q", "↑", "⏎", "Esc", "^C", "F2".
  public var label: String {
    switch self {
    case .character(" "): return "space"
    case .character(let character): return String(character)
    case .control(let letter): return "^" + letter.uppercased()
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .shiftUp: return "⇧↑"
    case .shiftDown: return "⇧↓"
    case .shiftLeft: return "⇧←"
    case .shiftRight: return "⇧→"
    case .enter: return "⏎"
    case .escape: return "Esc"
    case .tab: return "Tab"
    case .backTab: return "⇧Tab"
    case .backspace: return "⌫"
    case .delete: return "Del"
    case .insert: return "Ins"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .function(let number): return "F\(number)"
    case .resize: return "resize"
    case .paste: return "paste"
    }
  }

  public var description: String { label }

  /// The label of several keys in one hint: arrows run together ("↑↓"), others joined by "/".
  public static func label(of keys: [Key]) -> String {
    keys.allSatisfy(\.isArrow) ? keys.map(\.label).joined() : keys.map(\.label).joined(separator: "/")
  }

  /// True for arrow keys, whose labels read well run together ("↑↓").
  var isArrow: Bool {
    switch self {
    case .up, .down, .left, .right: return true
    default: return false
    }
  }
}
