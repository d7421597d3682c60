import CNcurses
import Dependencies
import Testing
import TerminalUI

/// Random streams of what terminals send, as ncurses hands over what it does not decode
/// itself: text, Alt keys, kitty's CSI-u keys, focus reports, the mouse in X10 and SGR form,
/// unknown CSI and SS3 sequences, pastes, and Esc pressed alone (input then pauses). Each
/// piece must decode to its own keys, so text around a sequence comes through unchanged, and
/// Esc comes out only for an ESC alone (or kitty's report of the Esc key itself).
@Suite struct InputDecoderPropertyTests {
  /// One thing a terminal sends: its raw input, whether input pauses after it, its keys.
  struct Piece {
    var input: [RawInput]
    var pausesAfter = false
    var keys: [Key]
    var isEsc = false
  }

  @Test(arguments: 0..<60) func randomStreamsDecodePieceByPiece(seed: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: seed)
    let pieces = (0..<80).map { _ in Self.randomPiece(using: &generator) }
    var decoder = InputDecoder()
    var decoded: [Key] = []
    for piece in pieces {
      decoded += piece.input.compactMap { decoder.decode($0) }
      if piece.pausesAfter, let key = decoder.finish() { decoded.append(key) }
    }
    if let key = decoder.finish() { decoded.append(key) }
    let expected = pieces.flatMap(\.keys)
    #expect(decoded == expected, "seed \(seed)")
    #expect(decoded.filter { $0 == .escape }.count == pieces.filter(\.isEsc).count, "seed \(seed)")
  }

  static func randomPiece(using generator: inout SeededRandomNumberGenerator) -> Piece {
    switch Int.random(in: 0..<11, using: &generator) {
    case 0, 1: return text(using: &generator)
    case 2: return alt(using: &generator)
    case 3: return kitty(using: &generator)
    case 4:
      let isFocused = Bool.random(using: &generator)
      return Piece(input: characters("\u{1B}[" + (isFocused ? "I" : "O")), keys: [.focus(isFocused)])
    case 5: return x10Mouse(using: &generator)
    case 6: return sgrMouse(using: &generator)
    case 7: return unknownSequence(using: &generator)
    case 8: return paste(using: &generator)
    case 9: return Piece(input: characters("\u{1B}"), pausesAfter: true, keys: [.escape], isEsc: true)
    default: return text(using: &generator)
    }
  }

  /// Characters one scalar at a time, as `get_wch` gives them.
  static func characters(_ text: String) -> [RawInput] {
    text.unicodeScalars.map { .character($0.value) }
  }

  /// Scalars that look like parts of sequences, or are text a sequence must not swallow.
  static let textScalars: [Unicode.Scalar] = [
    "a", "Z", "[", "O", "~", ";", "0", "u", "M", "I", "<", " ", "é", "日", "👍", "\u{1F3FD}", "\r", "\t", "\u{1}",
    "\u{7F}",
  ]

  static func text(using generator: inout SeededRandomNumberGenerator) -> Piece {
    let scalars = (0..<Int.random(in: 1...4, using: &generator)).map { _ in textScalars.randomElement(using: &generator)! }
    let input = scalars.map { RawInput.character($0.value) }
    return Piece(input: input, keys: input.compactMap { Key.decode($0) })
  }

  static func alt(using generator: inout SeededRandomNumberGenerator) -> Piece {
    if Int.random(in: 0..<5, using: &generator) == 0 {
      return Piece(input: characters("\u{1B}\u{7F}"), keys: [.altBackspace])
    }
    let character = "bfdBx1.é;~".randomElement(using: &generator)!
    return Piece(input: characters("\u{1B}" + String(character)), keys: [.alt(character)])
  }

  /// CSI-u reports: code, modifiers (1 for none) and the key, or none for codes without one.
  static let kittyKeys: [(code: Int, modifiers: Int, key: Key?)] = [
    (27, 1, .escape), (13, 1, .enter), (9, 1, .tab), (9, 2, .backTab), (127, 1, .backspace), (127, 3, .altBackspace),
    (98, 3, .alt("b")), (102, 3, .alt("f")), (98, 4, .alt("B")), (119, 5, .control("w")), (97, 5, .control("a")),
    (107, 69, .control("k")), (97, 1, .char("a")), (97, 2, .char("A")), (57399, 1, .char("0")), (57414, 1, .enter),
    (57358, 1, nil), (57441, 2, nil), (97, 9, nil), (97, 7, nil), (57376, 1, nil),
  ]

  static func kitty(using generator: inout SeededRandomNumberGenerator) -> Piece {
    let (code, modifiers, key) = kittyKeys.randomElement(using: &generator)!
    let parameters = modifiers == 1 && Bool.random(using: &generator) ? "\(code)" : "\(code);\(modifiers)"
    return Piece(input: characters("\u{1B}[\(parameters)u"), keys: key.map { [$0] } ?? [], isEsc: key == .escape)
  }

  static func x10Mouse(using generator: inout SeededRandomNumberGenerator) -> Piece {
    let (button, kind): (UInt32, MouseEvent.Kind?) = [(0, .click), (3, nil), (64, .wheelUp), (65, .wheelDown)]
      .randomElement(using: &generator)!
    let x = Int.random(in: 0..<90, using: &generator)
    let y = Int.random(in: 0..<60, using: &generator)
    let input = characters("\u{1B}[M") + [32 + button, UInt32(33 + x), UInt32(33 + y)].map(RawInput.character)
    return Piece(input: input, keys: kind.map { [.mouse(MouseEvent($0, x: x, y: y))] } ?? [])
  }

  static func sgrMouse(using generator: inout SeededRandomNumberGenerator) -> Piece {
    let (button, kind): (Int, MouseEvent.Kind?) = [(0, .click), (2, nil), (32, nil), (64, .wheelUp), (65, .wheelDown)]
      .randomElement(using: &generator)!
    let x = Int.random(in: 0..<300, using: &generator)
    let y = Int.random(in: 0..<100, using: &generator)
    let isPress = Int.random(in: 0..<3, using: &generator) > 0
    let report = "\u{1B}[<\(button);\(x + 1);\(y + 1)" + (isPress ? "M" : "m")
    let key = isPress ? kind.map { Key.mouse(MouseEvent($0, x: x, y: y)) } : nil
    return Piece(input: characters(report), keys: key.map { [$0] } ?? [])
  }

  /// A CSI sequence no key has (a report, a private or intermediate form, an unknown final
  /// byte), or an SS3 one.
  static func unknownSequence(using generator: inout SeededRandomNumberGenerator) -> Piece {
    if Bool.random(using: &generator) {
      let final = "abcdejkmnoqrstvwxyzXYZ".randomElement(using: &generator)!
      return Piece(input: characters("\u{1B}O" + String(final)), keys: [])
    }
    let parameters = (0..<Int.random(in: 0..<6, using: &generator)).map { _ in "0123456789;:".randomElement(using: &generator)! }
    let finals = Array("@EGJKLPQRSTXacdefghlmnpqrstwxyz{|}")
    let form = Int.random(in: 0..<3, using: &generator)
    let marker = form == 1 ? String(">=?".randomElement(using: &generator)!) : ""
    let intermediate = form == 2 ? String(" !$'*+".randomElement(using: &generator)!) : ""
    let final = form == 0 ? finals.randomElement(using: &generator)! : Character(Unicode.Scalar(UInt8.random(in: 0x40...0x7E, using: &generator)))
    return Piece(input: characters("\u{1B}[" + marker + String(parameters) + intermediate + String(final)), keys: [])
  }

  static func paste(using generator: inout SeededRandomNumberGenerator) -> Piece {
    let text = String((0..<Int.random(in: 1...6, using: &generator)).map { _ in "ab \r\n[~日".randomElement(using: &generator)! })
    let body = characters(text)
    let input: [RawInput] = Bool.random(using: &generator)
      ? [.pasteStart] + body + [.pasteEnd]
      : characters("\u{1B}[200~") + body + characters("\u{1B}[201~")
    return Piece(input: input, keys: [.paste(text)])
  }
}
