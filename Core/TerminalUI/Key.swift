/// A key press, decoded from the terminal (see `Key.decode`) or written in a key map.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// A printable character, including non-ASCII ones typed whole.
  case character(Character)
  /// A letter pressed with Ctrl, lowercased: Ctrl-A is `.control("a")`.
  case control(Character)
  /// A character typed with Alt (Meta), which terminals send as Esc and the character: Alt-b
  /// is `.alt("b")`, Alt-Shift-b `.alt("B")`. It is never Esc, and does nothing unless bound.
  case alt(Character)
  /// Backspace with Alt: a text field deletes the word before the caret.
  case altBackspace
  case up, down, left, right
  case shiftUp, shiftDown, shiftLeft, shiftRight
  /// Ctrl with ← or →: a text field moves by words.
  case controlLeft, controlRight
  case enter, escape, tab, backTab
  case backspace, delete, insert
  case home, end, pageUp, pageDown
  /// F1 is `.function(1)`.
  case function(Int)
  /// The terminal changed size; the backend already knows the new size.
  case resize
  /// A click or a turn of the wheel: the run loop sends what the shown frame marks there
  /// (`Frame.onClick`), and the wheel moves what ↑ and ↓ move.
  case mouse(MouseEvent)
  /// Text pasted into the terminal (bracketed paste), whole: it is text, never key presses,
  /// so a key map binds no paste; a text field inserts it (`TextEdit`), other screens ignore it.
  case paste(String)
  /// The terminal's window gained (true) or lost focus, reported because the program asks for
  /// it (mode 1004); no key map binds it, and the run loop never sees it.
  case focus(Bool)

  /// A single character key, so key maps read `.char("q")`.
  public static func char(_ character: Character) -> Key { .character(character) }

  /// How the key appears in hints: "q", "↑", "⏎", "Esc", "^C", "M-b" (Alt-b), "F2".
  public var label: String {
    switch self {
    case .character(" "): return "space"
    case .character(let character): return String(character)
    case .control(let letter): return "^" + letter.uppercased()
    case .alt(let character): return "M-" + String(character)
    case .altBackspace: return "M-⌫"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .shiftUp: return "⇧↑"
    case .shiftDown: return "⇧↓"
    case .shiftLeft: return "⇧←"
    case .shiftRight: return "⇧→"
    case .controlLeft: return "^←"
    case .controlRight: return "^→"
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
    case .focus(let isFocused): return isFocused ? "focus" : "unfocus"
    case .mouse(let event): return event.kind == .click ? "click" : "wheel"
    }
  }

  public var description: String { label }

  /// The label of several keys in one hint: arrows run together ("↑↓"), and so do vim's
  /// h j k l beside them ("←↑↓→/hjkl", "↑↓/jk"); others are joined by "/"; a run of three or
  /// more ascending digits reads as a range ("1-9", "⏎/1-3/5").
  public static func label(of keys: [Key]) -> String {
    if keys.allSatisfy(\.isArrow) { return keys.map(\.label).joined() }
    let arrows = keys.filter(\.isArrow)
    let motions = keys.compactMap(\.vimMotion)
    if !arrows.isEmpty, arrows.count + motions.count == keys.count {
      let order = Array("hjkl")
      let sorted = motions.sorted { (order.firstIndex(of: $0) ?? 4) < (order.firstIndex(of: $1) ?? 4) }
      return arrows.map(\.label).joined() + "/" + String(sorted)
    }
    var parts: [String] = []
    var start = 0
    while start < keys.count {
      var end = start + 1
      while end < keys.count, let digit = keys[end].digit, let previous = keys[end - 1].digit, digit == previous + 1 {
        end += 1
      }
      if end - start >= 3 {
        parts.append("\(keys[start].label)-\(keys[end - 1].label)")
      } else {
        end = start + 1
        parts.append(keys[start].label)
      }
      start = end
    }
    return parts.joined(separator: "/")
  }

  /// The value of a digit key, 0...9; nil for any other key.
  var digit: Int? {
    guard case .character(let character) = self, character.isASCII else { return nil }
    return character.wholeNumberValue
  }

  /// The letter of vim's moves h j k l; nil for any other key.
  var vimMotion: Character? {
    guard case .character(let character) = self, "hjkl".contains(character) else { return nil }
    return character
  }

  /// True for arrow keys, whose labels read well run together ("↑↓").
  var isArrow: Bool {
    switch self {
    case .up, .down, .left, .right: return true
    default: return false
    }
  }
}
