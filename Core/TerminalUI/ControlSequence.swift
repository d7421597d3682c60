/// A control sequence as the terminal sent it after ESC [: parameter bytes (0x30–0x3F,
/// perhaps led by a private marker `<`, `=`, `>` or `?`), intermediate bytes (0x20–0x2F) and
/// a final byte (0x40–0x7E). `meaning` says what this program makes of it; most mean nothing.
struct ControlSequence {
  /// What a sequence asks the decoder to do.
  enum Meaning: Hashable {
    case key(Key)
    /// ESC [ M: three bytes of an X10 mouse report follow.
    case x10MouseReport
    /// ESC [ 200 ~ when ncurses did not take it itself.
    case pasteStart
    /// The answer to the query for kitty's keyboard protocol: the terminal offers it.
    case keyboardProtocolReport
    /// The answer to DECRQM for a private mode (`CSI ? mode ; state $ y`): 0 not recognised,
    /// 1 set, 2 reset, 3 permanently set, 4 permanently reset.
    case modeReport(mode: Int, state: Int)
    case nothing
  }

  var bytes: [UInt8]
  var final: UInt8

  var meaning: Meaning {
    let marker = bytes.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
    let body = marker == nil ? bytes[...] : bytes.dropFirst()
    if marker == UInt8(ascii: "?"), final == UInt8(ascii: "y"), body.last == UInt8(ascii: "$") {
      let parameters = Self.parameters(body.dropLast())
      guard parameters.count == 2, let mode = parameters[0], let state = parameters[1] else { return .nothing }
      return .modeReport(mode: mode, state: state)
    }
    guard body.allSatisfy({ $0 >= 0x30 }) else { return .nothing }  // other intermediates: none of ours
    let parameters = Self.parameters(body)
    switch (marker, final) {
    case (nil, UInt8(ascii: "I")) where body.isEmpty: return .key(.focus(true))
    case (nil, UInt8(ascii: "O")) where body.isEmpty: return .key(.focus(false))
    case (nil, UInt8(ascii: "M")) where body.isEmpty: return .x10MouseReport
    case (nil, UInt8(ascii: "~")) where parameters.first == 200: return .pasteStart
    case (nil, UInt8(ascii: "u")):
      guard let code = parameters.first ?? nil else { return .nothing }
      return key(KeyboardProtocol.key(code: code, modifiers: Self.modifiers(parameters)))
    case (nil, _):
      return key(Self.legacyKey(final: final, parameters: parameters))
    case (UInt8(ascii: "<"), UInt8(ascii: "M")):
      guard parameters.count == 3, let button = parameters[0], let x = parameters[1], let y = parameters[2] else {
        return .nothing
      }
      return key(MouseEvent(button: button, x: x - 1, y: y - 1).map(Key.mouse))
    case (UInt8(ascii: "?"), UInt8(ascii: "u")):
      return .keyboardProtocolReport
    default:
      return .nothing
    }
  }

  private func key(_ key: Key?) -> Meaning { key.map(Meaning.key) ?? .nothing }

  /// The numbers between semicolons, nil where one is empty; of a number with sub-parameters
  /// (`97:65`), the first.
  private static func parameters(_ body: ArraySlice<UInt8>) -> [Int?] {
    guard !body.isEmpty else { return [] }
    return body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
      let number = field.prefix { $0 != UInt8(ascii: ":") }
      guard !number.isEmpty, number.allSatisfy({ (0x30...0x39).contains($0) }), number.count < 10 else { return nil }
      return number.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
  }

  /// The modifier bits of the second parameter (1 + Shift 1, Alt 2, Ctrl 4, …), without
  /// Caps Lock and Num Lock, which change no key here; 0 when there is none.
  static func modifiers(_ parameters: [Int?]) -> Int {
    guard parameters.count > 1, let value = parameters[1], value >= 1 else { return 0 }
    return (value - 1) & ~(64 | 128)
  }

  /// Keys in xterm's form that ncurses left undecoded (its terminal description lacks them):
  /// arrows, Home and End (`ESC [ 1 ; 2 A` is Shift-↑), the `ESC [ n ~` keys, Shift-Tab.
  private static func legacyKey(final: UInt8, parameters: [Int?]) -> Key? {
    let modifiers = modifiers(parameters)
    switch (Character(Unicode.Scalar(final)), modifiers) {
    case ("A", 0): return .up
    case ("B", 0): return .down
    case ("C", 0): return .right
    case ("D", 0): return .left
    case ("H", 0): return .home
    case ("F", 0): return .end
    case ("A", 1): return .shiftUp
    case ("B", 1): return .shiftDown
    case ("C", 1): return .shiftRight
    case ("D", 1): return .shiftLeft
    case ("C", 4): return .controlRight
    case ("D", 4): return .controlLeft
    case ("Z", 0): return .backTab
    case ("~", 0): return tildeKey(parameters.first ?? nil)
    default: return nil
    }
  }

  private static func tildeKey(_ number: Int?) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case let number? where (11...15).contains(number): .function(number - 10)
    case let number? where (17...21).contains(number): .function(number - 11)
    case let number? where (23...24).contains(number): .function(number - 12)
    default: nil
    }
  }

  /// The key of an SS3 sequence (ESC O and `final`), as some terminals send F1–F4 and the
  /// arrows; nil for any other.
  static func singleShiftKey(final: UInt8) -> Key? {
    switch Character(Unicode.Scalar(final)) {
    case "P": .function(1)
    case "Q": .function(2)
    case "R": .function(3)
    case "S": .function(4)
    case "A": .up
    case "B": .down
    case "C": .right
    case "D": .left
    case "H": .home
    case "F": .end
    default: nil
    }
  }
}
