/// Grapheme mode (private mode 2027): a terminal that has it draws a whole grapheme cluster
/// (a ZWJ family, a skin-toned hand) in one cell or two, as `DisplayWidth` counts it in that
/// mode. The program asks whether it is there (DECRQM) without waiting for an answer: most
/// terminals, tmux 3.3a among them, send none, and widths stay scalar by scalar.
package enum GraphemeMode {
  package static let mode = 2027
  /// DECRQM: asks whether the terminal knows the mode and whether it is on.
  package static let query = "\u{1B}[?2027$p"
  /// Turns it on (DECSET), where the answer said it can be.
  package static let set = "\u{1B}[?2027h"
  /// Turns it off again (DECRST), on exit and on Ctrl-Z.
  package static let reset = "\u{1B}[?2027l"

  /// What to do about an answer's state: (whether clusters are drawn whole, whether the
  /// program must set the mode, and so reset it later). 1 set and 3 permanently set draw
  /// them whole already; 2 reset is settable; 0 unknown and 4 permanently reset are not.
  package static func decision(state: Int) -> (isOn: Bool, mustSet: Bool) {
    switch state {
    case 1, 3: (true, false)
    case 2: (true, true)
    default: (false, false)
    }
  }
}
