import CNcurses

/// What `get_wch` handed back: a character code (`OK`) or a function key (`KEY_CODE_YES`).
public enum RawInput: Hashable, Sendable {
  case character(UInt32)
  case functionKey(Int32)

  /// Classifies a `get_wch` result; nil for `ERR` (no input before the timeout).
  public init?(result: Int32, code: UInt32) {
    switch result {
    case OK: self = .character(code)
    case KEY_CODE_YES: self = .functionKey(Int32(bitPattern: code))
    default: return nil
    }
  }
}

extension Key {
  /// Decodes one raw input into a key; nil for codes with no meaning here (e.g. a mouse
  /// event or NUL). Pure, so it is tested without a terminal.
  public static func decode(_ input: RawInput) -> Key? {
    switch input {
    case .character(let code): return decodeCharacter(code)
    case .functionKey(let code): return decodeFunctionKey(code)
    }
  }

  private static func decodeCharacter(_ code: UInt32) -> Key? {
    switch code {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 1...26:
      guard let scalar = Unicode.Scalar(code + 0x60) else { return nil }
      return .control(Character(scalar))
    case 0, 28...31, 0x80..<0xA0: return nil
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      return .character(Character(scalar))
    }
  }

  private static func decodeFunctionKey(_ code: Int32) -> Key? {
    if code >= cn_key_f(0), code <= cn_key_f(63) { return .function(Int(code - cn_key_f(0))) }
    if code == cn_key_control_left() { return .controlLeft }
    if code == cn_key_control_right() { return .controlRight }
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_SR: return .shiftUp
    case KEY_SF: return .shiftDown
    case KEY_SLEFT: return .shiftLeft
    case KEY_SRIGHT: return .shiftRight
    case KEY_ENTER: return .enter
    case KEY_BTAB: return .backTab
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_IC: return .insert
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_RESIZE: return .resize
    default: return nil
    }
  }
}
