/// The keys every program shares, written down once: `table` is the table of TerminalUI's
/// README, and `violations(in:)` checks a screen's key map against it (every program's
/// main-flow script runs the check on each of its screens: the `check-keys` script step).
public enum KeyConventions {
  /// The shared keys and what they do, row by row as the README's table lists them.
  public static let table: [(keys: String, meaning: String)] = [
    ("↑ ↓ or k j", "move the selection in a list, scroll a text view"),
    ("PgUp PgDn", "move a page in a list or a text view"),
    ("Home End or g G", "go to the first or the last row"),
    ("← → or h l", "move on a board; change the value of a form's field"),
    ("Enter", "open, activate or confirm what is selected"),
    ("Esc", "go back, close or cancel; it never quits or logs out without asking"),
    ("Tab ⇧Tab", "move between fields, or between parts of a screen"),
    ("q", "quit from a top screen; where leaving loses work, it asks as Esc does"),
    ("? or F1", "the keys' help (F1 where a field takes ? as text)"),
    ("Ctrl-C", "quit, keeping what was made"),
    ("Ctrl-L", "redraw the screen"),
    ("F12", "open the inspector: actions, state changes, effects in flight"),
  ]

  /// The vim letter that must do what each key does, where the screen binds the key.
  static let letters: [(Key, Key)] = [(.up, .char("k")), (.down, .char("j")), (.home, .char("g")), (.end, .char("G"))]

  /// What breaks the conventions in `keyMap`, in words; empty when it keeps them all. A key
  /// a text field takes (`otherKeys`, no binding holding it) is text, not a convention.
  public static func violations<Action>(in keyMap: KeyMap<Action>) -> [String] {
    func bound(_ key: Key) -> KeyCommand<Action>? {
      keyMap.bindings.first { $0.isEnabled && $0.keys.contains(key) }?.command
    }
    func isText(_ key: Key) -> Bool { bound(key) == nil && keyMap.otherKeys?(key) != nil }
    var found: [String] = []
    if keyMap.command(for: .function(1)) != nil { found.append("F1 is taken: it opens the keys' help everywhere") }
    if keyMap.command(for: .function(12)) != nil { found.append("F12 is taken: it opens the inspector everywhere") }
    if bound(.char("?")) != nil { found.append("? is bound: it opens the keys' help (a field may take it as text)") }
    if case .quit? = bound(.escape) { found.append("Esc quits: it goes back, closes or cancels") }
    for (key, letter) in letters {
      guard let command = bound(key), !isText(letter) else { continue }
      if "\(String(describing: bound(letter)))" != "\(String(describing: Optional(command)))" {
        found.append("\(letter.label) does not do what \(key.label) does")
      }
    }
    if (bound(.pageUp) == nil) != (bound(.pageDown) == nil) { found.append("PgUp and PgDn come as a pair") }
    // A list (↑↓ with k j, and no ← → h l of a board) goes to either end, as every list does.
    let isList = [Key.up, .down, .char("k"), .char("j")].allSatisfy { bound($0) != nil }
      && bound(.left) == nil && bound(.char("h")) == nil
    if isList, [Key.home, .end].contains(where: { bound($0) == nil }) {
      found.append("a list without Home and End (g and G): every list goes to its first and last row")
    }
    if let quit = bound(.char("q")) {
      let asEsc = bound(.escape).map { "\($0)" == "\(quit)" } ?? false
      if case .quit = quit {} else if !asEsc { found.append("q neither quits nor does what Esc does") }
    }
    return found
  }
}
