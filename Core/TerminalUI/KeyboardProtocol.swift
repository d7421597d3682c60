/// Kitty's keyboard protocol at its first level, "disambiguate": a terminal that offers it
/// sends Esc, Alt and Ctrl keys as `ESC [ code ; modifiers u`, so Esc never waits to be told
/// from the start of a sequence. The program asks whether the terminal offers it (`query`),
/// turns it on when the answer comes (`push`) and off again on exit and suspend (`pop`); a
/// terminal that does not answer keeps sending the legacy bytes, which decode to the same keys.
package enum KeyboardProtocol {
  /// Asks the terminal for its keyboard flags; only a terminal with the protocol answers.
  package static let query = "\u{1B}[?u"
  /// Turns on disambiguation, the first level, on the terminal's stack of modes.
  package static let push = "\u{1B}[>1u"
  /// Puts back what the terminal had before `push`.
  package static let pop = "\u{1B}[<u"

  /// The key for a CSI-u report: a Unicode `code` (27 Esc, 13 Enter, 9 Tab, 127 Backspace, a
  /// letter) with modifier bits (Shift 1, Alt 2, Ctrl 4), as the legacy bytes decode; a
  /// keypad key as its main key's twin. Nil for codes and combinations no key here has.
  static func key(code: Int, modifiers: Int) -> Key? {
    let (shift, alt, control) = (1, 2, 4)
    switch (code, modifiers) {
    case (27, 0), (27, shift): return .escape
    case (13, 0), (13, shift): return .enter
    case (9, 0): return .tab
    case (9, shift): return .backTab
    case (127, 0), (8, 0), (127, shift): return .backspace
    case (127, alt), (8, alt): return .altBackspace
    case (57399...57427, 0): return keypadKey(code)
    case (0xE000...0xF8FF, _): return nil  // kitty's other functional keys: Caps Lock, media keys…
    default: break
    }
    guard code >= 0x20, code != 0x7F, !(0x80..<0xA0).contains(code), let scalar = Unicode.Scalar(code) else {
      return nil
    }
    let character = Character(scalar)
    switch modifiers {
    case 0: return .character(character)
    case shift: return .character(Character(String(character).uppercased()))
    case alt: return .alt(character)
    case alt | shift: return .alt(Character(String(character).uppercased()))
    case control where character.isASCII && character.isLetter: return .control(Character(character.lowercased()))
    default: return nil
    }
  }

  /// The keypad's keys, which the protocol tells apart from the main ones: digits, operators,
  /// Enter and the moves of a keypad without Num Lock.
  private static func keypadKey(_ code: Int) -> Key? {
    switch code {
    case 57399...57408: return .character(Character(String(code - 57399)))
    case 57409: return .char(".")
    case 57410: return .char("/")
    case 57411: return .char("*")
    case 57412: return .char("-")
    case 57413: return .char("+")
    case 57414: return .enter
    case 57415: return .char("=")
    case 57416: return .char(",")
    case 57417: return .left
    case 57418: return .right
    case 57419: return .up
    case 57420: return .down
    case 57421: return .pageUp
    case 57422: return .pageDown
    case 57423: return .home
    case 57424: return .end
    case 57425: return .insert
    case 57426: return .delete
    default: return nil
    }
  }
}
