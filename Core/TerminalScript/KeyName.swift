import TerminalUI

extension Key {
  /// A key as a script writes it: a single character (`a`, `?`, `é`), a name (`Enter`, `Esc`,
  /// `Tab`, `Shift-Tab`, `Backspace`, `Delete`, `Insert`, `Home`, `End`, `PgUp`, `PgDn`, `Up`,
  /// `Down`, `Left`, `Right`, `Shift-Up`…, `Space`, `F1`…`F12`, `Ctrl-S`, `Alt-b`, `Alt-Backspace`),
  /// or the label the hint bar prints for it (`⏎`, `↑`, `^S`, `M-b`, `⇧Tab`). Names ignore case,
  /// but not the character after `Alt-` (Alt-B is Alt with Shift and b); nil for anything else.
  public init?(scriptName name: String) {
    if let event = MouseEvent(scriptName: name) {
      self = .mouse(event)
      return
    }
    if let key = Self.labelled[name] ?? Self.named[name.lowercased()] {
      self = key
      return
    }
    if name.count == 1, let character = name.first {
      self = .character(character)
      return
    }
    for prefix in ["alt-", "alt+", "m-"] where name.lowercased().hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if rest.lowercased() == "backspace" || rest == "⌫" {
        self = .altBackspace
        return
      }
      guard rest.count == 1, let character = rest.first else { return nil }
      self = .alt(character)
      return
    }
    for prefix in ["ctrl-", "ctrl+", "^"] where name.lowercased().hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter else { return nil }
      self = .control(Character(letter.lowercased()))
      return
    }
    if name.lowercased().hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) {
      self = .function(number)
      return
    }
    return nil
  }

  private static let named: [String: Key] = [
    "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
    "shift-tab": .backTab, "backtab": .backTab, "backspace": .backspace, "delete": .delete, "del": .delete,
    "insert": .insert, "ins": .insert, "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp,
    "pgdn": .pageDown, "pagedown": .pageDown, "up": .up, "down": .down, "left": .left, "right": .right,
    "shift-up": .shiftUp, "shift-down": .shiftDown, "shift-left": .shiftLeft, "shift-right": .shiftRight,
    "ctrl-left": .controlLeft, "ctrl-right": .controlRight,
    "space": .character(" "),
  ]

  /// The hint bar's own labels (`Key.label`), so a script can copy what the screen shows.
  private static let labelled: [String: Key] = {
    let keys: [Key] = [
      .up, .down, .left, .right, .shiftUp, .shiftDown, .shiftLeft, .shiftRight, .controlLeft, .controlRight, .enter, .escape,
      .tab, .backTab, .backspace, .delete, .insert, .home, .end, .pageUp, .pageDown,
    ]
    return Dictionary(uniqueKeysWithValues: keys.map { ($0.label, $0) })
  }()
}

extension Key {
  /// The key as a script writes it, so that `Key(scriptName:)` reads it back; nil for a paste,
  /// a resize or a focus report, which are not keys a script names.
  public var scriptName: String? {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .control(let letter): "Ctrl-" + letter.uppercased()
    case .alt(let character): "Alt-" + String(character)
    case .altBackspace: "Alt-Backspace"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .shiftUp: "Shift-Up"
    case .shiftDown: "Shift-Down"
    case .shiftLeft: "Shift-Left"
    case .shiftRight: "Shift-Right"
    case .controlLeft: "Ctrl-Left"
    case .controlRight: "Ctrl-Right"
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .insert: "Insert"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .function(let number): "F\(number)"
    case .mouse(let event): event.scriptName
    case .resize, .paste, .focus: nil
    }
  }
}

extension MouseEvent {
  /// A mouse event as a script writes it: `click X Y`, `wheel up X Y` or `wheel down X Y`,
  /// at column X and row Y from 0 (as `snapshot` prints the screen); nil for anything else.
  public init?(scriptName name: String) {
    let words = name.split(separator: " ").map(String.init)
    let kind: Kind
    let place: ArraySlice<String>
    switch words.first?.lowercased() {
    case "click":
      kind = .click
      place = words.dropFirst()
    case "wheel" where words.count == 4 && ["up", "down"].contains(words[1].lowercased()):
      kind = words[1].lowercased() == "up" ? .wheelUp : .wheelDown
      place = words.dropFirst(2)
    default:
      return nil
    }
    guard place.count == 2, let x = Int(place.first!), let y = Int(place.last!), x >= 0, y >= 0 else { return nil }
    self.init(kind, x: x, y: y)
  }

  /// The event as a script writes it, so that `MouseEvent(scriptName:)` reads it back.
  public var scriptName: String {
    switch kind {
    case .click: "click \(x) \(y)"
    case .wheelUp: "wheel up \(x) \(y)"
    case .wheelDown: "wheel down \(x) \(y)"
    }
  }
}
